import { type BookCategory, type BookListItem, fromCents } from '@boipoka/shared';
import { PublicUrls } from './public-url';

/**
 * A listed book as lists show it (books-repository's listColumns). Here, below the modules, because the books, cart,
 * home and wishlist modules all answer list items, and the wishlist is told of restocks by the books module (no cycle).
 */
export type BookListRow = {
  id: string;
  title: string;
  author: string;
  altTitle: string;
  altAuthor: string;
  category: string;
  priceCents: number;
  quantity: number;
  image: string;
  description: string;
  language: 'bn' | 'en';
  ratingCount: number;
  ratingAverage: number | null;
  listPriceCents: number | null;
  publisher: string;
  isbn: string;
  pages: number | null;
  yearPublished: number | null;
  authorSlug: string;
  /** While a scheduled sale sets the price: its end (decision 043). */
  saleEndsAt: Date | null;
  /** Its number in its series (issue 34). */
  seriesNumber: number | null;
};

export function toBookListItem(row: BookListRow, urls = new PublicUrls()): BookListItem {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    altTitle: row.altTitle,
    altAuthor: row.altAuthor,
    category: row.category as BookCategory,
    price: fromCents(row.priceCents),
    quantity: row.quantity,
    image: urls.image(row.image),
    description: row.description,
    inStock: row.quantity > 0,
    language: row.language,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    listPrice: row.listPriceCents === null ? null : fromCents(row.listPriceCents),
    publisher: row.publisher,
    isbn: row.isbn,
    pages: row.pages,
    yearPublished: row.yearPublished,
    authorSlug: row.authorSlug,
    saleEndsAt: row.saleEndsAt ? new Date(row.saleEndsAt).toISOString() : null,
    // Only where there is one: most books are in no series, and a list's every byte is paid on each answer.
    ...(row.seriesNumber !== null && row.seriesNumber !== undefined ? { seriesNumber: row.seriesNumber } : {}),
  };
}
