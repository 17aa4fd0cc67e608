import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { smsOutbox, type SmsOutboxRow, users } from '../../db/schema';

export type NewSms = typeof smsOutbox.$inferInsert;

/** The SMS outbox in SQL; what to send and when to retry is decided by SmsService and SmsWorker. */
export class SmsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewSms, db: Executor = this.db): Promise<string> {
    const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
    return row!.id;
  }

  /** The same INSERT, not run: for a WriteBatch that travels with the transaction's last statement. */
  insertStatement(values: NewSms): SQL {
    return this.db.insert(smsOutbox).values(values).getSQL();
  }

  async localeOf(userId: string, db: Executor = this.db): Promise<'en' | 'bn' | undefined> {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return row?.locale;
  }

  async page(limit: number, offset: number): Promise<{ rows: SmsOutboxRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(smsOutbox),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Claims up to `limit` due SMS in one statement, as the mail outbox does (MailRepository.claimDue): rows another process
   * holds are skipped, and each claimed row's next attempt moves `leaseMs` ahead while this worker sends it.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<SmsOutboxRow[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const result = await this.db.execute(sql`
      with due as (
        select id from sms_outbox
        where status = 'queued' and next_attempt_at <= ${now}
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      update sms_outbox s set attempts = s.attempts + 1, next_attempt_at = ${leaseUntil}
      from due where s.id = due.id
      returning s.id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (!ids.length) return [];
    return this.db.select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
  }

  async markSent(id: string, now: Date, providerMessageId: string | null): Promise<void> {
    await this.db.update(smsOutbox).set({ status: 'sent', sentAt: now, lastError: null, providerMessageId }).where(eq(smsOutbox.id, id));
  }

  async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.update(smsOutbox).set({ nextAttemptAt, lastError: error }).where(eq(smsOutbox.id, id));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.update(smsOutbox).set({ status: 'failed', lastError: error }).where(eq(smsOutbox.id, id));
  }
}
