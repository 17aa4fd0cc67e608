import { randomBytes, randomUUID } from 'node:crypto';
import { type AuditPasswordResetDetails, isUuid, type Locale, type LoginResult, type SessionTokens, type User } from '@boipoka/shared';
import type { Db } from '../../db/client';
import type { RefreshTokenRow, UserRow } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, pgErrorCode, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { hashToken, REFRESH_TOKEN_TTL_MS, type TokenService } from '../../lib/tokens';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { type AuthUser, BLOCKED_MESSAGE } from '../../lib/auth-user';
import type { MailService } from '../mail';
import type { LoginThrottle } from './login-throttle';
import { UsersRepository } from './users-repository';
import { type AuditActor, recordAudit } from '../audit';

export function toUser(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, locale: row.locale, createdAt: row.createdAt.toISOString() };
}

export interface UsersServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  tokens: TokenService;
  throttle: LoginThrottle;
  now: () => Date;
  /** Live sessions per account; a new sign-in beyond it ends the least recently used one. */
  maxSessionsPerAccount?: number;
  /** REFRESH_GRACE_MS unless configured (REFRESH_GRACE_SECONDS). */
  refreshGraceMs?: number;
  /** Password-reset mails go through the outbox. */
  mail?: MailService;
  /** Reset mails per address per hour are limited through this (silently: the answer never tells). */
  limits?: HourlyLimit;
}

/** A reset link works once, for 30 minutes. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Reset mails one address receives per hour at most; more requests are answered the same and send nothing. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
export const INVALID_RESET_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * A reset asked for or done, in the audit log (decision 025): whoever holds the link can take the account over, an
 * admin's too, so both steps are kept, under the account itself (the requester is not known: the address they came from is).
 */
function passwordResetEntry(kind: 'user.password_reset_requested' | 'user.password_reset', account: UserRow, ip: string) {
  return {
    actor: { id: account.id, name: account.name, email: account.email },
    kind,
    target: { type: 'user' as const, id: account.id, label: account.email },
    details: { ip } satisfies AuditPasswordResetDetails,
  };
}

/**
 * Two refreshes of one token at the same moment (two tabs, a retried request) both get the pair the first one made,
 * instead of the second looking like a stolen token and signing the user out. Past this window a reused token is theft.
 */
export const REFRESH_GRACE_MS = 20_000;
const DEFAULT_MAX_SESSIONS = 10;

export class UsersService {
  private readonly repo: UsersRepository;
  constructor(private readonly deps: UsersServiceDeps) {
    this.repo = new UsersRepository(deps.db);
  }

  /** The account keeps the language of the page it was created from, so its first mail (a receipt) is in that language. */
  async register(input: { name: string; email: string; password: string }, ip: string, locale: Locale = 'en'): Promise<User> {
    await this.deps.throttle.assertRegistrationAllowed(ip);
    if (await this.repo.findByEmail(input.email)) throw new ConflictError('Email is already registered');
    const passwordHash = await this.deps.passwords.hash(input.password);
    try {
      return toUser(await this.repo.insert({ name: input.name, email: input.email, passwordHash, role: 'user', locale }));
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new ConflictError('Email is already registered');
      throw error;
    }
  }

  async login(input: { email: string; password: string }, ip: string): Promise<LoginResult> {
    const { throttle, passwords } = this.deps;
    await throttle.assertAllowed(input.email, ip);
    const row = await this.repo.findByEmail(input.email);
    const valid = row ? await passwords.verify(row.passwordHash, input.password) : await passwords.verifyDummy(input.password);
    if (!row || !valid) {
      await throttle.recordFailure(input.email, ip);
      throw new UnauthorizedError('Invalid credentials');
    }
    await throttle.recordSuccess(input.email, ip);
    if (row.role === 'Blocked') throw new ForbiddenError(BLOCKED_MESSAGE);
    const tokens = await this.startSession(row);
    return { user: toUser(row), ...tokens };
  }

