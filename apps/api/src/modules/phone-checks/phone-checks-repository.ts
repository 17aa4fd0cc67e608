import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { confirmedPhones, phoneCodes, type PhoneCodeRow } from '../../db/schema';

/** SQL of the phone check: codes (kept as hashes) and the phones that confirmed one. */
export class PhoneChecksRepository {
  constructor(private readonly db: Db) {}

  async isConfirmed(phone: string, db: Executor = this.db): Promise<boolean> {
    const [row] = await db.select({ phone: confirmedPhones.phone }).from(confirmedPhones).where(eq(confirmedPhones.phone, phone)).limit(1);
    return row !== undefined;
  }

  /** The phone's newest code, whatever its state (the resend cool-down reads its age). */
  async newest(phone: string, db: Executor = this.db): Promise<PhoneCodeRow | undefined> {
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone)).orderBy(desc(phoneCodes.createdAt)).limit(1);
    return row;
  }

  /** The phone's newest unused code, locked until the transaction ends (two confirmations of one code take turns). */
  async lockLive(phone: string, tx: Executor): Promise<PhoneCodeRow | undefined> {
    const [row] = await tx
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1)
      .for('update');
    return row;
  }

  /** Ends the phone's unused codes (a new one replaces them). */
  async endLive(phone: string, at: Date, tx: Executor): Promise<void> {
    await tx
      .update(phoneCodes)
      .set({ usedAt: at })
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
  }

  async insert(row: typeof phoneCodes.$inferInsert, tx: Executor): Promise<void> {
    await tx.insert(phoneCodes).values(row);
  }

  async countWrong(id: string, attempts: number, tx: Executor): Promise<void> {
    await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, id));
  }

  async markUsed(id: string, at: Date, tx: Executor): Promise<void> {
    await tx.update(phoneCodes).set({ usedAt: at }).where(eq(phoneCodes.id, id));
  }

  async confirm(phone: string, userId: string | null, at: Date, tx: Executor): Promise<void> {
    await tx.insert(confirmedPhones).values({ phone, userId, confirmedAt: at }).onConflictDoNothing();
  }
}
