import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { mailOutbox, type MailOutboxRow, users } from '../../db/schema';

export type NewMail = typeof mailOutbox.$inferInsert;

/** The outbox in SQL; what to send and when to retry is decided by MailService and MailWorker. */
export class MailRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewMail, db: Executor = this.db): Promise<string> {
    const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** The same INSERT, not run: for a WriteBatch that travels with the transaction's last statement. */
  insertStatement(values: NewMail): SQL {
    return this.db.insert(mailOutbox).values(values).getSQL();
  }

  /**
   * The mail rendered in each language, to every admin in theirs, in one statement. An address that could carry a header
   * (what safeAddress refuses) is left out.
   */
  async insertForAdmins(
    kind: string,
    rendered: Record<'en' | 'bn', { subject: string; html: string; text: string; headers: Record<string, string> }>,
    status: 'queued' | 'unsent',
    now: Date,
    db: Executor,
  ): Promise<number> {
    const pick = (field: 'subject' | 'html' | 'text') => sql`case when u.locale = 'bn' then ${rendered.bn[field]} else ${rendered.en[field]} end`;
    const result = await db.execute(sql`
      insert into ${mailOutbox} (to_address, kind, locale, subject, html, text, headers, status, next_attempt_at)
      select btrim(u.email), ${kind}, u.locale, ${pick('subject')}, ${pick('html')}, ${pick('text')},
        case when u.locale = 'bn' then ${JSON.stringify(rendered.bn.headers)}::jsonb else ${JSON.stringify(rendered.en.headers)}::jsonb end,
        ${status}, ${now.toISOString()}::timestamptz
      from ${users} u
      where u.role = 'admin' and btrim(u.email) ~ ${'^[^\\s@<>,;"]+@[^\\s@<>,;"]+$'}
      order by u.id
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  async recipientOf(userId: string, db: Executor = this.db): Promise<{ email: string; name: string; locale: 'en' | 'bn' } | undefined> {
    const [row] = await db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
    return row;
  }

  async page(limit: number, offset: number): Promise<{ rows: MailOutboxRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(mailOutbox),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async findById(id: string): Promise<MailOutboxRow | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /**
   * Claims up to `limit` due mails in one statement: rows another process holds are skipped (FOR UPDATE SKIP LOCKED), and
   * each claimed row's next attempt moves `leaseMs` ahead, so no other worker takes it while this one sends it. A worker
   * that dies mid-send leaves the row to be taken again when the lease ends.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<MailOutboxRow[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const result = await this.db.execute(sql`
      with due as (
        select id from mail_outbox
        where status = 'queued' and next_attempt_at <= ${now}
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      update mail_outbox m set attempts = m.attempts + 1, next_attempt_at = ${leaseUntil}
      from due where m.id = due.id
      returning m.id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (!ids.length) return [];
    return this.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  }

  /** A sent mail's sealed copy goes: what stays is the copy with its secret link hidden. */
  async markSent(id: string, now: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ status: 'sent', sentAt: now, lastError: null, sealed: null }).where(eq(mailOutbox.id, id));
  }

  async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.update(mailOutbox).set({ nextAttemptAt, lastError: error }).where(eq(mailOutbox.id, id));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.update(mailOutbox).set({ status: 'failed', lastError: error, sealed: null }).where(eq(mailOutbox.id, id));
  }
}
