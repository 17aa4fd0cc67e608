import type { Db } from '../../db/client';
import type { SmsOutboxRow } from '../../db/schema';
import type { SmsProvider } from './sms-provider';
import { SmsRepository } from './sms-repository';

export interface SmsWorkerOptions {
  provider: SmsProvider;
  now: () => Date;
  /** How often the outbox is looked at (SMS_POLL_MS). */
  pollMs: number;
  /** First retry after this long, doubling each time up to maxDelayMs (SMS_RETRY_BASE_MS). */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts before an SMS is marked failed (SMS_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** A claimed SMS is another worker's to take again after this long (a process that died mid-send). */
  leaseMs: number;
  batchSize: number;
  onError?: (error: unknown, sms?: SmsOutboxRow) => void;
}

/** The delay before attempt `attempts + 1`: retryBase × 2^(attempts-1), capped. */
export function smsRetryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued SMS from the outbox through the gateway, in the server process, as MailWorker does mails: several
 * processes may run one each (an SMS is claimed by one only); a failure is retried with backoff and recorded.
 */
export class SmsWorker {
  private readonly repo: SmsRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    db: Db,
    private readonly options: SmsWorkerOptions,
  ) {
    this.repo = new SmsRepository(db);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((sent) => this.schedule(sent === this.options.batchSize ? 0 : this.options.pollMs))
        .catch((error) => {
          this.options.onError?.(error);
          this.schedule(this.options.pollMs);
        });
    }, ms);
    // Never what keeps a process alive (a test, a CLI that built the app).
    this.timer.unref();
  }

  /** One pass: claims what is due and tries each; resolves with how many were claimed. */
  async runOnce(): Promise<number> {
    const { now, batchSize, leaseMs } = this.options;
    const claimed = await this.repo.claimDue(now(), batchSize, leaseMs);
    for (const sms of claimed) {
      if (this.stopped) break;
      await this.deliver(sms);
    }
    return claimed.length;
  }

  private async deliver(sms: SmsOutboxRow): Promise<void> {
    const { provider, now, retryBaseMs, maxDelayMs, maxAttempts } = this.options;
    try {
      const { messageId } = await provider.send({ to: sms.toPhone, text: sms.body, encoding: sms.encoding });
      await this.repo.markSent(sms.id, now(), messageId);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.options.onError?.(error, sms);
      if (sms.attempts >= maxAttempts) await this.repo.markFailed(sms.id, message);
      else await this.repo.markRetry(sms.id, new Date(now().getTime() + smsRetryDelayMs(sms.attempts, retryBaseMs, maxDelayMs)), message);
    }
  }
}
