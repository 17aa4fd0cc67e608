import { Pencil, Trash2 } from 'lucide-react';
import type { Book } from '@boipoka/shared';
import type { ReactNode } from 'react';
import { BookCover } from '../../../components/ui/book-cover';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import type { BookSortColumn, BookSortState } from '../lib/book-sort';
import { SortableHeader } from './sortable-header';
import { StockBadge } from './stock-badge';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { bookNames, currentLocale } from '../../../lib/book-names';

export interface BooksTableProps {
  books: Book[];
  sort: BookSortState;
  onSort: (column: BookSortColumn) => void;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
  /** More buttons at the start of a row's actions (the home page collections). */
  extraActions?: (book: Book, title: string) => ReactNode;
  /** Ticked rows for the bulk actions; without it the table has no tick boxes. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onTogglePage: (ticked: boolean) => void };
  /** A book's `category` (SPEC's value, or the slug of its first category) as the admin reads it. */
  categoryName: (category: string) => string;
}

/** The Book Management table; on a phone each row is a card (.stacked-table), between phone and laptop the table scrolls inside its own focusable box: the page never scrolls sideways. */
export function BooksTable({ books, sort, onSort, onEdit, onDelete, extraActions, selection, categoryName }: BooksTableProps) {
  const plainHeader = 'px-4 py-3 text-left font-semibold uppercase tracking-wide';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="group" aria-labelledby="book-management-heading">
      <table className="stacked-table w-full sm:min-w-[760px] text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-4 py-3 text-left">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  aria-label={t('admin:bulk.selectPage')}
                  checked={books.length > 0 && books.every((book) => selection.selected.has(book._id))}
                  onChange={(event) => selection.onTogglePage(event.target.checked)}
                />
              </th>
            )}
            <th scope="col" className={`${plainHeader} w-16`}>
              {t('admin:books.columns.image')}
            </th>
            <SortableHeader column="title" label={t('admin:books.columns.title')} sort={sort} onSort={onSort} />
            <SortableHeader column="author" label={t('admin:books.columns.author')} sort={sort} onSort={onSort} />
            <SortableHeader column="price" label={t('admin:books.columns.price')} sort={sort} onSort={onSort} className="text-right" />
            <th scope="col" className={plainHeader}>
              {t('admin:books.columns.category')}
            </th>
            <SortableHeader column="quantity" label={t('admin:books.columns.stock')} sort={sort} onSort={onSort} />
            <th scope="col" className={`${plainHeader} text-right`}>
              {t('admin:books.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {books.map((book) => {
            const { title, author } = bookNames(book, currentLocale());
            return (
              <tr key={book._id} className="hover:bg-stone-50">
                {selection && (
                  <td className="px-4 py-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-600"
                      aria-label={t('admin:bulk.selectBook', { title: title.primary })}
                      checked={selection.selected.has(book._id)}
                      onChange={() => selection.onToggle(book._id)}
                    />
                  </td>
                )}
                <td className="px-4 py-2" data-label={t('admin:books.columns.image')}>
                  <BookCover src={book.image} title={title.primary} width={40} height={60} className="h-15 w-10 rounded shadow-sm" />
                </td>
                <td className="max-w-64 px-4 py-2 font-medium text-stone-900" data-label={t('admin:books.columns.title')}>
                  <LangText text={title.primary} />
                  <OtherScriptLine text={title.secondary} className="text-xs font-normal" />
                </td>
                <td className="px-4 py-2 text-stone-700" data-label={t('admin:books.columns.author')}>
                  <LangText text={author.primary} />
                  <OtherScriptLine text={author.secondary} />
                </td>
                <td className="px-4 py-2 text-right tabular-nums text-stone-900" data-label={t('admin:books.columns.price')}>
                  {formatMoney(book.price)}
                </td>
                <td className="px-4 py-2 text-stone-700" data-label={t('admin:books.columns.category')}>
                  {categoryName(book.category)}
                </td>
                <td className="px-4 py-2" data-label={t('admin:books.columns.stock')}>
                  <StockBadge quantity={book.quantity} />
                </td>
                <td className="px-4 py-2">
                  <div className="flex flex-1 flex-wrap justify-end gap-2">
                    {extraActions?.(book, title.primary)}
                    <Button variant="secondary" size="sm" onClick={() => onEdit(book)} aria-label={t('admin:books.editLabel', { title: title.primary })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t('admin:books.edit')}
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => onDelete(book)} aria-label={t('admin:books.deleteLabel', { title: title.primary })}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {t('admin:books.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
