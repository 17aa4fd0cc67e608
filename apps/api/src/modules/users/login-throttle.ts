import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../../lib/errors';

export interface FailureWindow {
  count: number;
  resetAt: number;
}

/** Counts failed sign-ins per key within a fixed time window. */
export interface FailureStore {
  get(key: string, now: number): Promise<FailureWindow | null>;
  increment(key: string, windowMs: number, now: number): Promise<FailureWindow>;
  clear(key: string): Promise<void>;
}

export class MemoryFailureStore implements FailureStore {
  private readonly windows = new Map<string, FailureWindow>();

  async get(key: string, now: number) {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.resetAt <= now) {
      this.windows.delete(key);
      return null;
    }
    return window;
  }

  async increment(key: string, windowMs: number, now: number) {
    const current = await this.get(key, now);
    const next = current ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    if (this.windows.size > 100_000) this.sweep(now);
    return next;
  }

  async clear(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Redis counters (shared by several server processes); the window is Redis's own TTL. */
export class RedisFailureStore implements FailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'boipoka:login-fail:',
  ) {}

  async get(key: string, now: number) {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (!count || ttl <= 0) return null;
    return { count: Number(count), resetAt: now + ttl };
  }

  async increment(key: string, windowMs: number, now: number) {
    const redisKey = this.prefix + key;
    const result = await this.redis.multi().set(redisKey, '0', 'PX', windowMs, 'NX').incr(redisKey).pttl(redisKey).exec();
    const count = Number(result?.[1]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetAt: now + Math.max(ttl, 0) };
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
  now: () => Date;
}

export const TOO_MANY_FAILED_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';

/** A time window, never a permanent lock: after LOGIN_WINDOW_MINUTES the counters start again. */
export class LoginThrottle {
  constructor(
    private readonly store: FailureStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.options.now().getTime();
    const [account, address] = await Promise.all([this.store.get(`a:${email}`, now), this.store.get(`i:${ip}`, now)]);
    const blockedUntil = Math.max(
      account && account.count >= this.options.maxFailuresPerAccount ? account.resetAt : 0,
      address && address.count >= this.options.maxFailuresPerIp ? address.resetAt : 0,
    );
    if (blockedUntil > now) throw new TooManyRequestsError(TOO_MANY_FAILED_SIGN_INS, Math.max(1, Math.ceil((blockedUntil - now) / 1000)));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.options.now().getTime();
    const windowMs = this.options.windowMinutes * 60_000;
    await Promise.all([this.store.increment(`a:${email}`, windowMs, now), this.store.increment(`i:${ip}`, windowMs, now)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.clear(`a:${email}`);
  }
}
