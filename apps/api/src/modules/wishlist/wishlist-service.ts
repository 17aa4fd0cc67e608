import { isUuid, MAX_WISHLIST_ITEMS, type Wishlist, type WishlistChange } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { PublicUrls } from '../../lib/public-url';
import { toBookListItem } from '../../lib/book-list-item';
import type { NotificationsService, RestockNotices } from '../notifications';
import { WishlistRepository } from './wishlist-repository';

const BOOK_NOT_FOUND = 'Book not found';
const WISHLIST_FULL = `A wishlist can hold at most ${MAX_WISHLIST_ITEMS} books`;

export interface WishlistServiceOptions {
  db: Db;
  /** The bell, told in the transaction of a restock. */
  notifications: Pick<NotificationsService, 'notify'>;
  urls?: PublicUrls;
}

export class WishlistService implements RestockNotices {
  private readonly repo: WishlistRepository;
  private readonly db: Db;
  private readonly notifications: Pick<NotificationsService, 'notify'>;
  private readonly urls: PublicUrls;

  constructor({ db, notifications, urls }: WishlistServiceOptions) {
    this.db = db;
    this.notifications = notifications;
    this.urls = urls ?? new PublicUrls();
    this.repo = new WishlistRepository(db);
  }

  async list(userId: string): Promise<Wishlist> {
    const rows = await this.repo.items(userId);
    return { items: rows.map((row) => ({ book: toBookListItem(row.book, this.urls), addedAt: row.addedAt.toISOString() })) };
  }

  /** Idempotent: a book wished twice is wished once. Only a book the shop sells can be wished. */
  async add(userId: string, bookId: string): Promise<WishlistChange> {
    if (!isUuid(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    const id = bookId.toLowerCase();
    return this.db.transaction(async (tx) => {
      if (!(await this.repo.isListed(id, tx))) throw new NotFoundError(BOOK_NOT_FOUND);
      // One add of this reader at a time: without the lock, 300 concurrent adds each counted 199 and all went in.
      await this.repo.lockReader(userId, tx);
      const already = await this.repo.has(userId, id, tx);
      const count = await this.repo.count(userId, tx);
      if (!already && count >= MAX_WISHLIST_ITEMS) throw new ConflictError(WISHLIST_FULL);
      await this.repo.add(userId, id, tx);
      return { bookId: id, wished: true, count: already ? count : count + 1 };
    });
  }

  /** Idempotent: taking away a book that is not wished (or not even a book) leaves the wishlist as it is. */
  async remove(userId: string, bookId: string): Promise<WishlistChange> {
    const id = bookId.toLowerCase();
    if (isUuid(id)) await this.repo.remove(userId, id);
    return { bookId: id, wished: false, count: await this.repo.count(userId) };
  }

  async bookRestocked(tx: Executor, book: { id: string; title: string; quantity: number }): Promise<void> {
    for (const userId of await this.repo.readersOf(book.id, tx)) {
      await this.notifications.notify(tx, userId, 'wishlist-back-in-stock', { bookId: book.id, title: book.title, quantity: book.quantity });
    }
  }
}
