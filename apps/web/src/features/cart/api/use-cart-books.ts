import { maxOrderQuantity } from '@boipoka/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookQuery, classifyBookFailure } from '../../../lib/book-query';
import { refreshCartLine, type CartLine } from '../../../lib/cart-store';

/** What the server says now about a line: still being asked, fine, too few copies, sold out, gone, or not reachable. */
export type CartLineState = 'checking' | 'ok' | 'limited' | 'soldOut' | 'gone' | 'error';

export interface CheckedCartLine {
  line: CartLine;
  state: CartLineState;
}

/**
 * Reads every line's book again (the same query, and cache entry, as its detail page; always revalidated, cheap with
 * the ETag) and writes the current price and stock back into the cart, so what the cart and the checkout show and
 * send is what the server will charge.
 */
export function useCartBooks(lines: readonly CartLine[]): { lines: CheckedCartLine[]; ready: boolean } {
  const results = useQueries({ queries: lines.map((line) => ({ ...bookQuery(line.bookId), staleTime: 0 })) });

  const books = results.map((result) => result.data);
  // Written back only when something the cart keeps has changed.
  const signature = books.map((book) => (book ? `${book._id}:${book.price}:${book.quantity}:${book.title}:${book.altTitle}:${book.altAuthor}:${book.image}` : '')).join('|');
  useEffect(() => {
    for (const book of books) if (book) refreshCartLine(book);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- books is a new array each render; its signature says when what the cart keeps has changed
  }, [signature]);

  const checked = lines.map((line, i): CheckedCartLine => {
    const result = results[i]!;
    if (result.data) {
      const max = maxOrderQuantity(result.data.quantity);
      return { line, state: max === 0 ? 'soldOut' : line.quantity > max ? 'limited' : 'ok' };
    }
    if (result.isError) return { line, state: classifyBookFailure(result.error) === 'notFound' ? 'gone' : 'error' };
    return { line, state: 'checking' };
  });
  return { lines: checked, ready: checked.length > 0 && checked.every((c) => c.state === 'ok') };
}
