import type { FailureStore } from '../../lib/failure-store';
import { TooManyRequestsError } from '../../lib/errors';

export interface LoginThrottleOptions {
  /** Failed sign-ins to one account from one address (LOGIN_MAX_FAILURES_PER_ACCOUNT). */
  maxFailuresPerAccount: number;
  /** Failed sign-ins from one address to any accounts. */
  maxFailuresPerIp: number;
  /** Failed sign-ins to one account from all addresses; each address adds at most maxFailuresPerAccount. */
  maxFailuresPerAccountAllIps: number;
  windowMinutes: number;
  /** Sign-in attempts of any outcome per address per minute; 0 = no limit. */
  attemptsPerIpPerMinute: number;
  /** Registrations per address per hour; 0 = no limit. */
  registrationsPerIpPerHour: number;
  /** Password resets and password changes of any outcome per address per minute; 0 = no limit. */
  passwordAttemptsPerIpPerMinute: number;
  now: () => Date;
}

export const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts from your address. Please wait a minute and try again.';
export const TOO_MANY_REGISTRATIONS = 'Too many accounts were created from your address. Please try again later.';
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many password attempts from your address. Please wait a minute and try again.';
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please try again later.';

/** An address that signed in to an account is remembered this long: it keeps getting in while the account is attacked from elsewhere. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Sign-in and registration limits, each a time window, never a permanent lock.
 * Failures are counted per account *and address*, so whoever guesses at an account locks out only themselves; per
 * address across accounts (one address trying many accounts); and per account across addresses, where each address adds
 * at most its own limit, so only many addresses together reach it, and even then the addresses the owner signed in from
 * before still get in. Every attempt, whatever its outcome, is also counted per address (each runs argon2).
 */
export class LoginThrottle {
  constructor(
    private readonly store: FailureStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  private get windowMs() {
    return this.options.windowMinutes * MINUTE_MS;
  }

  /** Counts this attempt, then refuses it if the address, or the account from this address, is over a limit. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.options.now().getTime();
    const { attemptsPerIpPerMinute } = this.options;
    if (attemptsPerIpPerMinute > 0) {
      const attempts = await this.store.increment(`t:${ip}`, MINUTE_MS, now);
      if (attempts.count > attemptsPerIpPerMinute) throw new TooManyRequestsError(TOO_MANY_SIGN_IN_ATTEMPTS, secondsUntil(attempts.resetAt, now));
    }
    const blockedUntil = await this.failuresBlockUntil(email, ip, now);
    if (blockedUntil > now) throw new TooManyRequestsError(TOO_MANY_FAILED_SIGN_INS, secondsUntil(blockedUntil, now));
  }

  /** When the failed sign-ins of this address, or of the account from this address, let it try again (0: now). */
  private async failuresBlockUntil(email: string, ip: string, now: number): Promise<number> {
    const { maxFailuresPerAccount, maxFailuresPerIp, maxFailuresPerAccountAllIps } = this.options;
    const [pair, address, account] = await Promise.all([this.store.get(`p:${email}|${ip}`, now), this.store.get(`i:${ip}`, now), this.store.get(`a:${email}`, now)]);
    let blockedUntil = Math.max(pair && pair.count >= maxFailuresPerAccount ? pair.resetAt : 0, address && address.count >= maxFailuresPerIp ? address.resetAt : 0);
    if (account && account.count >= maxFailuresPerAccountAllIps && !(await this.store.get(`k:${email}|${ip}`, now))) blockedUntil = Math.max(blockedUntil, account.resetAt);
    return blockedUntil;
  }

  /**
   * A password reset or change from this address: counted, and refused past the per-minute limit. A reset's token is
   * checked before any hashing, so a bogus one costs a lookup; a valid one costs one argon2 hash.
   */
  async assertPasswordAttemptAllowed(ip: string): Promise<void> {
    if (this.options.passwordAttemptsPerIpPerMinute <= 0) return;
    const now = this.options.now().getTime();
    const attempts = await this.store.increment(`w:${ip}`, MINUTE_MS, now);
    if (attempts.count > this.options.passwordAttemptsPerIpPerMinute) throw new TooManyRequestsError(TOO_MANY_PASSWORD_ATTEMPTS, secondsUntil(attempts.resetAt, now));
  }

  /**
   * A password change checks the current password: a guess like a sign-in's, so it shares the sign-in failure counters
   * (per account and address, per address, per account from all addresses). Whoever holds a session cannot guess the
   * password there any faster than at the sign-in form. Record the outcome with recordFailure / recordSuccess.
   */
  async assertPasswordCheckAllowed(email: string, ip: string): Promise<void> {
    await this.assertPasswordAttemptAllowed(ip);
    const now = this.options.now().getTime();
    const blockedUntil = await this.failuresBlockUntil(email, ip, now);
    if (blockedUntil > now) throw new TooManyRequestsError(TOO_MANY_WRONG_PASSWORDS, secondsUntil(blockedUntil, now));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.options.now().getTime();
    const [pair] = await Promise.all([this.store.increment(`p:${email}|${ip}`, this.windowMs, now), this.store.increment(`i:${ip}`, this.windowMs, now)]);
    // One address adds at most its own limit to the account's count: it alone can never lock the owner out.
    if (pair.count <= this.options.maxFailuresPerAccount) await this.store.increment(`a:${email}`, this.windowMs, now);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    const now = this.options.now().getTime();
    await Promise.all([this.store.clear(`p:${email}|${ip}`), this.store.increment(`k:${email}|${ip}`, KNOWN_ADDRESS_MS, now)]);
  }

  /** Counts a registration attempt from this address and refuses it past the hourly limit. */
  async assertRegistrationAllowed(ip: string): Promise<void> {
    if (this.options.registrationsPerIpPerHour <= 0) return;
    const now = this.options.now().getTime();
    const window = await this.store.increment(`r:${ip}`, HOUR_MS, now);
    if (window.count > this.options.registrationsPerIpPerHour) throw new TooManyRequestsError(TOO_MANY_REGISTRATIONS, secondsUntil(window.resetAt, now));
  }
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}
