import type { ReactNode } from 'react';

export interface TableColumn<R> {
  key: string;
  header: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

interface StackedTableProps<R> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: TableColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** Shown instead of an empty table. */
  empty: string;
  testId?: string;
}

/** A table of the dashboards: one row per line, cards on a phone (`.stacked-table`, decision 011), scrolling in its box in between. */
export function StackedTable<R>({ labelledBy, columns, rows, rowKey, empty, testId }: StackedTableProps<R>) {
  if (rows.length === 0) return <p className="rounded-xl border border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-600">{empty}</p>;
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
