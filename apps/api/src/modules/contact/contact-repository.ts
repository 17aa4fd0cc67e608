import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { contactMessages, contactReplies, type ContactMessageRow, type ContactReplyRow } from '../../db/schema';

export class ContactRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof contactMessages.$inferInsert, db: Executor = this.db): Promise<ContactMessageRow> {
    const [row] = await db.insert(contactMessages).values(values).returning();
    return row!;
  }

  async page(filter: { status?: ContactMessageRow['status'] }, limit: number, offset: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
    const where = filter.status ? eq(contactMessages.status, filter.status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async findById(id: string, db: Executor = this.db): Promise<ContactMessageRow | undefined> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  }

  async repliesOf(ids: string[]): Promise<ContactReplyRow[]> {
    if (!ids.length) return [];
    return this.db.select().from(contactReplies).where(inArray(contactReplies.messageId, ids)).orderBy(asc(contactReplies.createdAt));
  }

  async insertReply(values: { messageId: string; authorId: string; body: string }, db: Executor = this.db): Promise<void> {
    await db.insert(contactReplies).values(values);
  }

  async setStatus(id: string, status: ContactMessageRow['status'], now: Date, db: Executor = this.db): Promise<ContactMessageRow | undefined> {
    const [row] = await db
      .update(contactMessages)
      .set({ status, handledAt: status === 'handled' ? now : null })
      .where(eq(contactMessages.id, id))
      .returning();
    return row;
  }
}
