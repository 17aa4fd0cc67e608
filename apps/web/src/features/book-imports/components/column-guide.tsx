import { BOOK_CATEGORIES, BOOK_CSV_COLUMNS, BOOK_LANGUAGES, CATEGORY_CSV_COLUMNS, REQUIRED_BOOK_CSV_COLUMNS } from '@boipoka/shared';
import { StackedTable } from '../../../components/ui/stacked-table';
import { t } from '../../../lib/i18n';
import '../messages';
import { ColumnName } from './import-report';

const required = new Set<string>(REQUIRED_BOOK_CSV_COLUMNS);
/** SPEC's `category` or the tree's `categories`: one of the two (issue 34). */
const eitherCategory = new Set<string>(CATEGORY_CSV_COLUMNS);
/** Columns that take one of a few words, written in the file as they are here. */
const VALUES: Partial<Record<string, readonly string[]>> = { category: BOOK_CATEGORIES, language: BOOK_LANGUAGES };

/** The file's columns, as the template heads them: which a new book needs, and what each holds. */
export function ColumnGuide() {
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer text-sm font-semibold text-stone-900">{t('book-imports:guide.summary')}</summary>
      <div className="mt-3 space-y-3 text-sm text-stone-700">
        <p>{t('book-imports:guide.matching')}</p>
        <p>{t('book-imports:guide.empty')}</p>
        <h2 id="import-columns-heading" className="sr-only">
          {t('book-imports:guide.heading')}
        </h2>
        <StackedTable
          labelledBy="import-columns-heading"
          testId="import-columns"
          empty=""
          rows={[...BOOK_CSV_COLUMNS]}
          rowKey={(column) => column}
          columns={[
            { key: 'column', header: t('book-imports:guide.column'), cell: (column) => <ColumnName field={column} /> },
            {
              key: 'required',
              header: t('book-imports:guide.required'),
              cell: (column) => (required.has(column) ? t('book-imports:guide.yes') : eitherCategory.has(column) ? t('book-imports:guide.eitherCategory') : t('book-imports:guide.no')),
            },
            {
              key: 'rule',
              header: t('book-imports:guide.rule'),
              cell: (column) => (
                <>
                  {t(`book-imports:columns.${column}.rule`)}
                  {VALUES[column] && (
                    <code lang="en" className="ms-1 rounded bg-stone-100 px-1 text-xs text-stone-800">
                      {VALUES[column]!.join(', ')}
                    </code>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
    </details>
  );
}
