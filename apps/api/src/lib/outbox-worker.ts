/**
 * The loop of an outbox worker (mail, SMS): several processes may run one each, a row is claimed by one of them only
 * (the repository's claimDue), and a failed delivery is retried with doubling backoff, then marked failed.
 */
export interface OutboxWorkerOptions<Row> {
  now: () => Date;
  /** How often the outbox is looked at. */
  pollMs: number;
  /** First retry after this long, doubling each time up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** A claimed row is another worker's to take again after this long (a process that died mid-send). */
  leaseMs: number;
  batchSize: number;
  onError?: (error: unknown, row?: Row) => void;
}

/** What the loop needs of an outbox's repository. */
export interface OutboxStore<Row> {
  claimDue(now: Date, batchSize: number, leaseMs: number): Promise<Row[]>;
  markFailed(id: string, error: string): Promise<void>;
  markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void>;
}

/** The delay before attempt `attempts + 1`: retryBase × 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export abstract class OutboxWorker<Row extends { id: string; attempts: number }> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  protected constructor(
    protected readonly store: OutboxStore<Row>,
    protected readonly options: OutboxWorkerOptions<Row>,
  ) {}

  /** Sends one claimed row and marks it sent; throws to have it retried (or failed after the last attempt). */
  protected abstract send(row: Row): Promise<void>;

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
    const claimed = await this.store.claimDue(now(), batchSize, leaseMs);
    for (const row of claimed) {
      if (this.stopped) break;
      await this.deliver(row);
    }
    return claimed.length;
  }

  private async deliver(row: Row): Promise<void> {
    const { now, retryBaseMs, maxDelayMs, maxAttempts } = this.options;
    try {
      await this.send(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.options.onError?.(error, row);
      if (row.attempts >= maxAttempts) await this.store.markFailed(row.id, message);
      else await this.store.markRetry(row.id, new Date(now().getTime() + retryDelayMs(row.attempts, retryBaseMs, maxDelayMs)), message);
    }
  }
}
