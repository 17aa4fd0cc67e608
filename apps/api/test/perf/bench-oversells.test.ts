/**
 * bench:api row f's oversell check (bench/api/oversells.ts): it counts exactly the bench's own sales, so orders already
 * in the database (row x writes 100,000 straight into it, on books row f also sells) raise no alarm, and it still
 * reports a real oversell.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOversells, type OversellCheckInput } from '../../../../bench/api/oversells';
import type { BookRow } from '../../src/db/schema';
import { createBook, createSignedInUser, createUser, placeOrder, SHIPPING, type SignedIn } from '../factories';
import { useTestApp } from '../test-app';

describe('bench:api oversell check', () => {
  const ctx = useTestApp();
  let stocked: BookRow;
  let scarce: BookRow;
  let buyers: SignedIn[];
  let input: Omit<OversellCheckInput, 'created'>;
  let created = 0;

  /** An order of `userId` written straight into the tables, as row x writes its 100,000: no stock is taken. */
  async function writeOrder(userId: string, book: BookRow, quantity: number, status = 'pending') {
    await ctx.db.execute(sql`
      with placed as (
        insert into orders (user_id, status, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_details)
        values (${userId}::uuid, ${status}, 1000, 0, 0, 1000, ${JSON.stringify(SHIPPING)}::jsonb) returning id)
      insert into order_items (order_id, book_id, title, unit_price_cents, quantity)
      select placed.id, ${book.id}::uuid, ${book.title}, ${book.priceCents}, ${quantity} from placed`);
  }
  const stockOf = async (book: BookRow) =>
    Number(((await ctx.db.execute(sql`select quantity from books where id = ${book.id}::uuid`)) as unknown as { rows: { quantity: number }[] }).rows[0]!.quantity);

  beforeAll(async () => {
    stocked = await createBook(ctx.db, { title: 'Stocked', quantity: 1000 });
    scarce = await createBook(ctx.db, { title: 'Scarce', quantity: 3 });
    buyers = [await createSignedInUser(ctx.app, ctx.db, { email: 'bench-buyer-0@example.com' }), await createSignedInUser(ctx.app, ctx.db, { email: 'Bench-Buyer-1@example.com' })];
    input = {
      books: [
        { id: stocked.id, quantity: 1000 },
        { id: scarce.id, quantity: 3 },
      ],
      scarceIds: [scarce.id],
      buyerEmails: ['bench-buyer-0@example.com', 'bench-buyer-1@example.com'],
      inFlightSlack: 2,
    };
    // Row f: the bench's buyers order through the API; one order is cancelled (its copies come back and it is no sale).
    for (const [i, lines] of [
      [{ book: stocked, quantity: 2 }],
      [
        { book: stocked, quantity: 1 },
        { book: scarce, quantity: 2 },
      ],
      [{ book: scarce, quantity: 1 }],
    ].entries()) {
      await placeOrder(ctx.app, buyers[i % 2]!, lines);
      created++;
    }
    const cancelled = await placeOrder(ctx.app, buyers[0]!, [{ book: stocked, quantity: 5 }]);
    created++;
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${cancelled._id}/status`, headers: buyers[0]!.auth, payload: { status: 'cancelled' } })).statusCode).toBe(200);
  });

  it("counts only the bench's buyers' sales: another reader's orders of the same books (row x's) raise no alarm", async () => {
    const reader = await createUser(ctx.db, { email: 'bench-export-reader@example.com' });
    for (const status of ['pending', 'processing', 'completed', 'cancelled']) {
      await writeOrder(reader.id, stocked, 7, status);
      await writeOrder(reader.id, scarce, 2, status);
    }
    expect(await stockOf(stocked)).toBe(997);
    expect(await stockOf(scarce)).toBe(0);

    const check = await checkOversells(ctx.database, { ...input, created });
    expect(check.details).toEqual([]);
    expect(check).toMatchObject({ ok: true, ordersInDb: 4, otherOrders: 8, createdResponses: 4, negativeStock: 0, mismatchedBooks: 0, scarceSold: 3, scarceInitial: 3 });
  });

  it("counts only this run's sales: the same buyers' orders of an earlier run on a --seeded database raise no alarm", async () => {
    // An earlier run sold these books to the same buyers; this run set their stock again and sold nothing yet.
    const since = new Date(Date.now() + 1000);
    const now = { stocked: await stockOf(stocked), scarce: await stockOf(scarce) };
    const rerun = {
      ...input,
      books: [
        { id: stocked.id, quantity: now.stocked },
        { id: scarce.id, quantity: now.scarce },
      ],
      since,
    };
    const check = await checkOversells(ctx.database, { ...rerun, created: 0 });
    expect(check.details).toEqual([]);
    expect(check).toMatchObject({ ok: true, ordersInDb: 0, mismatchedBooks: 0, scarceSold: 0 });
    // Without the run's start, the earlier run's orders look like this run's sales of copies the stock never lost.
    expect((await checkOversells(ctx.database, { ...input, books: rerun.books, created })).ok).toBe(false);
  });

  it('reports an oversell: copies sold to a bench buyer that were never taken from the stock', async () => {
    await writeOrder(buyers[1]!.user.id, scarce, 1);
    const check = await checkOversells(ctx.database, { ...input, created: created + 1 });
    expect(check.ok).toBe(false);
    expect(check.mismatchedBooks).toBe(1);
    expect(check.scarceSold).toBe(4);
    expect(check.details).toEqual([`book ${scarce.id}: started 3, now 0, sold 4`]);
  });

  it('reports orders answered 201 that were not stored, and more orders stored than were answered or in flight', async () => {
    const base = await checkOversells(ctx.database, { ...input, created: created + 1 });
    const stored = base.ordersInDb;
    const lost = await checkOversells(ctx.database, { ...input, created: stored + 1 });
    expect(lost.ok).toBe(false);
    expect(lost.details).toContain(`${stored + 1} orders answered 201 but the bench's buyers hold only ${stored}`);
    const unanswered = await checkOversells(ctx.database, { ...input, created: stored - 3 });
    expect(unanswered.ok).toBe(false);
    expect(unanswered.details).toContain(`the bench's buyers hold ${stored} orders but only ${stored - 3} answered 201 (more than the 2 that can be in flight)`);
  });
});
