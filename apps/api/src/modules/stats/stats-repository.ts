import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, orders, users } from '../../db/schema';

export class StatsRepository {
  constructor(private readonly db: Db) {}

  async shopFigures(since: Date) {
    const [bookCount] = await this.db.select({ n: count() }).from(books).where(isNull(books.archivedAt));
    const [userCount] = await this.db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
    const [orderCount] = await this.db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since));
    return { totalBooks: bookCount!.n, activeUsers: userCount!.n, ordersToday: orderCount!.n };
  }

  async customerFigures(userId: string) {
    const [row] = await this.db
      .select({
        myOrders: count(),
        pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
        spentCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} = 'completed'), 0)::float8`,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNull(orders.hiddenByOwnerAt)));
    return { myOrders: row!.myOrders, pendingOrders: Number(row!.pendingOrders), spentCents: Number(row!.spentCents) };
  }
}
