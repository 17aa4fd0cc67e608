import { SHOP_TIME_ZONE } from '@boipoka/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';

/** A range of the shop's calendar days, both ends included (YYYY-MM-DD in SHOP_TIME_ZONE). */
export interface DayRange {
  from: string;
  to: string;
}

export interface FigureRow {
  revenueCents: number;
  orders: number;
  copies: number;
}
export interface GroupRow extends FigureRow {
  key: string;
  label?: string;
}
export interface SalesRow {
  copies: number;
  revenueCents: number;
}

const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The range's first and last instants: midnight in Dhaka of `from`, midnight of the day after `to` (exclusive). */
function bounds({ from, to }: DayRange): { start: SQL; end: SQL } {
  return {
    start: sql`(${from}::date::timestamp at time zone ${ZONE})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${ZONE})`,
  };
}

/**
 * Revenue = COMPLETED orders only (decision 002: cash on delivery is collected when the order is delivered), each on
 * the day it was placed in the shop's time zone (decision 022). Every figure of the report reads this set.
 */
function completedIn(range: DayRange): SQL {
  const { start, end } = bounds(range);
  return sql`select o.id, o.user_id, o.total_cents, o.created_at from orders o
    where o.status = 'completed' and o.created_at >= ${start} and o.created_at < ${end}`;
}

