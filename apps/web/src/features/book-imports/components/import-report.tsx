import { BOOK_CSV_COLUMNS, type BookImport, type BookImportIssueItem } from '@boipoka/shared';
import { StackedTable } from '../../../components/ui/stacked-table';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** A column as the admin knows it: what it holds in the page's language, and its header in the file. */
export function ColumnName({ field }: { field: string }) {
  const name = (BOOK_CSV_COLUMNS as readonly string[]).includes(field) ? t(`book-imports:columns.${field}.name`) : undefined;
  return (
    <>
      {name && `${name} `}
      <code lang="en" className="rounded bg-stone-100 px-1 text-xs text-stone-800">
        {field}
      </code>
    </>
  );
}

/** The figures of an import: before it runs what it will do, after it what it did. */
export function ImportCounts({ job }: { job: BookImport }) {
  const ran = job.status !== 'previewed';
  const figures = [
    { key: 'rows', value: job.rows },
    { key: ran ? 'created' : 'toCreate', value: job.toCreate },
    { key: ran ? 'updated' : 'toUpdate', value: job.toUpdate },
    { key: 'unchanged', value: job.unchanged },
    { key: 'rejected', value: job.rejected },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="import-counts">
      {figures.map(({ key, value }) => (
        <div key={key} className={`rounded-lg border px-3 py-2 ${key === 'rejected' && value > 0 ? 'border-red-200 bg-red-50' : 'border-stone-200 bg-white'}`}>
          <dt className="text-xs text-stone-600">{t(`book-imports:counts.${key}`)}</dt>
          <dd className="text-xl font-semibold tabular-nums text-stone-900" data-testid={`import-count-${key}`}>
            {formatInteger(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Each bad row: its line in the file (as a spreadsheet numbers it), the column, and what is wrong. */
export function ImportIssues({ job }: { job: BookImport }) {
  if (job.rejected === 0) return null;
  const listed = job.issues.length;
  return (
    <section aria-labelledby="import-issues-heading" className="space-y-2">
      <h2 id="import-issues-heading" className="text-lg font-semibold text-stone-900">
        {t('book-imports:issues.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('book-imports:issues.intro')}</p>
      <StackedTable<BookImportIssueItem>
        labelledBy="import-issues-heading"
        testId="import-issues"
        empty=""
        rows={job.issues}
        rowKey={(issue) => `${issue.line}:${issue.field}:${issue.message}`}
        columns={[
          { key: 'line', header: t('book-imports:issues.line'), numeric: true, cell: (issue) => formatInteger(issue.line) },
          { key: 'field', header: t('book-imports:issues.column'), cell: (issue) => <ColumnName field={issue.field} /> },
          { key: 'message', header: t('book-imports:issues.problem'), cell: (issue) => issue.message },
        ]}
      />
      {job.rejected > listed && listed > 0 && <p className="text-sm text-stone-600">{t('book-imports:issues.more', { shown: formatInteger(listed) })}</p>}
    </section>
  );
}

/** The running import's progress: a bar that says how many of the valid rows are in. */
export function ImportProgress({ job }: { job: BookImport }) {
  const total = Math.max(job.valid, 1);
  const percent = Math.round((job.processed / total) * 100);
  const label = t('book-imports:progress.label', { done: formatInteger(job.processed), total: formatInteger(job.valid) });
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p id="import-progress-label" className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={job.valid}
        aria-valuenow={job.processed}
        aria-valuetext={label}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-600">{t('book-imports:progress.mayLeave')}</p>
    </div>
  );
}
