import type { Book } from '@boipoka/shared';

/** The book the Buy Now button carries in the router's location state (SPEC §3 Checkout book). */
export type CheckoutBook = Book & { orderQuantity: number };

/** A line of the order being checked out: the Buy Now book, or a line of the cart. */
export interface CheckoutLine {
  bookId: string;
  title: string;
  author: string;
  /** The title and author in the other script, when the book has them. */
  altTitle?: string;
  altAuthor?: string;
  image: string;
  price: number;
  quantity: number;
}

export function readCheckoutBook(state: unknown): CheckoutBook | null {
  if (!state || typeof state !== 'object') return null;
  const book = (state as { book?: Partial<CheckoutBook> }).book;
  if (!book || typeof book._id !== 'string' || typeof book.price !== 'number') return null;
  const orderQuantity = Number.isInteger(book.orderQuantity) && (book.orderQuantity ?? 0) > 0 ? (book.orderQuantity as number) : 1;
  return { ...(book as CheckoutBook), orderQuantity };
}

export function buyNowLine(book: CheckoutBook): CheckoutLine {
  return { bookId: book._id, title: book.title, author: book.author, altTitle: book.altTitle, altAuthor: book.altAuthor, image: book.image, price: book.price, quantity: book.orderQuantity };
}
