import type { Book } from '@boipoka/shared';

/** The book the Buy Now button carries in the router's location state (SPEC §3 Checkout book). */
export type CheckoutBook = Book & { orderQuantity: number };

export function readCheckoutBook(state: unknown): CheckoutBook | null {
  if (!state || typeof state !== 'object') return null;
  const book = (state as { book?: Partial<CheckoutBook> }).book;
  if (!book || typeof book._id !== 'string' || typeof book.price !== 'number') return null;
  const orderQuantity = Number.isInteger(book.orderQuantity) && (book.orderQuantity ?? 0) > 0 ? (book.orderQuantity as number) : 1;
  return { ...(book as CheckoutBook), orderQuantity };
}
