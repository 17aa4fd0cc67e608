/**
 * Long admin work in pieces small enough that the shop's other requests are answered in between (issue 29): a CSV
 * import and its preview, a bulk action on thousands of books. The embedded database runs one statement at a time and
 * cannot interrupt one (decision 007), and a transaction holds its only session until it ends, so every other request
 * waits for the whole of whatever runs: the work is cut into batches, each one short transaction, and the requests
 * waiting meanwhile go first between two of them. How many rows make a short batch depends on the machine and on what
 * else it does, so the size follows what the last batches took (docs/decisions/031-admin-work-in-short-batches.md).
 */

/** One turn of the event loop: requests that arrived meanwhile are read (and queue for the database) before the work goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface BatchSizerOptions {
  /** How long one batch should hold the database (BULK_BATCH_MS). */
  targetMs: number;
  /** The fewest rows a batch takes (however slow the rows are, the work goes on). */
  min: number;
  /** The most rows a batch takes (however fast: the rows it reads and writes stay a bounded size). */
  max: number;
  /** The first batch's size: small, until the first batches tell what a row costs. */
  start?: number;
}

/**
 * The size of the next batch: after each batch, as many rows as would have taken `targetMs` at the pace the last one
 * went (at most half again the last size, so one fast batch does not jump to a slow large one), within min and max.
 */
export class BatchSizer {
  private size: number;

  constructor(private readonly options: BatchSizerOptions) {
    this.size = Math.max(options.min, Math.min(options.max, options.start ?? options.min));
  }

  get next(): number {
    return this.size;
  }

  /** A batch of `rows` took `ms` (its whole transaction). */
  took(rows: number, ms: number): void {
    if (rows <= 0) return;
    const ideal = (this.options.targetMs * rows) / Math.max(ms, 1);
    this.size = Math.round(Math.max(this.options.min, Math.min(this.options.max, this.size * 1.5, ideal)));
  }

  /** Runs one batch of `next` rows through `fn` (which answers how many it took) and learns from its time. */
  async run<T extends { rows: number }>(fn: (size: number) => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await fn(this.size);
    this.took(result.rows, performance.now() - started);
    return result;
  }
}

/** Lets the event loop turn when `sliceMs` of work on this thread have passed since the last turn (CPU-bound loops). */
export class Yielder {
  private last = performance.now();

  constructor(private readonly sliceMs = 20) {}

  async maybe(): Promise<void> {
    if (performance.now() - this.last < this.sliceMs) return;
    await nextTurn();
    this.last = performance.now();
  }
}