type Rows<T> = { rows: T[] };
const num = (value: unknown) => Number(value ?? 0);

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL, db: Executor = this.db): Promise<T[]> {
    return ((await db.execute(query)) as unknown as Rows<T>).rows;
  }

  async totals(range: DayRange): Promise<FigureRow> {
    const [row] = await this.rows<{ revenue_cents: string; orders: string; copies: string }>(sql`
      with completed as (${completedIn(range)})
      select coalesce(sum(c.total_cents), 0)::float8 as revenue_cents, count(*)::int as orders,
             coalesce((select sum(i.quantity) from order_items i where i.order_id in (select id from completed)), 0)::int as copies
      from completed c`);
    return { revenueCents: num(row?.revenue_cents), orders: num(row?.orders), copies: num(row?.copies) };
  }

  /** The promo codes of the range's completed orders (decision 002's set): orders and discount per code, most first. */
  async promoCodes(range: DayRange): Promise<{ code: string; orders: number; discountCents: number }[]> {
    const { start, end } = bounds(range);
    const rows = await this.rows<{ code: string; orders: string; discount: string }>(sql`
      select o.promo_code as code, count(*)::int as orders, sum(o.discount_cents)::float8 as discount
      from orders o
      where o.status = 'completed' and o.promo_code is not null and o.created_at >= ${start} and o.created_at < ${end}
      group by o.promo_code
      order by discount desc, code`);
    return rows.map((row) => ({ code: row.code, orders: num(row.orders), discountCents: num(row.discount) }));
  }

  /** The new member's discount on the range's completed orders (decision 002's set): how many took it, and what it took off. */
  async memberDiscount(range: DayRange): Promise<{ orders: number; discountCents: number }> {
    const { start, end } = bounds(range);
    const [row] = await this.rows<{ orders: string; discount: string }>(sql`
      select count(*)::int as orders, coalesce(sum(o.member_discount_cents), 0)::float8 as discount
      from orders o
      where o.status = 'completed' and o.member_discount_cents > 0 and o.created_at >= ${start} and o.created_at < ${end}`);
    return { orders: num(row?.orders), discountCents: num(row?.discount) };
  }

  /**
   * Money taken and given back online in the range, per method, from the orders' payment events (issue 32): taken when
   * a provider confirmed it (paid, or a late payment that brought its order back), given back when refunded through the
   * provider or by hand. Cash on delivery is in the revenue of completed orders, not here.
   */
  async payments(range: DayRange): Promise<{ method: 'bkash' | 'sslcommerz'; takenCents: number; refundedCents: number; payments: number }[]> {
    const { start, end } = bounds(range);
    const rows = await this.rows<{ method: 'bkash' | 'sslcommerz'; taken: string; refunded: string; payments: string }>(sql`
      select payment_method as method,
             coalesce(sum(amount_minor) filter (where payment_event in ('paid', 'reinstated')), 0)::float8 as taken,
             coalesce(sum(amount_minor) filter (where payment_event in ('refunded', 'refunded_by_hand')), 0)::float8 as refunded,
             count(*) filter (where payment_event in ('paid', 'reinstated'))::int as payments
      from order_events
      where kind = 'payment' and payment_method in ('bkash', 'sslcommerz') and created_at >= ${start} and created_at < ${end}
      group by payment_method
      order by payment_method`);
    return rows.map((row) => ({ method: row.method, takenCents: num(row.taken), refundedCents: num(row.refunded), payments: num(row.payments) }));
  }

  /** Orders placed in the range, whatever became of them. */
  async placedByStatus(range: DayRange): Promise<Record<OrderStatus, number>> {
    const { start, end } = bounds(range);
    const rows = await this.rows<{ status: OrderStatus; n: string }>(sql`
      select status, count(*)::int as n from orders where created_at >= ${start} and created_at < ${end} group by status`);
    const counts: Record<OrderStatus, number> = { pending: 0, processing: 0, completed: 0, cancelled: 0 };
    for (const row of rows) counts[row.status] = num(row.n);
    return counts;
  }

  /** One row per day, week (from Monday) or month of the range, empty periods included, oldest first. */
  async byPeriod(range: DayRange, unit: 'day' | 'week' | 'month'): Promise<GroupRow[]> {
    const u = sql.raw(`'${unit}'`);
    const step = sql.raw(`interval '1 ${unit}'`);
    const rows = await this.rows<{ key: string; revenue_cents: string; orders: string; copies: string }>(sql`
      with periods as (
        select generate_series(date_trunc(${u}, ${range.from}::date::timestamp), date_trunc(${u}, ${range.to}::date::timestamp), ${step})::date as period
      ),
      completed as (
        select c.id, c.total_cents, date_trunc(${u}, c.created_at at time zone ${ZONE})::date as period,
               (select sum(i.quantity) from order_items i where i.order_id = c.id) as copies
        from (${completedIn(range)}) c
      )
      select to_char(p.period, 'YYYY-MM-DD') as key, coalesce(sum(c.total_cents), 0)::float8 as revenue_cents,
             count(c.id)::int as orders, coalesce(sum(c.copies), 0)::int as copies
      from periods p left join completed c on c.period = p.period
      group by p.period order by p.period`);
    return rows.map((row) => ({ key: row.key, revenueCents: num(row.revenue_cents), orders: num(row.orders), copies: num(row.copies) }));
  }

  /**
   * Book sales by category or by book: price × copies of the completed orders' lines (shipping and tax belong to the
   * order, not to a book). `orders` counts the orders with at least one such line. Best revenue first.
   */
  async byLine(range: DayRange, by: 'category' | 'book', limit?: number): Promise<GroupRow[]> {
    const key = by === 'category' ? sql`b.category` : sql`b.id::text`;
    const label = by === 'category' ? sql`null::text` : sql`min(b.title)`;
    const rows = await this.rows<{ key: string; label: string | null; revenue_cents: string; orders: string; copies: string }>(sql`
      select ${key} as key, ${label} as label, sum(i.unit_price_cents::bigint * i.quantity)::float8 as revenue_cents,
             count(distinct i.order_id)::int as orders, sum(i.quantity)::int as copies
      from (${completedIn(range)}) c join order_items i on i.order_id = c.id join books b on b.id = i.book_id
      group by ${key} order by revenue_cents desc, copies desc, key
      ${limit ? sql`limit ${limit}` : sql``}`);
    return rows.map((row) => ({
      key: row.key,
      ...(row.label !== null ? { label: row.label } : {}),
      revenueCents: num(row.revenue_cents),
      orders: num(row.orders),
      copies: num(row.copies),
    }));
  }

  async topBooks(range: DayRange, limit?: number): Promise<(SalesRow & { bookId: string; title: string; author: string })[]> {
    const rows = await this.rows<{ book_id: string; title: string; author: string; copies: string; revenue_cents: string }>(sql`
      select b.id as book_id, b.title, b.author, sum(i.quantity)::int as copies, sum(i.unit_price_cents::bigint * i.quantity)::float8 as revenue_cents
      from (${completedIn(range)}) c join order_items i on i.order_id = c.id join books b on b.id = i.book_id
      group by b.id order by copies desc, revenue_cents desc, b.title
      ${limit ? sql`limit ${limit}` : sql``}`);
    return rows.map((row) => ({ bookId: row.book_id, title: row.title, author: row.author, copies: num(row.copies), revenueCents: num(row.revenue_cents) }));
  }

  async topBy(range: DayRange, column: 'author' | 'category', limit?: number): Promise<(SalesRow & { name: string })[]> {
    const key = column === 'author' ? sql`b.author` : sql`b.category`;
    const rows = await this.rows<{ name: string; copies: string; revenue_cents: string }>(sql`
      select ${key} as name, sum(i.quantity)::int as copies, sum(i.unit_price_cents::bigint * i.quantity)::float8 as revenue_cents
      from (${completedIn(range)}) c join order_items i on i.order_id = c.id join books b on b.id = i.book_id
      group by ${key} order by copies desc, revenue_cents desc, name
      ${limit ? sql`limit ${limit}` : sql``}`);
    return rows.map((row) => ({ name: row.name, copies: num(row.copies), revenueCents: num(row.revenue_cents) }));
  }

  /** Customers who completed an order in the range: new when none of theirs completed before it, returning otherwise. */
  async customers(range: DayRange): Promise<{ newCustomers: number; returningCustomers: number; newCents: number; returningCents: number }> {
    const { start } = bounds(range);
    const [row] = await this.rows<{ new_customers: string; returning_customers: string; new_cents: string; returning_cents: string }>(sql`
      with buyers as (
        select c.user_id, sum(c.total_cents) as cents,
               exists (select 1 from orders p where p.user_id = c.user_id and p.status = 'completed' and p.created_at < ${start}) as came_back
        from (${completedIn(range)}) c group by c.user_id
      )
      select (count(*) filter (where not came_back))::int as new_customers, (count(*) filter (where came_back))::int as returning_customers,
             coalesce(sum(cents) filter (where not came_back), 0)::float8 as new_cents, coalesce(sum(cents) filter (where came_back), 0)::float8 as returning_cents
      from buyers`);
    return { newCustomers: num(row?.new_customers), returningCustomers: num(row?.returning_customers), newCents: num(row?.new_cents), returningCents: num(row?.returning_cents) };
  }

  /** Listed (not archived) books at or under the threshold, emptiest first. */
  async lowStock(threshold: number, limit: number): Promise<{ id: string; title: string; author: string; category: string; quantity: number }[]> {
    const rows = await this.rows<{ id: string; title: string; author: string; category: string; quantity: number }>(sql`
      select id, title, author, category, quantity from books
      where archived_at is null and quantity <= ${threshold}
      order by quantity, title, id limit ${limit}`);
    return rows.map((row) => ({ ...row, quantity: num(row.quantity) }));
  }

  /** A listed book's stock, its row locked until `tx` ends; undefined when there is no such listed book. */
  async lockStock(bookId: string, tx: Executor): Promise<number | undefined> {
    const [before] = await this.rows<{ quantity: number }>(sql`select quantity from books where id = ${bookId} and archived_at is null for update`, tx);
    return before ? num(before.quantity) : undefined;
  }

  /** Sets a listed book's stock; undefined when there is no such listed book. */
  async setStock(bookId: string, quantity: number, now: Date, tx: Executor): Promise<{ id: string; title: string; author: string; category: string; quantity: number } | undefined> {
    const [row] = await this.rows<{ id: string; title: string; author: string; category: string; quantity: number }>(
      sql`
      update books set quantity = ${quantity}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${bookId} and archived_at is null
      returning id, title, author, category, quantity`,
      tx,
    );
    return row ? { ...row, quantity: num(row.quantity) } : undefined;
  }

  async setting(key: string): Promise<unknown> {
    const [row] = await this.rows<{ value: unknown }>(sql`select value from shop_settings where key = ${key}`);
    return row?.value;
  }

  /** A setting's value, its row locked until `tx` ends. */
  async lockSetting(key: string, tx: Executor): Promise<unknown> {
    const [before] = await this.rows<{ value: unknown }>(sql`select value from shop_settings where key = ${key} for update`, tx);
    return before?.value;
  }

  async saveSetting(key: string, value: unknown, adminId: string, now: Date, tx: Executor): Promise<void> {
    await tx.execute(sql`
      insert into shop_settings (key, value, updated_by, updated_at) values (${key}, ${JSON.stringify(value)}::jsonb, ${adminId}, ${now.toISOString()}::timestamptz)
      on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  }
}
