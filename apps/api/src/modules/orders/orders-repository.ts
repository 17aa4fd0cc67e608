import { parseOrderNumber, type Currency, type FulfilmentStep, type PaymentState } from '@boipoka/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { type Db, type Executor, executeNamed } from '../../db/client';
import { pgErrorCode } from '../../lib/errors';
import type { WriteBatch } from '../../lib/write-batch';
import { books, fulfilmentEvents, orderEvents, orderItems, orders, users, type FulfilmentEventRow, type OrderEventRow, type OrderItemRow, type OrderRow } from '../../db/schema';

export type OrderStatus = OrderRow['status'];
export interface OrderWithUser {
  order: OrderRow;
  user: { id: string; name: string; email: string };
}

export interface OrderListFilter {
  id?: string;
  userId?: string;
  status?: OrderStatus;
  paymentState?: PaymentState;
  from?: Date;
  /** exclusive */
  to?: Date;
  visibleToOwner?: boolean;
  /** The admin's search: an order number, a customer's e-mail (account or delivery) or a phone number. */
  q?: string;
}

export type OrderPaymentColumns = Partial<Pick<OrderRow, 'paymentMethod' | 'paymentState' | 'paymentDueAt' | 'paidMinor' | 'refundedMinor' | 'paymentTransactionId'>>;

export type OrderSort = { by: 'createdAt' | 'totalPrice' | 'status'; order: 'asc' | 'desc' };
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'createdAt'>;
export type OrderEventWithActor = OrderEventRow & { actorName: string | null };
export type NewFulfilmentEvent = Omit<typeof fulfilmentEvents.$inferInsert, 'id' | 'createdAt'>;
export type FulfilmentEventWithActor = FulfilmentEventRow & { actorName: string | null };

/** The phone's last ten digits: +880 1711-000000 and 01711000000 are one number. Must read as orders_phone_digits_idx does. */
const PHONE_DIGITS = sql.raw(`right(regexp_replace("orders"."shipping_details"->>'phone', '[^0-9]', '', 'g'), 10)`);
const SHIPPING_EMAIL = sql.raw(`lower("orders"."shipping_details"->>'email')`);

/** Each condition is served by an index (orders_order_number_key, users_email_lower_key + orders_user_created_idx, orders_shipping_email_idx, orders_phone_digits_idx). */
function searchCondition(q: string): SQL {
  const conditions: SQL[] = [];
  const number = parseOrderNumber(q);
  if (number !== undefined) conditions.push(eq(orders.orderNumber, number));
  if (q.includes('@')) {
    const email = q.trim().toLowerCase();
    conditions.push(sql`${orders.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${email})`, sql`${SHIPPING_EMAIL} = ${email}`);
  }
  const digits = q.replace(/[^0-9]/g, '');
  if (digits.length >= 6 && /^[+0-9()\-\s]+$/.test(q.trim())) conditions.push(sql`${PHONE_DIGITS} = ${digits.slice(-10)}`);
  return conditions.length ? or(...conditions)! : sql`false`;
}

/** What an order takes from the database before its row is written: the next number, and the transaction's time. */
const NUMBERED_ORDER = sql`nextval('orders_order_number_seq') as order_number, now() as at`;

/** An order's number and time, read before its row is written (numberOrder, lockAccountPending). */
export interface NumberedOrder {
  orderNumber: number;
  at: Date;
}

/** The order's row as the order writes it: the columns it sets (the others are their defaults: insertOrderStatements). */
export type NewOrderValues = Pick<
  OrderRow,
  'id' | 'userId' | 'status' | 'subtotalCents' | 'shippingCents' | 'taxCents' | 'totalCents' | 'shippingDetails' | 'paymentMethod' | 'paymentState' | 'currency'
> &
  Partial<OrderRow>;

function toNumbered(row: { order_number: number | string; at: Date | string }): NumberedOrder {
  return { orderNumber: Number(row.order_number), at: new Date(row.at) };
}

/**
 * What an account holds unconfirmed: its pending orders, their copies and their totals (cents). Read through the partial
 * index of pending orders (orders_user_pending_idx) and each order's lines (order_items_order_idx): never the account's
 * other orders, however many it has (query-plans.pg.test.ts). `columns`: more of them to
 * read in the same statement (aliased).
 */
