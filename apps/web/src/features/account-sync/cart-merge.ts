import { MAX_CART_LINES, MAX_ORDER_QUANTITY, maxOrderQuantity, type CartAnswer, type CartInput } from '@boipoka/shared';
import type { CartLine } from '../../lib/cart-store';

type MergeLine = Pick<CartLine, 'bookId' | 'quantity' | 'stock'>;

/**
 * The browser's signed-out cart merged into the account's on sign-in: a book in both holds both quantities, bounded by
 * what one order may take (the stock, at most 10); the account's lines first, then the browser's new ones, at most
 * MAX_CART_LINES. The server bounds them again by the stock it has now and drops what cannot be bought (and says so).
 * A book known to be sold out is still sent, so the server can tell the reader it was dropped.
 */
export function mergeCarts(account: readonly MergeLine[], browser: readonly MergeLine[]): CartInput['lines'] {
  const merged = new Map<string, { quantity: number; stock: number }>();
  for (const line of account) merged.set(line.bookId, { quantity: line.quantity, stock: line.stock });
  for (const line of browser) {
    const held = merged.get(line.bookId);
    // The account's stock is the one just read from the server.
    merged.set(line.bookId, held ? { quantity: held.quantity + line.quantity, stock: held.stock } : { quantity: line.quantity, stock: line.stock });
  }
  return [...merged].slice(0, MAX_CART_LINES).map(([book, { quantity, stock }]) => ({ book, quantity: Math.max(1, Math.min(quantity, maxOrderQuantity(stock) || MAX_ORDER_QUANTITY)) }));
}

/** A line of the server's cart as the browser's cart keeps it. */
export function toCartLine(line: CartAnswer['lines'][number]): CartLine {
  const { book } = line;
  return {
    bookId: book._id,
    title: book.title,
    author: book.author,
    altTitle: book.altTitle,
    altAuthor: book.altAuthor,
    image: book.image,
    price: book.price,
    quantity: line.quantity,
    stock: book.quantity,
  };
}

/** The browser's cart as PUT /api/cart takes it. */
export function toCartInput(lines: readonly Pick<CartLine, 'bookId' | 'quantity'>[]): CartInput['lines'] {
  return lines.slice(0, MAX_CART_LINES).map((line) => ({ book: line.bookId, quantity: Math.max(1, Math.min(line.quantity, MAX_ORDER_QUANTITY)) }));
}
