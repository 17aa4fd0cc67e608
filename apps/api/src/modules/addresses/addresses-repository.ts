import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { addresses, users, type AddressRow } from '../../db/schema';

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export class AddressesRepository {
  constructor(private readonly db: Db) {}

  /** The default first, then the oldest first (the order the reader added them). */
  async list(userId: string, db: Executor = this.db): Promise<AddressRow[]> {
    return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  }

  /** One change to a reader's addresses at a time: the cap and the single default hold under concurrent requests. */
  async lockAccount(userId: string, db: Executor): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async count(userId: string, db: Executor): Promise<number> {
    const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    return Number(row?.n ?? 0);
  }

  async find(userId: string, id: string, db: Executor = this.db): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  async insert(userId: string, values: NewAddress, db: Executor): Promise<AddressRow> {
    const [row] = await db
      .insert(addresses)
      .values({ ...values, userId })
      .returning();
    return row!;
  }

  async update(userId: string, id: string, values: Partial<NewAddress>, at: Date, db: Executor = this.db): Promise<AddressRow | undefined> {
    const [row] = await db
      .update(addresses)
      .set({ ...values, updatedAt: at })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  async clearDefault(userId: string, db: Executor, except?: string): Promise<void> {
    await db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ...(except ? [ne(addresses.id, except)] : [])));
  }

  async remove(userId: string, id: string, db: Executor): Promise<AddressRow | undefined> {
    const [row] = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  }

  async newest(userId: string, db: Executor): Promise<AddressRow | undefined> {
    const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
    return row;
  }
}
