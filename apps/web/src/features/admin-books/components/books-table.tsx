import { Pencil, Trash2 } from 'lucide-react';
import type { Book } from '@boipoka/shared';
import { BookCover } from '../../../components/ui/book-cover';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../admin-messages';
import type { BookSortColumn, BookSortState } from '../lib/book-sort';
import { SortableHeader } from './sortable-header';
import { StockBadge } from './stock-badge';
import { LangText } from '../../../components/ui/lang-text';

export interface BooksTableProps {
  books: Book[];
  sort: BookSortState;
  onSort: (column: BookSortColumn) => void;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}

/** The Book Management table; on phones it scrolls sideways inside its own box (the page never does). */
export function BooksTable({ books, sort, onSort, onEdit, onDelete }: BooksTableProps) {
  const plainHeader = 'px-4 py-3 text-left font-semibold uppercase tracking-wide';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="region" aria-labelledby="book-management-heading">
      <table className="w-full min-w-[760px] text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
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
          {books.map((book) => (
            <tr key={book._id} className="hover:bg-stone-50">
              <td className="px-4 py-2">
                <BookCover src={book.image} title={book.title} width={40} height={60} className="h-15 w-10 rounded shadow-sm" />
              </td>
              <td className="max-w-64 px-4 py-2 font-medium text-stone-900">
                <LangText text={book.title} />
              </td>
              <td className="px-4 py-2 text-stone-700">
                <LangText text={book.author} />
              </td>
              <td className="px-4 py-2 text-right tabular-nums text-stone-900">{formatMoney(book.price)}</td>
              <td className="px-4 py-2 text-stone-700">{t(`common:categories.${book.category}`, { defaultValue: book.category })}</td>
              <td className="px-4 py-2">
                <StockBadge quantity={book.quantity} />
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onEdit(book)} aria-label={t('admin:books.editLabel', { title: book.title })}>
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    {t('admin:books.edit')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => onDelete(book)} aria-label={t('admin:books.deleteLabel', { title: book.title })}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {t('admin:books.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
