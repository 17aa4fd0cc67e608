import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { promoCodes, promoCodeUses, type PromoCodeRow } from '../../db/schema';

export type NewPromoCode = Omit<typeof promoCodes.$inferInsert, 'id' | 'uses' | 'createdAt' | 'updatedAt'>;
export type PromoCodeChange = Partial<NewPromoCode>;

/** Promo codes and their uses (tables `promo_codes`, `promo_code_uses`, migration 0033). SQL only. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<PromoCodeRow[]> {
    return this.db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  }

  async findByCode(code: string, db: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    return row;
  }

  /** The code, its row locked until the transaction ends: every order taking a use of it queues here. */
  async lockByCode(code: string, db: Executor): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update').limit(1);
    return row;
  }

  /** Undefined when the code is taken (the unique index answers). */
  async insert(values: NewPromoCode, db: Executor): Promise<PromoCodeRow | undefined> {
    const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing({ target: promoCodes.code }).returning();
    return row;
  }

  async lockById(id: string, db: Executor): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update').limit(1);
    return row;
  }

  async update(id: string, change: PromoCodeChange, now: Date, db: Executor): Promise<PromoCodeRow> {
    const [row] = await db
      .update(promoCodes)
      .set({ ...change, updatedAt: now })
      .where(eq(promoCodes.id, id))
      .returning();
    return row!;
  }

  /** The uses an account holds of a code now (cancelled orders gave theirs back). */
  async usesBy(codeId: string, userId: string, db: Executor): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.codeId, codeId), eq(promoCodeUses.userId, userId), isNull(promoCodeUses.releasedAt)));
    return row?.n ?? 0;
  }

  /** An order takes a use; the caller holds the code's row lock. */
  /** The order's use of the code, and the code's count, as statements of the order's batch (its row is written there). */
  takeUseStatements(codeId: string, orderId: string, userId: string): SQL[] {
    return [
      this.db.insert(promoCodeUses).values({ codeId, orderId, userId }).getSQL(),
      this.db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(eq(promoCodes.id, codeId))
        .getSQL(),
    ];
  }

  /** A cancelled order gives its use back (once); the code it was of, or undefined when it held none. */
  async release(orderId: string, now: Date, db: Executor): Promise<string | undefined> {
    const [use] = await db
      .update(promoCodeUses)
      .set({ releasedAt: now })
      .where(and(eq(promoCodeUses.orderId, orderId), isNull(promoCodeUses.releasedAt)))
      .returning({ codeId: promoCodeUses.codeId });
    if (!use) return undefined;
    await db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} - 1` })
      .where(eq(promoCodes.id, use.codeId));
    return use.codeId;
  }

  /** The code of a use the order gave back, if any. */
  async releasedUseOf(orderId: string, db: Executor): Promise<{ codeId: string; userId: string } | undefined> {
    const [use] = await db
      .select({ codeId: promoCodeUses.codeId, userId: promoCodeUses.userId })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.orderId, orderId), isNotNull(promoCodeUses.releasedAt)))
      .limit(1);
    return use;
  }

  /** A reinstated order holds its use again; the caller holds the code's row lock and checked a use is left. */
  async retakeUse(orderId: string, codeId: string, db: Executor): Promise<void> {
    await db.update(promoCodeUses).set({ releasedAt: null }).where(eq(promoCodeUses.orderId, orderId));
    await db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(eq(promoCodes.id, codeId));
  }
}
