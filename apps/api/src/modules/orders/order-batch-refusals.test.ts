import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, orders } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/**
 * The order's row travels in the statement that takes its stock (decision 054): a rule of the database that refuses
 * the row there is not a shortage, and the reader is not told it is.
 */
describe('an order refused by the database in its last statement', () => {
  const ctx = useTestApp();

  it('is a conflict that says to retry, not "Not enough stock", and leaves the stock and the orders as they were', async () => {
    // A rule the server's own checks do not know (a shop's database may add one): no order over 1,000.00.
    await ctx.db.execute(sql`alter table orders add constraint orders_test_ceiling check (total_cents <= 100000)`);
    try {
      const reader = await createSignedInUser(ctx.app, ctx.db);
      const book = await createBook(ctx.db, { priceCents: 60_000, quantity: 5 });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: orderPayload([{ book, quantity: 2 }]) });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).not.toMatch(/stock/i);
      expect(res.json().message).toBe('The request conflicts with the current state; please retry');
      const [left] = await ctx.db
        .select({ quantity: books.quantity })
        .from(books)
        .where(sql`${books.id} = ${book.id}`);
      expect(left!.quantity).toBe(5);
      expect(
        await ctx.db
          .select()
          .from(orders)
          .where(sql`${orders.userId} = ${reader.user.id}`),
      ).toEqual([]);

      // Under the rule, the same reader's order goes through.
      const small = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: orderPayload([{ book, quantity: 1 }]) });
      expect(small.statusCode, small.body).toBe(201);
    } finally {
      await ctx.db.execute(sql`alter table orders drop constraint orders_test_ceiling`);
    }
  });
});
