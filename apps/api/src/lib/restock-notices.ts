import type { Executor } from '../db/client';

/**
 * What the books module (an admin's edit, a bulk action), orders (a cancellation) and the import tell, inside their
 * transaction, when a sold-out book is on sale again: the wishlist's readers hear of it. Here, below the modules, so that
 * the books module need not import the wishlist's service that implements it (no cycle).
 */
export interface RestockNotices {
  bookRestocked(tx: Executor, book: { id: string; title: string; quantity: number }): Promise<void>;
}
