import { BOOK_CATEGORIES } from '@boipoka/shared';
import { and, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { BooksRepository, type BookFilter } from './books-repository';

/** The book_counts table (kept by triggers) must give exactly what counting the books gives, through every kind of change. */
describe('catalogue totals from book_counts', () => {
  let t: TestDatabase;
  let repo: BooksRepository;

  beforeAll(async () => {
    t = await createTestDatabase();
    repo = new BooksRepository(t.database.db);
  });
  afterAll(() => t.cleanup());

  const prices = [0, 1, 99, 100, 101, 499, 999, 1000, 1001, 1050, 1099, 1100, 4999, 5000, 5001, 5099, 12345];
  const ranges: [number | undefined, number | undefined][] = [
    [undefined, undefined],
    [1000, 5000],
    [1000, undefined],
    [undefined, 5000],
    [1050, 1099],
    [1001, 1001],
    [99, 101],
    [0, 0],
    [1050, 5050],
    [5000, 1000],
    [100, 199],
    [150, 12345],
  ];

  async function expectExact() {
    const { db } = t.database;
    for (const category of [undefined, ...BOOK_CATEGORIES.slice(0, 3)]) {
      for (const [minPriceCents, maxPriceCents] of ranges) {
        const filter: BookFilter = { category, minPriceCents, maxPriceCents };
        const [fast] = await repo.countQuery(filter);
        const [slow] = await db
          .select({ n: count() })
          .from(books)
          .where(
            and(
              isNull(books.archivedAt),
              category ? eq(books.category, category) : undefined,
              minPriceCents !== undefined ? gte(books.priceCents, minPriceCents) : undefined,
              maxPriceCents !== undefined ? lte(books.priceCents, maxPriceCents) : undefined,
            ),
          );
        expect({ filter, n: fast!.n }).toEqual({ filter, n: slow!.n });
      }
    }
  }

  it('counts inserted books (one statement with many rows, and one at a time)', async () => {
    const { db } = t.database;
    await db.insert(books).values(prices.flatMap((priceCents, i) => BOOK_CATEGORIES.map((category) => ({ title: `B${i}`, author: 'A', category, priceCents }))));
    for (const priceCents of prices.slice(0, 5)) await db.insert(books).values({ title: 'single', author: 'A', category: BOOK_CATEGORIES[0]!, priceCents });
    await db.insert(books).values({ title: 'archived from the start', author: 'A', category: BOOK_CATEGORIES[0]!, priceCents: 1000, archivedAt: new Date() });
    await expectExact();
  });

  it('follows price and category edits, archiving, stock changes and deletes', async () => {
    const { db } = t.database;
    await db.update(books).set({ priceCents: 1050 }).where(eq(books.priceCents, 1001));
    await db.update(books).set({ category: BOOK_CATEGORIES[1]! }).where(eq(books.priceCents, 5000));
    await db.update(books).set({ archivedAt: new Date() }).where(eq(books.priceCents, 999));
    await db.update(books).set({ archivedAt: null }).where(eq(books.title, 'archived from the start'));
    await db.update(books).set({ quantity: sql`${books.quantity} + 3` });
    await db.delete(books).where(eq(books.priceCents, 100));
    await expectExact();
    const [all] = await repo.countQuery({});
    expect(all!.n).toBe(await repo.countActive());
  });

  it('is emptied by TRUNCATE (seed --reset)', async () => {
    await t.database.db.execute(sql`truncate table order_events, order_items, orders, books cascade`);
    const [all] = await repo.countQuery({});
    expect(all!.n).toBe(0);
    await expectExact();
  });
});
