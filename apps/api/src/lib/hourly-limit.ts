import type { FailureStore } from './failure-store';
import { TooManyRequestsError } from './errors';

export const TOO_MANY_FORM_REQUESTS = 'Too many requests from your address. Please try again later.';
const HOUR_MS = 60 * 60 * 1000;

/** Counts requests per key in an hourly window (memory, or Redis with REDIS_URL) and refuses them past `perHour`; 0 = no limit. */
export class HourlyLimit {
  constructor(
    private readonly store: FailureStore,
    private readonly perHour: number,
    private readonly now: () => Date,
  ) {}

  async assertAllowed(key: string): Promise<void> {
    if (this.perHour <= 0) return;
    const now = this.now().getTime();
    const window = await this.store.increment(`h:${key}`, HOUR_MS, now);
    if (window.count > this.perHour) throw new TooManyRequestsError(TOO_MANY_FORM_REQUESTS, Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  }

  /** Counts one for `key`: past `max` in its hour, the seconds until the hour ends (for Retry-After), else undefined; `max` 0 = no limit. */
  async secondsOver(key: string, max: number): Promise<number | undefined> {
    if (max <= 0) return undefined;
    const now = this.now().getTime();
    const window = await this.store.increment(`h:${key}`, HOUR_MS, now);
    return window.count > max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : undefined;
  }

  /** True while `key` is within `max` per hour (counting this one); for limits that must not tell the caller. */
  async within(key: string, max: number): Promise<boolean> {
    const now = this.now().getTime();
    const window = await this.store.increment(`q:${key}`, HOUR_MS, now);
    return window.count <= max;
  }
}
