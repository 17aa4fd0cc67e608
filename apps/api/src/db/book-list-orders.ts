import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { books } from './schema';

/** The orders a list of books is asked in (the search port's `SearchOrder`: a search is ordered by the search module). */
export type BookListOrder =
  | { kind: 'featured' }
  | { kind: 'price'; direction: 'asc' | 'desc' }
  | { kind: 'name' }
  | { kind: 'rating' }
  /** Most copies sold first (book_sales), then the newest. */
  | { kind: 'bestselling' }
  /** Date added, newest first. */
  | { kind: 'newest' }
  | { kind: 'column'; column: 'title' | 'author' | 'price' | 'quantity' | 'createdAt'; direction: 'asc' | 'desc' };

/**
 * ORDER BY of the orders every list of books sorts alike, with their tie-breaks: the catalogue's listing
 * (modules/books) and the search's plain match (modules/search). 'featured' and 'bestselling' each side writes itself
 * (a search puts books in stock first; the listing walks book_sales_rank_idx).
 */
export function bookListOrderBy(order: Exclude<BookListOrder, { kind: 'featured' | 'bestselling' }>): SQL[] {
  switch (order.kind) {
    case 'newest':
      return [desc(books.createdAt), desc(books.id)];
    case 'price':
      return order.direction === 'asc' ? [asc(books.priceCents), asc(books.id)] : [desc(books.priceCents), desc(books.id)];
    case 'name':
      return [sql`lower(${books.title}) asc`, asc(books.id)];
    case 'rating':
      // books_rating_idx (0016): best mean first, then the most reviewed, books without a review last, newest among equals.
      return [sql`${books.ratingAverage} desc nulls last`, desc(books.ratingCount), desc(books.createdAt), desc(books.id)];
    case 'column': {
      const dir = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
      const expr = {
        title: sql`lower(${books.title})`,
        author: sql`lower(${books.author})`,
        price: sql`${books.priceCents}`,
        quantity: sql`${books.quantity}`,
        createdAt: sql`${books.createdAt}`,
      }[order.column];
      return [sql`${expr} ${dir}`, sql`${books.id} ${dir}`];
    }
  }
}
