import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { stringBytes } from './heap-bytes';

export interface FailureWindow {
  count: number;
  resetAt: number;
}

/** Counts events per key within a fixed time window. */
export interface FailureStore {
  get(key: string, now: number): Promise<FailureWindow | null>;
  increment(key: string, windowMs: number, now: number): Promise<FailureWindow>;
  clear(key: string): Promise<void>;
}

/** What the counters kept in memory may take (their keys hold a client address, and an e-mail of at most 254 characters). */
export const MEMORY_LIMIT_STORE_BYTES = 32 * 1024 * 1024;
/** A counter's own bytes besides its key: the window object and its slot in the LRU. */
const WINDOW_BYTES = 120;

/**
 * The counters in this process (without REDIS_URL). Bounded by bytes: every new client address adds counters, and
 * addresses are many (IPv6 gives one client millions), so past MEMORY_LIMIT_STORE_BYTES the least recently used counter
 * goes, expired ones first in practice (a counter a client keeps hitting stays the most recently used).
 */
export class MemoryFailureStore implements FailureStore {
  private readonly windows: LRUCache<string, FailureWindow>;

  constructor(maxBytes = MEMORY_LIMIT_STORE_BYTES) {
    this.windows = new LRUCache<string, FailureWindow>({ maxSize: maxBytes, sizeCalculation: (_window, key) => WINDOW_BYTES + stringBytes(key) });
  }

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
    return next;
  }

  async clear(key: string) {
    this.windows.delete(key);
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
