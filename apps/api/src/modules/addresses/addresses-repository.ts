import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { addresses, users, type AddressRow } from '../../db/schema';

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** A saved address as an order compares it with where it goes (savedAddressesColumn). */
export type ComparableAddress = Pick<AddressRow, 'id' | 'name' | 'phone' | 'address' | 'city' | 'postalCode' | 'division' | 'district' | 'upazila' | 'area' | 'landmark' | 'isDefault'>;

export class AddressesRepository {
  constructor(private readonly db: Db) {}

  /** The default first, then the oldest first (the order the reader added them). */
  async list(userId: string, db: Executor = this.db): Promise<AddressRow[]> {
    return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  }

  /**
   * The reader's addresses in `list`'s order as one json value (a scalar subquery), for a statement of the caller's that
   * runs under the account's lock: an order reads them with what it reads there instead of in a round trip of their own.
   */
  savedAddressesColumn(userId: string): SQL {
    return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'phone', a.phone, 'address', a.address,
        'city', a.city, 'postalCode', a.postal_code, 'division', a.division, 'district', a.district, 'upazila', a.upazila,
        'area', a.area, 'landmark', a.landmark, 'isDefault', a.is_default) order by a.is_default desc, a.created_at, a.id), '[]'::json)
      from addresses a where a.user_id = ${userId})`;
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
    await db.execute(this.clearDefaultStatement(userId, except));
  }

  /** clearDefault as a statement for a WriteBatch, returning a row per address it cleared (for a statement that must follow it). */
  clearDefaultStatement(userId: string, except?: string): SQL {
    return this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ...(except ? [ne(addresses.id, except)] : [])))
      .returning({ id: addresses.id })
      .getSQL();
  }

  /** update, as a statement for a WriteBatch. */
  updateStatement(userId: string, id: string, values: Omit<Partial<NewAddress>, 'isDefault'> & { isDefault?: boolean | SQL }, at: Date): SQL {
    return this.db
      .update(addresses)
      .set({ ...values, updatedAt: at })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .getSQL();
  }

  /** insert, as a statement for a WriteBatch. */
  insertStatement(userId: string, values: Omit<NewAddress, 'isDefault'> & { isDefault: boolean | SQL }): SQL {
    return this.db
      .insert(addresses)
      .values({ ...values, userId })
      .getSQL();
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
