import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { notifications, users, type NotificationRow } from '../../db/schema';

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: { userId: string; kind: string; data: Record<string, unknown> }[], db: Executor): Promise<void> {
    if (rows.length) await db.insert(notifications).values(rows);
  }

  /** One notification of each `data` for every admin, in one statement. */
  async insertForAdmins(kind: string, data: Record<string, unknown>[], db: Executor): Promise<void> {
    if (!data.length) return;
    await db.execute(this.insertForAdminsStatement(kind, data));
  }

  /** The same INSERT, not run: for a WriteBatch that travels with the transaction's last statement. */
  insertForAdminsStatement(kind: string, data: Record<string, unknown>[]): SQL {
    return sql`
      insert into ${notifications} (user_id, kind, data)
      select u.id, ${kind}, d.value from ${users} u, jsonb_array_elements(${JSON.stringify(data)}::jsonb) with ordinality d
      where u.role = 'admin'
      order by u.id, d.ordinality`;
  }

  /**
   * The admins' 'order-placed' notifications of one order get `cancelled: true` (and, with `readAt`, are marked read).
   * They were written in the order's own transaction, so they are found among each admin's notifications since the
   * order was placed (notifications_user_created_idx), not by reading every notification's data.
   */
  async markOrderPlacedCancelled(orderId: string, readAt: Date | undefined, db: Executor): Promise<void> {
    await db.execute(sql`
      update notifications n
      set data = n.data || '{"cancelled": true}'::jsonb,
          read_at = ${readAt ? sql`coalesce(n.read_at, ${readAt.toISOString()}::timestamptz)` : sql`n.read_at`}
      from users u, orders o
      where u.role = 'admin' and n.user_id = u.id and o.id = ${orderId}
        and n.created_at >= o.created_at and n.kind = 'order-placed' and n.data->>'orderId' = ${orderId}`);
  }

  async page(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
    return this.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset);
  }

  async counts(userId: string): Promise<{ total: number; unread: number }> {
    const [row] = await this.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  }

  /** Marks one of this user's notifications read; false when they have none by that id. Reading it twice keeps the first time. */
  async markRead(userId: string, id: string, at: Date): Promise<boolean> {
    const found = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return found.length > 0;
  }

  async markAllRead(userId: string, at: Date): Promise<number> {
    const marked = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return marked.length;
  }
}