  /** A new session; past the cap the least recently used ones end, and the account's expired token rows go. */
  private async startSession(row: UserRow): Promise<SessionTokens> {
    const familyId = randomUUID();
    const refreshToken = this.deps.tokens.newRefreshToken();
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await this.repo.insertRefreshToken({ userId: row.id, tokenHash: hashToken(refreshToken), familyId, expiresAt: this.expiry() }, tx);
      await this.repo.revokeSessionsBeyond(row.id, this.deps.maxSessionsPerAccount ?? DEFAULT_MAX_SESSIONS, now, tx);
      await this.repo.deleteExpiredRefreshTokens(row.id, now, tx);
    });
    const accessToken = await this.deps.tokens.signAccessToken({ sub: row.id, role: row.role, sid: familyId });
    return { accessToken, refreshToken };
  }

  private expiry(): Date {
    return new Date(this.deps.now().getTime() + REFRESH_TOKEN_TTL_MS);
  }

  /**
   * Rotation: each refresh token works once. Presenting a used one again revokes its whole session family, except within
   * REFRESH_GRACE_MS of its rotation, when it gets the same new pair the rotation made (concurrent refreshes).
   */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const now = this.deps.now();
    const tokenHash = hashToken(refreshToken);
    const stored = await this.repo.findRefreshToken(tokenHash);
    if (!stored) throw new UnauthorizedError('Invalid refresh token');
    if (stored.revokedAt) return this.replayRotation(stored, refreshToken, now);
    if (stored.expiresAt.getTime() <= now.getTime()) throw new UnauthorizedError('Refresh token has expired');
    const user = await this.activeUserOf(stored.userId);

    const next = this.deps.tokens.nextRefreshToken(refreshToken);
    const rotated = await this.deps.db.transaction(async (tx) => {
      const consumed = await this.repo.consumeRefreshToken(stored.id, now, tx);
      if (!consumed) return false;
      const inserted = await this.repo.insertRefreshToken({ userId: user.id, tokenHash: hashToken(next), familyId: stored.familyId, expiresAt: this.expiry() }, tx);
      await this.repo.setReplacedBy(stored.id, inserted.id, tx);
      return true;
    });
    if (!rotated) {
      // Another request rotated this token a moment ago (it committed while this one waited for the row).
      const latest = await this.repo.findRefreshToken(tokenHash);
      if (!latest) throw new UnauthorizedError('Invalid refresh token');
      return this.replayRotation(latest, refreshToken, now);
    }
    const accessToken = await this.deps.tokens.signAccessToken({ sub: user.id, role: user.role, sid: stored.familyId }, now);
    return { accessToken, refreshToken: next };
  }

  /** A token already rotated: within the grace window the pair of that rotation again, otherwise reuse (theft): the session ends. */
  private async replayRotation(stored: RefreshTokenRow, refreshToken: string, now: Date): Promise<SessionTokens> {
    const rotatedAt = stored.revokedAt;
    if (rotatedAt && stored.replacedBy && now.getTime() - rotatedAt.getTime() <= (this.deps.refreshGraceMs ?? REFRESH_GRACE_MS)) {
      const next = this.deps.tokens.nextRefreshToken(refreshToken);
      const replacement = await this.repo.findRefreshTokenById(stored.replacedBy);
      if (replacement && !replacement.revokedAt && replacement.tokenHash === hashToken(next)) {
        const user = await this.activeUserOf(stored.userId);
        const accessToken = await this.deps.tokens.signAccessToken({ sub: user.id, role: user.role, sid: stored.familyId }, rotatedAt);
        return { accessToken, refreshToken: next };
      }
    }
    await this.repo.revokeFamily(stored.familyId, now);
    throw new UnauthorizedError('Refresh token has been revoked');
  }

  private async activeUserOf(userId: string): Promise<UserRow> {
    const user = await this.repo.findById(userId);
    if (!user) throw new UnauthorizedError('Invalid refresh token');
    if (user.role === 'Blocked') throw new ForbiddenError(BLOCKED_MESSAGE);
    return user;
  }

  /** Ends the session the token belongs to; already revoked or unknown tokens are fine. */
  async logout(refreshToken: string): Promise<void> {
    const stored = await this.repo.findRefreshToken(hashToken(refreshToken));
    if (stored) await this.repo.revokeFamily(stored.familyId, this.deps.now());
  }

  /**
   * Used by the auth plugin on every request: the role comes from the database, not from the token, and the token's
   * session must still be live (not signed out, not revoked by a password change or a reused refresh token).
   */
  async authenticate(accessToken: string): Promise<AuthUser> {
    const claims = await this.deps.tokens.verifyAccessToken(accessToken);
    if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) throw new UnauthorizedError('Invalid or expired token');
    const found = await this.repo.findWithSession(claims.sub, claims.sid, this.deps.now());
    if (!found) throw new UnauthorizedError('Invalid or expired token');
    if (!found.live) throw new UnauthorizedError('Session has ended, please sign in again');
    const row = found.user;
    return { id: row.id, name: row.name, email: row.email, role: row.role, sessionId: claims.sid };
  }

  async profile(userId: string): Promise<User> {
    const row = await this.repo.findById(userId);
    if (!row) throw new NotFoundError('User not found');
    return toUser(row);
  }

  async updateProfile(userId: string, changes: { name?: string; locale?: Locale }): Promise<User> {
    const row = await this.repo.updateProfile(userId, changes);
    if (!row) throw new NotFoundError('User not found');
    return toUser(row);
  }

  /**
   * Keeps the caller's session; every other session of the account must sign in again. The current password is checked
   * like a sign-in (same counters and limits): a session is no faster way to guess it.
   */
  async updatePassword(caller: AuthUser, input: { currentPassword: string; newPassword: string }, ip: string): Promise<void> {
    const { throttle, passwords } = this.deps;
    const email = caller.email.toLowerCase();
    await throttle.assertPasswordCheckAllowed(email, ip);
    const row = await this.repo.findById(caller.id);
    if (!row) throw new UnauthorizedError('Invalid or expired token');
    if (!(await passwords.verify(row.passwordHash, input.currentPassword))) {
      await throttle.recordFailure(email, ip);
      throw new ValidationError('Current password is incorrect');
    }
    await throttle.recordSuccess(email, ip);
    if (input.newPassword === input.currentPassword) throw new ValidationError('New password must be different from current password');
    const passwordHash = await passwords.hash(input.newPassword);
    await this.deps.db.transaction(async (tx) => {
      await this.repo.updatePasswordHash(caller.id, passwordHash, tx);
      await this.repo.revokeOtherFamilies(caller.id, caller.sessionId, this.deps.now(), tx);
    });
  }

  /**
   * Forgot password: for an account with this address, a single-use link valid 30 minutes goes out by mail (only the
   * sha256 of its token is stored). Unknown addresses get nothing; the route answers the same either way and does not
   * wait for this, so neither the answer nor its timing tells whether the address has an account.
   */
  async requestPasswordReset(email: string, locale: Locale, ip: string): Promise<void> {
    const { mail, limits, db, now } = this.deps;
    const row = await this.repo.findByEmail(email);
    if (!row || !mail) return;
    if (limits && !(await limits.within(`reset:${row.id}`, RESET_MAILS_PER_ADDRESS_PER_HOUR))) return;
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await this.repo.insertPasswordReset({ userId: row.id, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MS) }, tx);
      await mail.enqueueMail(tx, { kind: 'password-reset', to: row.email, userId: row.id, locale, data: { name: row.name, token } });
      await recordAudit(tx, passwordResetEntry('user.password_reset_requested', row, ip));
    });
  }

  /**
   * Sets the new password of the link's account and ends every session of it; the link and the account's other links
   * stop working. The link is checked before the password is hashed: a bogus one costs a lookup, not an argon2 hash.
   */
  async resetPassword(input: { token: string; newPassword: string }, ip: string): Promise<void> {
    await this.deps.throttle.assertPasswordAttemptAllowed(ip);
    const now = this.deps.now();
    const tokenHash = hashToken(input.token);
    const invalid = () => new ValidationError(INVALID_RESET_LINK, [{ path: 'token', message: INVALID_RESET_LINK }]);
    if (!(await this.repo.findLivePasswordReset(tokenHash, now))) throw invalid();
    const passwordHash = await this.deps.passwords.hash(input.newPassword);
    await this.deps.db.transaction(async (tx) => {
      // Used here, under its row lock: of two requests with one link, only one sets a password.
      const userId = await this.repo.consumePasswordReset(tokenHash, now, tx);
      const account = userId ? await this.repo.findById(userId, tx) : undefined;
      if (!account) throw invalid();
      await this.repo.updatePasswordHash(account.id, passwordHash, tx);
      await this.repo.revokeAllFamilies(account.id, now, tx);
      await this.repo.usePasswordResetsOf(account.id, now, tx);
      await recordAudit(tx, passwordResetEntry('user.password_reset', account, ip));
    });
  }

  async listUsers(query: { page?: number; limit?: number; q?: string }) {
    const paged = query.page !== undefined || query.limit !== undefined;
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { rows, total } = await this.repo.list({ q: query.q, ...(paged ? { limit, offset: (page - 1) * limit } : {}) });
    return { users: rows.map(toUser), meta: paged ? { page, limit, total, totalPages: Math.ceil(total / limit) } : undefined };
  }

  /** Block sets Blocked, Unblock sets user; admin accounts are never changed here. */
  async setStatus(actor: AuditActor, id: string, status: 'Blocked' | 'user'): Promise<User> {
    if (!isUuid(id)) throw new NotFoundError('User not found');
    const existing = await this.repo.findById(id);
    if (!existing) throw new NotFoundError('User not found');
    if (existing.role === 'admin') throw new ConflictError('Admin accounts cannot be blocked');
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.repo.lockRole(id, tx);
      const updated = await this.repo.updateRoleOfNonAdmin(id, status, tx);
      // Blocking a blocked account changes nothing: no entry.
      if (updated && before && before !== status) {
        await recordAudit(tx, {
          actor,
          kind: status === 'Blocked' ? 'user.blocked' : 'user.unblocked',
          target: { type: 'user', id: updated.id, label: updated.email },
          changes: [{ field: 'role', before, after: status }],
        });
      }
      return updated;
    });
    if (!row) throw new ConflictError('Admin accounts cannot be blocked');
    return toUser(row);
  }

  countActiveUsers(): Promise<number> {
    return this.repo.countByRole('user');
  }
}

/**
 * Makes an admin account outside the shop's pages, the way a real shop gets its first one (npm run admin:create);
 * null when the address is in use already (nothing is changed).
 */
export async function createAdminAccount({ db, passwords }: { db: Db; passwords: PasswordHasher }, input: { name: string; email: string; password: string }): Promise<User | null> {
  const repo = new UsersRepository(db);
  if (await repo.findByEmail(input.email)) return null;
  const passwordHash = await passwords.hash(input.password);
  return toUser(await repo.insert({ name: input.name, email: input.email, passwordHash, role: 'admin' }));
}