export function accountPendingQuery(userId: string, columns?: SQL): SQL {
  return sql`
      select count(*)::int as orders,
             coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)::int as copies,
             coalesce(sum(o.total_cents), 0)::bigint as value_cents${columns ? sql`, ${columns}` : sql``}
      from orders o
      where o.user_id = ${userId} and o.status = 'pending'`;
}

/**
 * A step's place on the track. Each step happens once and the track only moves forward, so this is the order they
 * happened in — also for two steps of one transaction (a courier's notice), whose created_at is the same.
 */
const STEP_POSITION = sql`array_position(array['packed', 'with_courier', 'out_for_delivery', 'delivered', 'returned']::text[], ${fulfilmentEvents.step})`;

/** A book as an order prices it (findBooks, lockAccountPending). */
export interface OrderableBook {
  id: string;
  title: string;
  priceCents: number;
  image: string;
  quantity: number;
  category: string;
  publisher: string;
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  async findBooks(ids: string[], db: Executor = this.db): Promise<OrderableBook[]> {
    return db
      .select({ id: books.id, title: books.title, priceCents: books.priceCents, image: books.image, quantity: books.quantity, category: books.category, publisher: books.publisher })
      .from(books)
      .where(and(inArray(books.id, ids), isNull(books.archivedAt)));
  }

