import type { ReactNode } from 'react';
import '../messages';
import { t } from '../../../lib/i18n';

export interface ReportColumn<R> {
  key: string;
  header: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

interface ReportTableProps<R> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: ReportColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** Shown instead of an empty table. */
  empty?: string;
  testId?: string;
}

/** A report's table: one row per line, cards on a phone (`.stacked-table`, decision 011), scrolling in its box in between. */
export function ReportTable<R>({ labelledBy, columns, rows, rowKey, empty, testId }: ReportTableProps<R>) {
  if (rows.length === 0) return <p className="rounded-xl border border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-600">{empty ?? t('reports:empty')}</p>;
  const header = 'px-3 py-2.5 font-semibold whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="stacked-table w-full text-sm" aria-labelledby={labelledBy} data-testid={testId}>
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${header} ${column.numeric ? 'text-right' : 'text-left'}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={`px-3 py-2 ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-stone-800 [overflow-wrap:anywhere]'}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled section holding a table (and its CSV button). */
export function ReportSection({ id, title, note, action, children }: { id: string; title: string; note?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {note && <p className="text-xs text-stone-600">{note}</p>}
      {children}
    </section>
  );
}
