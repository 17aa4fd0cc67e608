import { and, count, desc, eq, gt, ilike, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets, refreshTokens, users, type UserRow } from '../../db/schema';
import { escapeLike } from '../../lib/like-pattern';

export type Role = UserRow['role'];

export class UsersRepository {
  /**
   * The account and whether session `familyId` is still live (a refresh token of it neither revoked nor expired), in one
   * query. Every signed-in request asks it, so it is built once and runs as a named statement, planned once per
   * connection (drizzle's prepared query; decision 054).
   */
  private readonly withSession;

  constructor(private readonly db: Executor) {
    this.withSession = db
      .select({
        user: users,
        // Spelled out: Drizzle would print the subquery's columns without their table, and "id" would bind to refresh_tokens.
        live: sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = ${sql.placeholder('familyId')} and r.user_id = "users"."id" and r.revoked_at is null and r.expires_at > ${sql.placeholder('now')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_with_session');
  }

  async findById(id: string, db: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** See `withSession`: a signed-out or revoked session's access tokens stop working at once instead of when they expire. */
  async findWithSession(id: string, familyId: string, now: Date): Promise<{ user: UserRow; live: boolean } | undefined> {
    const [row] = await this.withSession.execute({ id, familyId, now });
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async insert(values: { name: string; email: string; passwordHash: string; role?: Role; locale?: UserRow['locale'] }): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  async updateProfile(id: string, changes: { name?: string; locale?: UserRow['locale'] }): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async updatePasswordHash(id: string, passwordHash: string, db: Executor = this.db): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  /** The account's role, its row locked until the transaction ends (to record what a change changed). */
  async lockRole(id: string, tx: Executor): Promise<Role | undefined> {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
    return row?.role;
  }

  /** Changes the role unless the account is an admin; undefined when no such non-admin user exists. */
  async updateRoleOfNonAdmin(id: string, role: Role, db: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.role, 'admin')))
      .returning();
    return row;
  }

  async list(options: { q?: string; limit?: number; offset?: number }): Promise<{ rows: UserRow[]; total: number }> {
    const where = options.q ? or(ilike(users.name, `%${escapeLike(options.q)}%`), ilike(users.email, `%${escapeLike(options.q)}%`)) : undefined;
    const query = this.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
    const rows = options.limit !== undefined ? await query.limit(options.limit).offset(options.offset ?? 0) : await query;
    const total = options.limit !== undefined ? (await this.db.select({ n: count() }).from(users).where(where))[0]!.n : rows.length;
    return { rows, total };
  }

  async countByRole(role: Role): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users).where(eq(users.role, role));
    return row!.n;
  }

  // Refresh tokens: stored as sha256 hashes only.

  async insertRefreshToken(values: { userId: string; tokenHash: string; familyId: string; expiresAt: Date }, db: Executor = this.db) {
    const [row] = await db.insert(refreshTokens).values(values).returning();
    return row!;
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  async findRefreshTokenById(id: string) {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
    return row;
  }

  /**
   * Ends every live session of the account but the `keep` most recently used (a session's live token is its newest one,
   * created at its last sign-in or refresh).
   */
  async revokeSessionsBeyond(userId: string, keep: number, now: Date, db: Executor = this.db) {
    await db.execute(sql`
      update refresh_tokens set revoked_at = ${now}
      where id in (
        select id from refresh_tokens
        where user_id = ${userId} and revoked_at is null and expires_at > ${now}
        order by created_at desc, id desc
        offset ${keep}
      )`);
  }

  /** Expired tokens can no longer be used nor tell a theft apart: they go, so an account's rows do not grow without bound. */
  async deleteExpiredRefreshTokens(userId: string, now: Date, db: Executor = this.db) {
    await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  }

  /** Marks a live token as used; undefined when it was already revoked (a concurrent rotation won). */
  async consumeRefreshToken(id: string, now: Date, db: Executor = this.db) {
    const [row] = await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning();
    return row;
  }

  async setReplacedBy(id: string, replacedBy: string, db: Executor = this.db) {
    await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
  }

  async revokeFamily(familyId: string, now: Date) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeOtherFamilies(userId: string, keepFamilyId: string, now: Date, db: Executor = this.db) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every session of the account (a password reset). */
  async revokeAllFamilies(userId: string, now: Date, db: Executor = this.db) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async insertPasswordReset(values: { userId: string; tokenHash: string; expiresAt: Date }, db: Executor = this.db) {
    await db.insert(passwordResets).values(values);
  }

  /** The account of an unused, unexpired reset of this token hash, without using it (checked before any hashing). */
  async findLivePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .limit(1);
    return row?.userId;
  }

  /** Uses the reset of this token hash if it is unused and unexpired; the account's id, or undefined. */
  async consumePasswordReset(tokenHash: string, now: Date, db: Executor = this.db): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  }

  /** Every other reset link of the account stops working (one reset ends them all). */
  async usePasswordResetsOf(userId: string, now: Date, db: Executor = this.db) {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }
}
