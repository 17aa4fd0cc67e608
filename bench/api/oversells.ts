/**
 * Row f's oversell check: after the orders, every bench book's stock must equal its start minus what the bench's own
 * buyers bought (their orders that are not cancelled), no stock may be below zero, and the bench's buyers must hold as
 * many orders as were answered 201 (up to the requests still in flight when autocannon stopped).
 *
 * Only the bench's buyers' orders count: other orders in the database (row x writes 100,000 straight into it, on
 * books the bench also sells, without taking stock) are none of row f's sales, and counting them reported oversells
 * that did not happen. Nor do the buyers' orders of an earlier run on the same database (`--seeded` keeps the buyers
 * but resets the books' stock): only orders placed since this run prepared its books count. Tested in
 * apps/api/test/perf/bench-oversells.test.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

type Rows<T> = { rows: T[] };

export interface OversellCheck {
  ok: boolean;
  /** Orders the bench's buyers hold. */
  ordersInDb: number;
  /** Orders of anyone else, not counted (row x's, for one). */
  otherOrders: number;
  createdResponses: number;
  negativeStock: number;
  mismatchedBooks: number;
  scarceSold: number;
  scarceInitial: number;
  details: string[];
}

export interface OversellCheckInput {
  /** The books row f sells, with their stock before it. */
  books: readonly { id: string; quantity: number }[];
  /** Those of them that sell out (their sales are reported together). */
  scarceIds: readonly string[];
  /** The bench's buyers: only their orders are row f's. */
  buyerEmails: readonly string[];
  /** Orders answered 201. */
  created: number;
  /** Orders that may have been stored without their 201 being counted (requests in flight when the load stopped). */
  inFlightSlack: number;
  /** When this run set the books' stock: the buyers' orders before it are an earlier run's. */
  since?: Date;
}

export async function checkOversells(database: Database, input: OversellCheckInput): Promise<OversellCheck> {
  const { db } = database;
  const emails = sql.join(
    input.buyerEmails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  const buyers = sql`(select u.id from users u where lower(u.email) in (${emails}))`;
  const thisRun = input.since ? sql`o.created_at >= ${input.since.toISOString()}::timestamptz` : sql`true`;
  const rows = (
    (await db.execute(sql`
    select b.id, b.quantity,
           coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                     where oi.book_id = b.id and o.status <> 'cancelled' and o.user_id in ${buyers} and ${thisRun}), 0)::int as sold
    from books b where b.id in (${sql.join(
      input.books.map((b) => sql`${b.id}::uuid`),
      sql`, `,
    )})`)) as unknown as Rows<{ id: string; quantity: number; sold: number }>
  ).rows;
  const counts = (
    (await db.execute(sql`
    select count(*) filter (where o.user_id in ${buyers} and ${thisRun})::int as bench, count(*) filter (where not (o.user_id in ${buyers} and ${thisRun}))::int as others
    from orders o`)) as unknown as Rows<{ bench: number; others: number }>
  ).rows[0]!;

  const initial = new Map(input.books.map((b) => [b.id, b.quantity]));
  const details: string[] = [];
  let negativeStock = 0;
  let mismatched = 0;
  for (const r of rows) {
    const start = initial.get(r.id)!;
    const now = Number(r.quantity);
    const sold = Number(r.sold);
    if (now < 0) negativeStock++;
    if (start - now !== sold || sold > start) {
      mismatched++;
      details.push(`book ${r.id}: started ${start}, now ${now}, sold ${sold}`);
    }
  }
  const missing = input.books.length - rows.length;
  if (missing > 0) details.push(`${missing} bench books are no longer in the table`);
  const scarce = new Set(input.scarceIds);
  const scarceSold = rows.filter((r) => scarce.has(r.id)).reduce((sum, r) => sum + Number(r.sold), 0);
  const scarceInitial = input.books.filter((b) => scarce.has(b.id)).reduce((sum, b) => sum + b.quantity, 0);
  const ordersInDb = Number(counts.bench);
  const lost = ordersInDb < input.created;
  const unanswered = ordersInDb > input.created + input.inFlightSlack;
  if (lost) details.push(`${input.created} orders answered 201 but the bench's buyers hold only ${ordersInDb}`);
  if (unanswered) details.push(`the bench's buyers hold ${ordersInDb} orders but only ${input.created} answered 201 (more than the ${input.inFlightSlack} that can be in flight)`);
  return {
    ok: negativeStock === 0 && mismatched === 0 && missing === 0 && !lost && !unanswered,
    ordersInDb,
    otherOrders: Number(counts.others),
    createdResponses: input.created,
    negativeStock,
    mismatchedBooks: mismatched,
    scarceSold,
    scarceInitial,
    details,
  };
}
