import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { ariaSortOf, type BookSortColumn, type BookSortState } from '../lib/book-sort';

/** A column header that sorts on click; aria-sort tells screen readers the current order. */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
  className = '',
}: {
  column: BookSortColumn;
  label: string;
  sort: BookSortState;
  onSort: (column: BookSortColumn) => void;
  className?: string;
}) {
  const state = ariaSortOf(sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={`px-4 py-3 text-left ${className}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase tracking-wide hover:text-stone-900"
        title={t('admin:books.sortBy', { column: label })}
      >
        {label}
        <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${state === 'none' ? 'text-stone-400' : 'text-brand-700'}`} />
      </button>
    </th>
  );
}