  /** Whether the account has an order that is not cancelled. */
  /** An order to this phone was completed (delivered): read as orders_phone_digits_idx does. */
  async hasCompletedOrderTo(phone: string, db: Executor = this.db): Promise<boolean> {
    const digits = phone.replace(/\D/g, '').slice(-10);
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(sql`${PHONE_DIGITS} = ${digits}`, eq(orders.status, 'completed')))
      .limit(1);
    return row !== undefined;
  }

  async hasLiveOrder(userId: string, db: Executor = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The order's row and its 'placed' event, as statements of the order's batch (they are written with its stock). The
   * row is written with the number and the time `numberOrder` (or lockAccountPending) read; answers it as stored.
   */
  insertOrderStatements(values: NewOrderValues, numbered: NumberedOrder, placed: NewOrderEvent, writes: WriteBatch): OrderRow {
    const row: OrderRow = {
      paymentDueAt: null,
      paidMinor: 0,
      refundedMinor: 0,
      paymentTransactionId: null,
      discountCents: 0,
      promoCode: null,
      memberDiscountCents: 0,
      deliveryZone: null,
      hiddenByOwnerAt: null,
      idempotencyKey: null,
      idempotencyFingerprint: null,
      ...values,
      orderNumber: numbered.orderNumber,
      createdAt: numbered.at,
      updatedAt: numbered.at,
    };
    // Its times are the columns' default, now(): the transaction's start, which `numbered.at` read (to the millisecond).
    const { createdAt: _created, updatedAt: _updated, ...stored } = row;
    writes.add(this.db.insert(orders).values(stored).getSQL());
    writes.add(this.db.insert(orderEvents).values(placed).getSQL());
    return row;
  }

  /** The next order's number (never reused: one refused later is skipped) and the transaction's time (its rows' `now()`). */
  async numberOrder(db: Executor): Promise<NumberedOrder> {
    const result = await executeNamed<{ order_number: number | string; at: Date | string }>(db, sql`select ${NUMBERED_ORDER}`);
    return toNumbered(result.rows[0]!);
  }

  async insertEvent(event: NewOrderEvent, db: Executor = this.db): Promise<OrderEventRow> {
    const [row] = await db.insert(orderEvents).values(event).returning();
    return row!;
  }

  /** Oldest first; notes only when asked for (admins). */
  async eventsOf(orderId: string, withNotes: boolean, db: Executor = this.db): Promise<OrderEventWithActor[]> {
    const rows = await db
      .select({ event: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(and(eq(orderEvents.orderId, orderId), withNotes ? undefined : ne(orderEvents.kind, 'note')))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    return rows.map((row) => ({ ...row.event, actorName: row.actorName }));
  }

  /**
   * Takes the stock of every line and writes the order's lines, in one statement: the order's last before its commit,
   * so the books' rows, which every order of the same books waits for, are held for one round trip. A line is taken
   * only from a listed book with enough left whose price, title and cover are still those the order was priced and
   * written with (read with the account's lock, or on their own, without locking the books); the lines are written as
   * the locked rows read. Returns the books taken from and what each has left: a missing line means not enough stock,
   * no such listed book, or a book changed since it was read (the caller rolls back). The `locked` subquery takes the row locks in id order, so concurrent orders for
   * the same books queue instead of deadlocking. `writes` (the order's outbox rows and notices) travel with it.
   */
  async takeStockForLines(
    orderId: string,
    lines: { bookId: string; quantity: number; priceCents: number; title: string; image: string }[],
    db: Executor,
    writes?: WriteBatch,
  ): Promise<{ id: string; title: string; left: number; taken: number }[]> {
    // The lines as arrays, one per column: the statement's text is the same for every order (it is named: executeNamed).
    const column = <T>(pick: (line: (typeof lines)[number]) => T) => sql.param(lines.map(pick));
    const result = await executeNamed<{ id: string; title: string; remaining: number; taken: number }>(
      db,
      sql`
      with ${writes?.withQueries() ?? sql``}taken as (
        update books set quantity = books.quantity - wanted.quantity
        from (select b.id from books b where b.id = any(${column((line) => line.bookId)}::uuid[]) and b.archived_at is null order by b.id for update) as locked,
             unnest(${column((line) => line.bookId)}::uuid[], ${column((line) => line.quantity)}::int[], ${column((line) => line.priceCents)}::int[],
                    ${column((line) => line.title)}::text[], ${column((line) => line.image)}::text[]) as wanted(id, quantity, price_cents, title, image)
        where books.id = locked.id and books.id = wanted.id and books.quantity >= wanted.quantity
          and books.price_cents = wanted.price_cents and books.title = wanted.title and books.image = wanted.image
        returning books.id, books.title, books.image, books.price_cents, books.quantity, wanted.quantity as taken
      ), placed_items as (
        insert into order_items (order_id, book_id, title, image, unit_price_cents, quantity)
        select ${orderId}::uuid, t.id, t.title, t.image, t.price_cents, t.taken from taken t order by t.id
      )
      select id, title, quantity as remaining, taken from taken`,
    );
    return result.rows.map((row) => ({ id: row.id, title: row.title, left: Number(row.remaining), taken: Number(row.taken) }));
  }

  /** Puts the copies back; answers the books that were sold out until now (the wishlist tells their readers). */
  async giveBackStock(items: { bookId: string; quantity: number }[], db: Executor): Promise<{ id: string; title: string; quantity: number }[]> {
    const backInStock: { id: string; title: string; quantity: number }[] = [];
    for (const item of items) {
      const [row] = await db
        .update(books)
        .set({ quantity: sql`${books.quantity} + ${item.quantity}` })
        .where(eq(books.id, item.bookId))
        .returning({ id: books.id, title: books.title, quantity: books.quantity });
      if (row && row.quantity - item.quantity === 0 && row.quantity > 0) backInStock.push(row);
    }
    return backInStock;
  }

  async findByIdempotencyKey(userId: string, key: string): Promise<{ id: string; fingerprint: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /** Locks the account's row for the rest of the transaction, as lockAccountPending does (a late payment's reinstatement). */
  async lockAccount(userId: string, db: Executor): Promise<void> {
    await db.execute(sql`select 1 from users where id = ${userId} for update`);
  }

  /**
   * Locks the account's row for the rest of the transaction (its orders are then placed one at a time) and returns
   * what it holds unconfirmed: its pending orders, the copies in them and their totals (cents); its language; and the
   * order's books. Two statements: in READ COMMITTED a statement sees what was committed when it began, so the count
   * must begin after the lock is held (after the previous order of this account committed).
   */
  async lockAccountPending<Also = never>(
    userId: string,
    bookIds: string[],
    db: Executor,
    also?: SQL,
  ): Promise<{ orders: number; copies: number; valueCents: number; locale: 'en' | 'bn' | undefined; books: OrderableBook[]; also?: Also; numbered: NumberedOrder }> {
    // The account's language and the order's books (as findBooks reads them, unlocked: the statement that takes the stock
    // checks them again) come with the lock, so neither costs a round trip of its own.
    // Both statements are named (executeNamed): the books as one array, so every order's statement has the same text.
    const locked = await executeNamed<{ locale: 'en' | 'bn'; books: OrderableBook[] }>(
      db,
      sql`
      select u.locale, coalesce((
        select json_agg(json_build_object('id', b.id, 'title', b.title, 'priceCents', b.price_cents, 'image', b.image,
                                          'quantity', b.quantity, 'category', b.category, 'publisher', b.publisher))
        from books b where b.id = any(${sql.param(bookIds)}::uuid[]) and b.archived_at is null), '[]'::json) as books
      from users u where u.id = ${userId} for update of u`,
    );
    // `also`: a column another module reads under the same lock (the reader's saved addresses), in the count's statement.
    // With them, the order's number and time (numberOrder): its row is written with its stock.
    const result = await executeNamed<{ orders: number; copies: number; value_cents: number | string; also?: Also; order_number: number | string; at: Date | string }>(
      db,
      accountPendingQuery(userId, also ? sql`${also} as also, ${NUMBERED_ORDER}` : NUMBERED_ORDER),
    );
    const row = result.rows[0];
    return {
      orders: Number(row?.orders ?? 0),
      copies: Number(row?.copies ?? 0),
      valueCents: Number(row?.value_cents ?? 0),
      locale: locked.rows[0]?.locale,
      // Both drivers parse json into objects.
      books: locked.rows[0]?.books ?? [],
      also: row?.also,
      numbered: toNumbered(row!),
    };
  }

  /** The order's last fulfilment step (null: none yet). Read after the order's row lock: the steps of one order are written one at a time. */
  async lastFulfilmentStep(orderId: string, db: Executor): Promise<FulfilmentStep | null> {
    const [row] = await db.select({ step: fulfilmentEvents.step }).from(fulfilmentEvents).where(eq(fulfilmentEvents.orderId, orderId)).orderBy(desc(STEP_POSITION)).limit(1);
    return row?.step ?? null;
  }

  async insertFulfilmentEvent(event: NewFulfilmentEvent, db: Executor): Promise<FulfilmentEventRow> {
    const [row] = await db.insert(fulfilmentEvents).values(event).returning();
    return row!;
  }

  /** The order's fulfilment track, oldest first, with the staff member's name. */
  async fulfilmentOf(orderId: string, db: Executor = this.db): Promise<FulfilmentEventWithActor[]> {
    const rows = await db
      .select({ event: fulfilmentEvents, actorName: users.name })
      .from(fulfilmentEvents)
      .leftJoin(users, eq(users.id, fulfilmentEvents.actorId))
      .where(eq(fulfilmentEvents.orderId, orderId))
      .orderBy(asc(STEP_POSITION));
    return rows.map((row) => ({ ...row.event, actorName: row.actorName }));
  }

  /** An order by its number and the last ten digits of the phone it was placed with (public tracking); undefined when either does not match. */
  async findByNumberAndPhone(orderNumber: number, phoneDigits: string, db: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), sql`${PHONE_DIGITS} = ${phoneDigits}`))
      .limit(1);
    return row;
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

  /** The order, its row locked for the rest of the transaction: payments of one order are settled one at a time. */
  async lockById(id: string, db: Executor): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    return row;
  }

  async setPayment(id: string, values: OrderPaymentColumns, now: Date, db: Executor): Promise<OrderRow> {
    const [row] = await db
      .update(orders)
      .set({ ...values, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  }

  /** Whether the order's last move to cancelled was the system's (its payment's hold ran out), not a person's. */
  async lastCancelByHold(orderId: string, db: Executor): Promise<boolean> {
    const [row] = await db
      .select({ actorRole: orderEvents.actorRole, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status_changed'), eq(orderEvents.toStatus, 'cancelled')))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
      .limit(1);
    return row !== undefined && row.actorRole === null && row.actorId === null;
  }

  /** Pending orders whose online payment's hold ran out (orders_payment_due_idx), oldest first. */
  async paymentsDue(now: Date, limit: number, db: Executor = this.db): Promise<{ id: string }[]> {
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.paymentState, ['awaiting', 'failed']), lt(orders.paymentDueAt, now), eq(orders.status, 'pending')))
      .orderBy(asc(orders.paymentDueAt))
      .limit(limit);
  }

  /** Cancelled orders whose money is still the shop's (a refund not yet made or not yet answered). */
  async cancelledAndPaid(limit: number, db: Executor = this.db): Promise<{ id: string }[]> {
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentState, 'paid'), eq(orders.status, 'cancelled')))
      .orderBy(asc(orders.updatedAt))
      .limit(limit);
  }

  /**
   * Takes the copies of an order's lines again (a payment that arrived after its hold ran out): all or none, in a
   * savepoint, since a book's stock may not go below zero (books_quantity_check).
   */
  async retakeStock(items: { bookId: string; quantity: number }[], db: Executor): Promise<boolean> {
    try {
      await db.transaction(async (savepoint) => {
        for (const item of items) {
          await savepoint
            .update(books)
            .set({ quantity: sql`${books.quantity} - ${item.quantity}` })
            .where(eq(books.id, item.bookId));
        }
      });
      return true;
    } catch (error) {
      if (pgErrorCode(error) === '23514') return false;
      throw error;
    }
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
      filter.paymentState ? eq(orders.paymentState, filter.paymentState) : undefined,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.to ? lt(orders.createdAt, filter.to) : undefined,
      filter.visibleToOwner ? isNull(orders.hiddenByOwnerAt) : undefined,
      filter.q ? searchCondition(filter.q) : undefined,
    );
  }

  private static sortColumn(by: OrderSort['by']) {
    return { createdAt: orders.createdAt, totalPrice: orders.totalCents, status: orders.status }[by];
  }

  /**
   * One batch of the list after the given row (keyset: no OFFSET, so the 100th batch costs what the first does). Ordered
   * as the list is, with the order number standing for the creation time: it is unique and keeps its exact value in
   * JavaScript (a timestamp read back loses its microseconds). `after` is the last row of the previous batch.
   */
  async listAfter(filter: OrderListFilter, sort: OrderSort, after: OrderRow | undefined, limit: number, db: Executor = this.db): Promise<OrderWithUser[]> {
    const direction = sort.order === 'asc' ? asc : desc;
    const compare = sort.order === 'asc' ? sql.raw('>') : sql.raw('<');
    let keyset: SQL | undefined;
    if (after && sort.by === 'createdAt') keyset = sql`${orders.orderNumber} ${compare} ${after.orderNumber}`;
    else if (after) {
      const column = OrdersRepository.sortColumn(sort.by);
      const value = sort.by === 'totalPrice' ? after.totalCents : after.status;
      keyset = sql`(${column}, ${orders.orderNumber}) ${compare} (${value}, ${after.orderNumber})`;
    }
    const orderBy = sort.by === 'createdAt' ? [direction(orders.orderNumber)] : [direction(OrdersRepository.sortColumn(sort.by)), direction(orders.orderNumber)];
    return db
      .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(this.where(filter), keyset))
      .orderBy(...orderBy)
      .limit(limit);
  }

  async list(filter: OrderListFilter, sort: OrderSort, page?: { limit: number; offset: number }, db: Executor = this.db): Promise<OrderWithUser[]> {
    const column = OrdersRepository.sortColumn(sort.by);
    const direction = sort.order === 'asc' ? asc : desc;
    const query = db
      .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(this.where(filter))
      .orderBy(direction(column), direction(orders.createdAt), direction(orders.id));
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  /** Whether any order exists; with `otherThan`, any order in another currency. */
  async any(db: Executor = this.db, otherThan?: Currency): Promise<boolean> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(otherThan ? ne(orders.currency, otherThan) : undefined)
      .limit(1);
    return rows.length > 0;
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
