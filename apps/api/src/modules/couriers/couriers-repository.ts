import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { consignments, courierNoticeMisses, type ConsignmentRow } from '../../db/schema';

export type NewConsignment = Omit<typeof consignments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The orders' consignments: SQL only. */
export class CouriersRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the consignment, or answers undefined when the order already has one (a booking raced this one). */
  async insert(values: NewConsignment, db: Executor): Promise<ConsignmentRow | undefined> {
    const [row] = await db.insert(consignments).values(values).onConflictDoNothing().returning();
    return row;
  }

  async ofOrder(orderId: string, db: Executor = this.db): Promise<ConsignmentRow | undefined> {
    const [row] = await db.select().from(consignments).where(eq(consignments.orderId, orderId)).limit(1);
    return row;
  }

  /** The consignment, its row locked until the caller's transaction ends: one courier notice of a parcel at a time. */
  async lockByConsignment(courier: ConsignmentRow['courier'], consignmentId: string, db: Executor): Promise<ConsignmentRow | undefined> {
    const [row] = await db
      .select()
      .from(consignments)
      .where(and(eq(consignments.courier, courier), eq(consignments.consignmentId, consignmentId)))
      .for('update')
      .limit(1);
    return row;
  }

  async findByConsignment(courier: ConsignmentRow['courier'], consignmentId: string, db: Executor = this.db): Promise<ConsignmentRow | undefined> {
    const [row] = await db
      .select()
      .from(consignments)
      .where(and(eq(consignments.courier, courier), eq(consignments.consignmentId, consignmentId)))
      .limit(1);
    return row;
  }

  async setCourierStatus(id: string, courierStatus: string, now: Date, db: Executor): Promise<void> {
    await db.update(consignments).set({ courierStatus, updatedAt: now }).where(eq(consignments.id, id));
  }

  /** Records a notice the shop could not match; false when the same courier, consignment and status was recorded before. */
  async recordMiss(values: { courier: ConsignmentRow['courier']; consignmentId: string; status: string; invoice: string | null; orderId: string | null }, db: Executor): Promise<boolean> {
    const rows = await db.insert(courierNoticeMisses).values(values).onConflictDoNothing().returning({ id: courierNoticeMisses.id });
    return rows.length > 0;
  }
}
