import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, orderItems, orders, users, type OrderItemRow, type OrderRow } from '../../db/schema';

export type OrderStatus = OrderRow['status'];
export interface OrderWithUser {
  order: OrderRow;
  user: { id: string; name: string; email: string };
}

export interface OrderListFilter {
  id?: string;
  userId?: string;
  status?: OrderStatus;
  from?: Date;
  /** exclusive */
  to?: Date;
  visibleToOwner?: boolean;
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  async findBooks(ids: string[], db: Executor = this.db) {
    return db
      .select({ id: books.id, title: books.title, priceCents: books.priceCents, image: books.image, quantity: books.quantity })
      .from(books)
      .where(and(inArray(books.id, ids), isNull(books.archivedAt)));
  }

  /**
   * The order and its lines in one statement (the lines are a data-modifying CTE; their foreign key is checked at the
   * end of the statement, when the order row exists). `values.id` must be set.
   */
  async insertOrderWithItems(values: typeof orders.$inferInsert & { id: string }, items: (typeof orderItems.$inferInsert)[], db: Executor): Promise<OrderRow> {
    const placedItems = db.$with('placed_items', {}).as(db.insert(orderItems).values(items).getSQL());
    const [row] = await db.with(placedItems).insert(orders).values(values).returning();
    return row!;
  }

  /**
   * Takes the stock of every line in one statement, only from listed books with enough left; returns the books it took
   * from (a missing line means not enough stock, or no such listed book). The `locked` subquery takes the row locks in
   * id order, so concurrent orders for the same books queue instead of deadlocking.
   */
  async takeStock(lines: { bookId: string; quantity: number }[], db: Executor): Promise<{ id: string; title: string; image: string; priceCents: number }[]> {
    const wanted = sql.join(
      lines.map((line) => sql`(${line.bookId}::uuid, ${line.quantity}::int)`),
      sql`, `,
    );
    const ids = sql.join(
      lines.map((line) => sql`${line.bookId}::uuid`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      update books set quantity = books.quantity - wanted.quantity
      from (select b.id from books b where b.id in (${ids}) and b.archived_at is null order by b.id for update) as locked,
           (values ${wanted}) as wanted(id, quantity)
      where books.id = locked.id and books.id = wanted.id and books.quantity >= wanted.quantity
      returning books.id, books.title, books.image, books.price_cents`)) as unknown as {
      rows: { id: string; title: string; image: string; price_cents: number }[];
    };
    return result.rows.map((row) => ({ id: row.id, title: row.title, image: row.image, priceCents: Number(row.price_cents) }));
  }

  async giveBackStock(items: { bookId: string; quantity: number }[], db: Executor) {
    for (const item of items) {
      await db
        .update(books)
        .set({ quantity: sql`${books.quantity} + ${item.quantity}` })
        .where(eq(books.id, item.bookId));
    }
  }

  async findByIdempotencyKey(userId: string, key: string): Promise<{ id: string; fingerprint: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /**
   * Locks the account's row for the rest of the transaction (its orders are then placed one at a time) and returns
   * what it holds unconfirmed: its pending orders and the copies in them. Two statements: in READ COMMITTED a statement
   * sees what was committed when it began, so the count must begin after the lock is held (after the previous order of
   * this account committed).
   */
  async lockAccountPending(userId: string, db: Executor): Promise<{ orders: number; copies: number }> {
    await db.execute(sql`select 1 from users where id = ${userId} for update`);
    const result = (await db.execute(sql`
      select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as copies
      from orders o join order_items i on i.order_id = o.id
      where o.user_id = ${userId} and o.status = 'pending'`)) as unknown as { rows: { orders: number; copies: number }[] };
    const row = result.rows[0];
    return { orders: Number(row?.orders ?? 0), copies: Number(row?.copies ?? 0) };
  }

  async findById(id: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /** Moves the order only if it is still in `from`: concurrent moves cannot both win. */
  async moveStatus(id: string, from: OrderStatus, to: OrderStatus, now: Date, db: Executor): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    return row;
  }

  async hideForOwner(id: string, now: Date): Promise<void> {
    await this.db.update(orders).set({ hiddenByOwnerAt: now }).where(eq(orders.id, id));
  }

  async itemsOf(orderIds: string[], db: Executor = this.db): Promise<OrderItemRow[]> {
    if (!orderIds.length) return [];
    return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.id));
  }

  private where(filter: OrderListFilter): SQL | undefined {
    return and(
      filter.id ? eq(orders.id, filter.id) : undefined,
      filter.userId ? eq(orders.userId, filter.userId) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.to ? lt(orders.createdAt, filter.to) : undefined,
      filter.visibleToOwner ? isNull(orders.hiddenByOwnerAt) : undefined,
    );
  }

  async list(
    filter: OrderListFilter,
    sort: { by: 'createdAt' | 'totalPrice' | 'status'; order: 'asc' | 'desc' },
    page?: { limit: number; offset: number },
    db: Executor = this.db,
  ): Promise<OrderWithUser[]> {
    const column = { createdAt: orders.createdAt, totalPrice: orders.totalCents, status: orders.status }[sort.by];
    const direction = sort.order === 'asc' ? asc : desc;
    const query = db
      .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(this.where(filter))
      .orderBy(direction(column), direction(orders.createdAt), direction(orders.id));
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  async count(filter: OrderListFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(this.where(filter));
    return row!.n;
  }

  /** Revenue = completed orders only: cash on delivery is collected when the order completes. */
  async completedRevenue(filter: { userId?: string } = {}): Promise<{ totalCents: number; orders: number }> {
    const [row] = await this.db
      .select({ totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`, orders: count() })
      .from(orders)
      .where(and(eq(orders.status, 'completed'), filter.userId ? eq(orders.userId, filter.userId) : undefined));
    return { totalCents: Number(row!.totalCents), orders: row!.orders };
  }

  /** One row per UTC day of the last `days` days (zero days included), computed with generate_series. */
  async dailySeries(days: number, now: Date): Promise<{ date: string; revenueCents: number; orders: number }[]> {
    const result = (await this.db.execute(sql`
      with days as (
        select generate_series(
          (${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${days - 1}::int,
          (${now.toISOString()}::timestamptz at time zone 'UTC')::date,
          interval '1 day'
        )::date as day
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
             coalesce(sum(o.total_cents) filter (where o.status = 'completed'), 0)::float8 as revenue_cents,
             count(o.id)::int as orders
      from days d
      left join ${orders} o
        on o.created_at >= (d.day::timestamp at time zone 'UTC')
       and o.created_at < ((d.day + 1)::timestamp at time zone 'UTC')
      group by d.day
      order by d.day`)) as unknown as { rows: { date: string; revenue_cents: number; orders: number }[] };
    return result.rows.map((r) => ({ date: r.date, revenueCents: Number(r.revenue_cents), orders: Number(r.orders) }));
  }

  async countByStatus(since?: Date): Promise<Record<OrderStatus, number>> {
    const rows = await this.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(since ? gte(orders.createdAt, since) : undefined)
      .groupBy(orders.status);
    const counts: Record<OrderStatus, number> = { pending: 0, processing: 0, completed: 0, cancelled: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
