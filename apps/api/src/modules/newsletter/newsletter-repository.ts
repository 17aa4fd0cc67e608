import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { newsletterSubscribers, type NewsletterSubscriberRow } from '../../db/schema';

export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string, db: Executor = this.db): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
      .for('update');
    return row;
  }

  async findById(id: string, db: Executor = this.db): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    return row;
  }

  async insertPending(values: { email: string; locale: 'en' | 'bn'; confirmTokenHash: string; confirmExpiresAt: Date }, db: Executor = this.db): Promise<void> {
    await db.insert(newsletterSubscribers).values({ ...values, status: 'pending' });
  }

  async setPending(id: string, values: { locale: 'en' | 'bn'; confirmTokenHash: string; confirmExpiresAt: Date }, db: Executor = this.db): Promise<void> {
    await db
      .update(newsletterSubscribers)
      .set({ ...values, status: 'pending', unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, id));
  }

  /** Confirms the pending subscription of this token if the link is unexpired; the row, or undefined. */
  async confirm(tokenHash: string, now: Date, db: Executor = this.db): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), eq(newsletterSubscribers.status, 'pending'), gt(newsletterSubscribers.confirmExpiresAt, now)))
      .returning();
    return row;
  }

  async unsubscribe(id: string, now: Date): Promise<NewsletterSubscriberRow | undefined> {
    const [row] = await this.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    return row;
  }
}
