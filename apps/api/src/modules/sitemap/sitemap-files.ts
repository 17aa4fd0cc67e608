import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { SitemapCounts, SitemapService } from './sitemap-service';

/** A sitemap file as built: gzip-compressed (a 25 MB file of 50,000 URLs is about a tenth of that), with its ETag. */
export interface BuiltSitemap {
  gzip: Buffer;
  etag: string;
}

/** `/sitemap.xml` itself; the files of its index go by their own names (`pages.xml`, `books-1.xml`, …). */
export const MAIN_SITEMAP = 'sitemap.xml';

/** SITEMAP_CACHE_MB by default: what the built files may take together (compressed). */
export const DEFAULT_SITEMAP_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The sitemap's files, built once per catalogue change and kept (issue 29: six requests for a 25.6 MB file at once, each
 * building it, moved sign-in p50 to 1.7 s).
 *
 * - A file is built when it is asked for and kept, gzip-compressed, until the catalogue changes (a book added, edited,
 *   archived, deleted, and since migration 0044 a category, publisher or series changed: the `catalogue_changed`
 *   notifications, from every process; a sale alone changes nothing listed).
 *   Requests for a file being built wait for that build and share it.
 * - One build at a time in the process, whatever the files: a crawler asking for every file at once queues them.
 * - The kept files take at most `maxBytes` together (least recently asked for go first; one larger than that is
 *   served, not kept), and a build holds only the compressed bytes, never the file's text.
 * - A name that is no file of the sitemap is answered from the counts (kept the same way), with no build and no wait.
 * - A build that overlaps a change is answered but not kept, as the catalogue cache does (decision 005). While the
 *   notifications cannot be received nothing is kept (every request builds, one at a time).
 */
export class SitemapFiles {
  private generation = 0;
  private enabled = true;
  /** By name, in order of use (a Map keeps insertion order: the first is the least recently used). */
  private readonly kept = new Map<string, { built: BuiltSitemap; generation: number }>();
  private keptBytes = 0;
  private counted?: { generation: number; counts: Promise<SitemapCounts> };
  private readonly building = new Map<string, Promise<BuiltSitemap | undefined>>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Builds run so far (tests and the bench read it). */
  builds = 0;

  constructor(
    private readonly service: SitemapService,
    private readonly maxBytes = DEFAULT_SITEMAP_CACHE_BYTES,
  ) {}

  /** The catalogue changed: every file is built again when next asked for (the kept ones are let go at once). */
  changed(): void {
    this.generation += 1;
    this.kept.clear();
    this.keptBytes = 0;
  }

  /** Off while catalogue changes cannot be heard of; both ways start empty. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.changed();
  }

  /** What the kept files take (compressed). */
  get bytes(): number {
    return this.keptBytes;
  }

  /** `MAIN_SITEMAP` or a file of its index: built, or undefined when the sitemap has no such file. */
  async get(name: string): Promise<BuiltSitemap | undefined> {
    const generation = this.generation;
    const hit = this.kept.get(name);
    if (hit && hit.generation === generation && this.enabled) {
      this.kept.delete(name);
      this.kept.set(name, hit);
      return hit.built;
    }
    const counts = await this.counts();
    if (name !== MAIN_SITEMAP && !this.service.files(counts).includes(name)) return undefined;
    const key = `${generation}\u0000${name}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.inTurn(() => this.build(name, generation, counts));
    this.building.set(key, build);
    try {
      return await build;
    } finally {
      this.building.delete(key);
    }
  }

  /** The counts the files are cut by, read once per catalogue change. */
  private counts(): Promise<SitemapCounts> {
    const generation = this.generation;
    if (!this.counted || this.counted.generation !== generation || !this.enabled) {
      const counts = this.service.counts();
      this.counted = { generation, counts };
      counts.catch(() => {
        if (this.counted?.counts === counts) this.counted = undefined;
      });
    }
    return this.counted.counts;
  }

  /** Runs `fn` when the builds queued before it have ended: one at a time. */
  private inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async build(name: string, generation: number, counts: SitemapCounts): Promise<BuiltSitemap | undefined> {
    // Built by a request queued earlier, while this one waited.
    const hit = this.kept.get(name);
    if (hit && hit.generation === this.generation && this.enabled) return hit.built;
    const source = name === MAIN_SITEMAP ? this.service.main(counts) : await this.service.file(name, counts);
    if (!source) return undefined;
    this.builds += 1;
    // Compressed as it is written (in the thread pool): the file's text is never held whole.
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = once(gzip, 'end');
    for await (const text of source) if (!gzip.write(text)) await once(gzip, 'drain');
    gzip.end();
    await ended;
    const compressed = Buffer.concat(chunks);
    const built = { gzip: compressed, etag: `"${createHash('sha1').update(compressed).digest('base64url')}"` };
    if (this.enabled && generation === this.generation) this.keep(name, built, generation);
    return built;
  }

  private keep(name: string, built: BuiltSitemap, generation: number): void {
    const old = this.kept.get(name);
    if (old) {
      this.kept.delete(name);
      this.keptBytes -= old.built.gzip.length;
    }
    if (built.gzip.length > this.maxBytes) return;
    // The least recently asked for go first.
    for (const other of this.kept.keys()) {
      if (this.keptBytes + built.gzip.length <= this.maxBytes) break;
      this.forget(other);
    }
    this.kept.set(name, { built, generation });
    this.keptBytes += built.gzip.length;
  }

  private forget(name: string): void {
    const entry = this.kept.get(name);
    if (!entry) return;
    this.kept.delete(name);
    this.keptBytes -= entry.built.gzip.length;
  }
}
