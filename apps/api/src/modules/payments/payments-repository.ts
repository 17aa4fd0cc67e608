import type { OnlinePaymentMethod } from '@boipoka/shared';
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import type { PaymentHandle } from './payment-provider';

export type NewPayment = Pick<PaymentRow, 'orderId' | 'provider' | 'reference' | 'amountMinor' | 'currency'>;
export type PaymentChange = Partial<Pick<PaymentRow, 'state' | 'providerRef' | 'transactionId' | 'refundedMinor' | 'refundDueMinor' | 'failure'>>;

/** Each try to pay an order online (table `payments`, migration 0032). SQL only. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewPayment, db: Executor): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  }

  async update(id: string, change: PaymentChange, now: Date, db: Executor = this.db): Promise<PaymentRow> {
    const [row] = await db
      .update(payments)
      .set({ ...change, updatedAt: now })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  }

  /** The payment a return or notice names, by our reference or by the provider's id; only of that provider. */
  async find(provider: OnlinePaymentMethod, handle: PaymentHandle, db: Executor = this.db): Promise<PaymentRow | undefined> {
    const match = 'reference' in handle ? eq(payments.reference, handle.reference) : eq(payments.providerRef, handle.providerRef);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), match))
      .limit(1);
    return row;
  }

  /** The payment, its row locked until the transaction ends: a payment is settled once, however many notices arrive. */
  async lock(id: string, db: Executor): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    return row;
  }

  async ofOrder(orderId: string, db: Executor = this.db): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
  }

  /** Whether another try of the order is still under way at its provider. */
  async anotherStarted(orderId: string, exceptId: string, db: Executor): Promise<boolean> {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'started'), ne(payments.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Tries still under way that began before `before`, oldest first (payments_started_idx): the worker asks their providers. */
  async startedBefore(before: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.state, 'started'), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  /** Money a provider took for an order another payment had already paid, not yet given back. */
  async duplicatesToRefund(limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.state, 'duplicate'), sql`${payments.refundedMinor} + ${payments.refundDueMinor} < ${payments.amountMinor}`))
      .orderBy(asc(payments.updatedAt))
      .limit(limit);
  }

  /** Refunds the provider refused, that the shop owes by hand (payments_refund_due_idx). */
  async refundsDue(orderId: string, db: Executor): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), gt(payments.refundDueMinor, 0)));
  }
}
