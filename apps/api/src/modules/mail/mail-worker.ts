import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema';
import { MailRepository } from './mail-repository';
import type { MailSeal } from './mail-seal';

export interface MailWorkerOptions {
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  now: () => Date;
  /** How often the outbox is looked at (MAIL_POLL_MS). */
  pollMs: number;
  /** First retry after this long, doubling each time up to maxDelayMs (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts before a mail is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** A claimed mail is another worker's to take again after this long (a process that died mid-send). */
  leaseMs: number;
  batchSize: number;
  /** Opens the sealed body of a mail with a secret link (the same JWT_SECRET as the server that queued it). */
  seal?: MailSeal;
  onError?: (error: unknown, mail?: MailOutboxRow) => void;
}

/** The delay before attempt `attempts + 1`: retryBase × 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers queued mails from the outbox in the server process. Several processes may run one each: a mail is claimed
 * by one of them only (MailRepository.claimDue). A failure is retried with backoff, recorded in last_error.
 */
export class MailWorker {
  private readonly repo: MailRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    db: Db,
    private readonly options: MailWorkerOptions,
  ) {
    this.repo = new MailRepository(db);
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
    this.timer.unref();
  }

  /** One pass: claims what is due and tries each; resolves with how many were claimed. */
  async runOnce(): Promise<number> {
    const { now, batchSize, leaseMs } = this.options;
    const claimed = await this.repo.claimDue(now(), batchSize, leaseMs);
    for (const mail of claimed) {
      if (this.stopped) break;
      await this.deliver(mail);
    }
    return claimed.length;
  }

  private async deliver(mail: MailOutboxRow): Promise<void> {
    const { transport, from, now, retryBaseMs, maxDelayMs, maxAttempts } = this.options;
    let body: { html: string; text: string } = mail;
    if (mail.sealed) {
      try {
        if (!this.options.seal) throw new Error('no seal to open it with');
        body = this.options.seal.open(mail.sealed);
      } catch (error) {
        // Sealed under another JWT_SECRET, or damaged: it can never be sent; the hidden copy would be useless to its reader.
        this.options.onError?.(error, mail);
        await this.repo.markFailed(mail.id, `The sealed mail cannot be opened (was JWT_SECRET changed?): ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
        return;
      }
    }
    try {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        html: body.html,
        text: body.text,
        headers: mail.headers,
        // The same id on every attempt: a receiver that got a mail whose confirmation was lost can tell it is the same.
        messageId: `<${mail.id}@boipoka.mail>`,
      });
      await this.repo.markSent(mail.id, now());
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.options.onError?.(error, mail);
      if (mail.attempts >= maxAttempts) await this.repo.markFailed(mail.id, message);
      else await this.repo.markRetry(mail.id, new Date(now().getTime() + retryDelayMs(mail.attempts, retryBaseMs, maxDelayMs)), message);
    }
  }
}
