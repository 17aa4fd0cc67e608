import type { Executor } from '../db/client';

/**
 * What the catalogue tells, inside the transaction that put a sold-out book back on sale (an admin's edit, an import, a
 * cancelled order): the wishlist rings the readers who wished it. Declared here, below both sides, because the wishlist
 * also shows the books' list items: neither module imports the other for it.
 */
export interface RestockNotices {
  bookRestocked(tx: Executor, book: { id: string; title: string; quantity: number }): Promise<void>;
}
