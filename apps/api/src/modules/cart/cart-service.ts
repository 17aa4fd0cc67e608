import { isUuid, maxOrderQuantity, type CartAnswer as Cart, type CartAdjustment, type cartInput } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { PublicUrls } from '../../lib/public-url';
import { toBookListItem } from '../../lib/book-list-item';
import { CartRepository } from './cart-repository';

export interface CartServiceOptions {
  db: Db;
  urls?: PublicUrls;
}

/**
 * The cart of a signed-in reader, kept with the account so it follows them to any browser. The browser sends the whole
 * cart (merged with the account's on sign-in); the server keeps what can be bought: a line's quantity bounded by the
 * book's stock and 10 (what one order may take), a sold-out or no-longer-sold book dropped, and says what it changed.
 */
export class CartService {
  private readonly repo: CartRepository;
  private readonly db: Db;
  private readonly urls: PublicUrls;

  constructor({ db, urls }: CartServiceOptions) {
    this.db = db;
    this.urls = urls ?? new PublicUrls();
    this.repo = new CartRepository(db);
  }

  async get(userId: string): Promise<Cart> {
    const lines = await this.repo.lines(userId);
    return { lines: lines.map((line) => ({ book: toBookListItem(line.book, this.urls), quantity: line.quantity })), adjustments: [] };
  }

  async replace(userId: string, input: z.output<typeof cartInput>): Promise<Cart> {
    return this.db.transaction(async (tx) => {
      await this.repo.lockAccount(userId, tx);
      const known = new Map((await this.repo.books(input.lines.map((line) => line.book).filter(isUuid), tx)).map((book) => [book.id, book]));
      const kept: { bookId: string; quantity: number }[] = [];
      const adjustments: CartAdjustment[] = [];
      for (const line of input.lines) {
        const book = known.get(line.book);
        if (!book || book.archivedAt) {
          adjustments.push({ bookId: line.book, ...(book ? { title: book.title } : {}), reason: 'gone', quantity: 0 });
          continue;
        }
        const max = maxOrderQuantity(book.quantity);
        if (max === 0) {
          adjustments.push({ bookId: book.id, title: book.title, reason: 'soldOut', quantity: 0 });
          continue;
        }
        if (line.quantity > max) adjustments.push({ bookId: book.id, title: book.title, reason: 'limited', quantity: max });
        kept.push({ bookId: book.id, quantity: Math.min(line.quantity, max) });
      }
      await this.repo.replace(userId, kept, tx);
      return {
        lines: kept.map((line) => ({ book: toBookListItem(known.get(line.bookId)!, this.urls), quantity: line.quantity })),
        adjustments,
      };
    });
  }
}
