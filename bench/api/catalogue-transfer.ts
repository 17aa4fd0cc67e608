/**
 * Rows i and y of bench:api (issue 16, the catalogue in bulk):
 *
 * - i, the CSV import: `npm run bench:api -- --only=import [--import-rows 10000]`. A publisher's file of that many new
 *   books (Bangla and English, every column filled) is uploaded (the preview: every row checked), then imported as the
 *   page does it (start, then read the progress every 250 ms until done), while /api/health is asked every 100 ms. Then
 *   the same file again, which must change nothing. Budget (issue 16): 10,000 rows imported in under 30 s on the
 *   embedded database, upload to done; /api/health never over 500 ms.
 * - j, the import beside other requests (issue 29): `npm run bench:api -- --only=a,j [--admin-rows 50000]`, meant for the
 *   embedded database. /api/health and one book's page are each asked every 100 ms, first for 5 s with nothing else
 *   running (their own latency), then while a publisher's file of that many new books is uploaded and previewed, and
 *   while it is imported (reported apart): p50, p99, the slowest and the failures (an error status, no answer within
 *   5 s) of each, beside the same run's ceiling (row a). Budget: no request fails; p50 within BULK_BATCH_MS and p99 within three times it (the longest a
 *   batch should hold the database: a request waits for at most the batch under way).
 * - y, the catalogue export: `npm run bench:api -- --only=book-export --books 1000000` (or `--seeded` a database seeded
 *   with `npm run db:seed -- --books 1000000`). GET /api/books/export.csv once, as the order export (row x) is measured:
 *   every listed book in the file, the first byte within 1 s, /api/health never over 500 ms; time and memory reported.
 */
import { type BookImport, isbn13CheckDigit } from '@boipoka/shared';
import { adminToken, type Download, type HealthWatch, timedDownload, watchHealth } from './orders-export';

const CATEGORIES = ['Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science'] as const;
const BANGLA_WORDS = ['নদী', 'আকাশ', 'মেঘ', 'পথ', 'আলো', 'ছায়া', 'গান', 'ঘর', 'বৃষ্টি', 'সাগর', 'পাখি', 'ফুল'];
const LATIN_WORDS = ['river', 'sky', 'cloud', 'road', 'light', 'shadow', 'song', 'home', 'rain', 'sea', 'bird', 'flower'];

/** A valid ISBN-13 with Bangladesh's prefix, numbered n (up to 999,999). */
function isbn(n: number): string {
  const body = `978984${String(n).padStart(6, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A publisher's file of `rows` new books: every column of the template, half of them Bangla with their Latin forms. */
export function publisherCsv(rows: number, first: number): Buffer {
  const lines = ['title,author,altTitle,altAuthor,category,language,price,listPrice,quantity,isbn,publisher,pages,yearPublished,image,description'];
  for (let i = 0; i < rows; i++) {
    const n = first + i;
    const a = n % BANGLA_WORDS.length;
    const b = (n * 7) % BANGLA_WORDS.length;
    const bangla = n % 2 === 0;
    const title = bangla ? `${BANGLA_WORDS[a]} ও ${BANGLA_WORDS[b]} ${n}` : `The ${LATIN_WORDS[a]} and the ${LATIN_WORDS[b]} ${n}`;
    const alt = bangla ? `${LATIN_WORDS[a]} o ${LATIN_WORDS[b]} ${n}` : '';
    const price = 3 + (n % 40) + 0.5;
    lines.push(
      [
        title,
        bangla ? 'সৈয়দ শামসুল হক' : 'Bench Publisher Author',
        alt,
        bangla ? 'Syed Shamsul Haq' : '',
        CATEGORIES[n % CATEGORIES.length]!,
        bangla ? 'bn' : 'en',
        price.toFixed(2),
        n % 3 === 0 ? (price + 2).toFixed(2) : '',
        String(n % 25),
        isbn(n),
        bangla ? 'অন্যপ্রকাশ' : 'Bench House',
        String(100 + (n % 400)),
        String(1950 + (n % 70)),
        '',
        `A description long enough for the rules, number ${n}, with a comma, and "quotes".`,
      ]
        .map(cell)
        .join(','),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

export interface ImportRun {
  previewMs: number;
  importMs: number;
  totalMs: number;
  job: Pick<BookImport, 'rows' | 'valid' | 'rejected' | 'toCreate' | 'toUpdate' | 'unchanged' | 'status'>;
}
export interface ImportReport {
  rows: number;
  megabytes: number;
  first: ImportRun;
  again: ImportRun;
  health: HealthWatch;
  budget: string;
  holds: boolean;
}

async function importOnce(base: string, token: string, file: Buffer, previewed?: () => Promise<void>): Promise<ImportRun> {
  const auth = { authorization: `Bearer ${token}` };
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'publisher.csv');
  const uploaded = await fetch(`${base}/api/books/imports`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`import upload answered ${uploaded.status}: ${(await uploaded.text()).slice(0, 300)}`);
  const preview = ((await uploaded.json()) as { data: BookImport }).data;
  const previewMs = performance.now() - t0;
  await previewed?.();
  const t1 = performance.now();
  let job = preview;
  const changes = preview.toCreate + preview.toUpdate;
  if (changes > 0) {
    const started = await fetch(`${base}/api/books/imports/${preview.id}/start`, { method: 'POST', headers: auth });
    if (started.status !== 202) throw new Error(`import start answered ${started.status}`);
    for (;;) {
      job = ((await (await fetch(`${base}/api/books/imports/${preview.id}`, { headers: auth })).json()) as { data: BookImport }).data;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const importMs = performance.now() - t1;
  const { rows, valid, rejected, toCreate, toUpdate, unchanged, status } = job;
  return { previewMs: Math.round(previewMs), importMs: Math.round(importMs), totalMs: Math.round(performance.now() - t0), job: { rows, valid, rejected, toCreate, toUpdate, unchanged, status } };
}

export async function measureImport(base: string, admin: { email: string; password: string }, rows: number): Promise<ImportReport> {
  const token = await adminToken(base, admin);
  // New ISBNs for every run on a kept database: numbered from the clock.
  const file = publisherCsv(rows, (Math.floor(Date.now() / 1000) * 7919) % (999_999 - rows));
  const health = watchHealth(base);
  const first = await importOnce(base, token, file);
  const again = await importOnce(base, token, file);
  await health.stop();
  const holds =
    first.job.status === 'done' &&
    first.job.toCreate === rows &&
    first.totalMs <= 30_000 &&
    again.job.unchanged === rows &&
    again.job.toCreate + again.job.toUpdate === 0 &&
    health.result.failed === 0;
  return {
    rows,
    megabytes: Math.round((file.length / 2 ** 20) * 10) / 10,
    first,
    again,
    health: health.result,
    budget: `${rows} new books imported within 30 s (upload to done); the same file again changes nothing; /api/health never over 500 ms`,
    holds,
  };
}

export function printImport(r: ImportReport, driver: string): void {
  console.log(
    `\nCatalogue import (i, ${driver}): ${r.rows} rows, ${r.megabytes} MB: preview ${(r.first.previewMs / 1000).toFixed(1)} s + import ${(r.first.importMs / 1000).toFixed(1)} s = ${(r.first.totalMs / 1000).toFixed(1)} s ` +
      `(${r.first.job.toCreate} added, ${r.first.job.rejected} refused); the same file again: ${(r.again.totalMs / 1000).toFixed(1)} s, ${r.again.job.unchanged} unchanged, ${r.again.job.toCreate + r.again.job.toUpdate} changed; ` +
      `/api/health meanwhile ${r.health.checks} asked, ${r.health.failed} failed, max ${r.health.maxMs} ms.\n  budget: ${r.budget}: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}

/** Latencies of one kind of request asked every 100 ms (ms; failed: an error status or no answer within 5 s). */
export interface ProbeStats {
  checks: number;
  failed: number;
  p50: number;
  p99: number;
  maxMs: number;
}

/** Asks each path every 100 ms (each waiting for its last answer) until stopped. */
function probe(base: string, paths: Record<string, string>) {
  const times: Record<string, number[]> = {};
  const failed: Record<string, number> = {};
  let on = true;
  const loops = Object.entries(paths).map(async ([name, path]) => {
    times[name] = [];
    failed[name] = 0;
    while (on) {
      const t = performance.now();
      try {
        const res = await fetch(base + path, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (!res.ok) failed[name]!++;
      } catch {
        failed[name]!++;
      }
      times[name]!.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return async (): Promise<Record<string, ProbeStats>> => {
    on = false;
    await Promise.all(loops);
    const stats = (name: string): ProbeStats => {
      const sorted = [...times[name]!].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
      return { checks: sorted.length, failed: failed[name]!, p50: at(0.5), p99: at(0.99), maxMs: Math.round(sorted.at(-1) ?? 0) };
    };
    return Object.fromEntries(Object.keys(paths).map((name) => [name, stats(name)]));
  };
}

type Probed = Record<'health' | 'book', ProbeStats>;

export interface ImportBesideReport {
  rows: number;
  megabytes: number;
  run: ImportRun;
  /** BULK_BATCH_MS of the server measured. */
  batchMs: number;
  /** With nothing else running; during the upload and its preview; during the import. */
  idle: Probed;
  preview: Probed;
  import: Probed;
  budget: string;
  holds: boolean;
}

/** Row j: /api/health and a book page while a publisher's file of `rows` new books is previewed and imported. */
export async function measureImportBesideShoppers(base: string, admin: { email: string; password: string }, rows: number, bookId: string, batchMs: number): Promise<ImportBesideReport> {
  const token = await adminToken(base, admin);
  const file = publisherCsv(rows, ((Math.floor(Date.now() / 1000) * 7919) % (999_999 - rows)) + 1);
  const paths = { health: '/api/health', book: `/api/books/${bookId}` };
  const quiet = probe(base, paths);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idle = (await quiet()) as Probed;
  const previewing = probe(base, paths);
  let preview: Probed | undefined;
  let importing: (() => Promise<Record<string, ProbeStats>>) | undefined;
  const run = await importOnce(base, token, file, async () => {
    preview = (await previewing()) as Probed;
    importing = probe(base, paths);
  });
  const imported = (await importing!()) as Probed;
  const within = (p: Probed) => p.health.failed + p.book.failed === 0 && p.health.p50 <= batchMs && p.book.p50 <= batchMs && p.health.p99 <= 3 * batchMs && p.book.p99 <= 3 * batchMs;
  return {
    rows,
    megabytes: Math.round((file.length / 2 ** 20) * 10) / 10,
    run,
    batchMs,
    idle,
    preview: preview!,
    import: imported,
    budget: `no request fails; p50 <= BULK_BATCH_MS (${batchMs} ms) and p99 <= 3 x BULK_BATCH_MS, for /api/health and a book page alike, during the preview and the import`,
    holds: run.job.status === 'done' && run.job.toCreate === rows && within(preview!) && within(imported),
  };
}

export function printImportBeside(r: ImportBesideReport, driver: string, ceiling?: { rps: number; p50: number; p99: number }): void {
  const line = (s: ProbeStats) => `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.maxMs} ms, ${s.failed} failed of ${s.checks}`;
  const phase = (name: string, p: Probed) => `  ${name.padEnd(12)} /api/health ${line(p.health)}; a book page ${line(p.book)}`;
  console.log(
    `\nImport beside shoppers (j, ${driver}): ${r.rows} rows, ${r.megabytes} MB: preview ${(r.run.previewMs / 1000).toFixed(1)} s + import ${(r.run.importMs / 1000).toFixed(1)} s ` +
      `(${r.run.job.toCreate} added, status ${r.run.job.status}); BULK_BATCH_MS ${r.batchMs}\n` +
      `${phase('alone:', r.idle)}\n${phase('preview:', r.preview)}\n${phase('import:', r.import)}\n` +
      `  ceiling of this run (a): ${ceiling ? `${Math.round(ceiling.rps)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms` : 'not measured (add a to --only)'}\n` +
      `  budget: ${r.budget}: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}

export interface BookExportReport extends Download {
  books: number;
  budget: string;
  holds: boolean;
}

export async function measureBookExport(base: string, admin: { email: string; password: string }, books: number, serverPid: number): Promise<BookExportReport> {
  const token = await adminToken(base, admin);
  const download = await timedDownload(base, '/api/books/export.csv', token, serverPid);
  // A description may hold a line break inside its quotes: the file has at least one line per book.
  const holds = download.rows >= books && download.firstByteMs <= 1_000 && download.health.failed === 0;
  return { books, ...download, budget: 'every listed book, first byte within 1 s, /api/health never over 500 ms', holds };
}

export function printBookExport(r: BookExportReport, driver: string): void {
  console.log(
    `\nCatalogue export (y, ${driver}): ${r.books} books, ${r.rows} lines, ${r.megabytes} MB in ${(r.totalMs / 1000).toFixed(1)} s (first byte ${r.firstByteMs} ms, ${Math.round(r.books / (r.totalMs / 1000))} books/s); ` +
      `server memory ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB; /api/health meanwhile ${r.health.checks} asked, ${r.health.failed} failed, max ${r.health.maxMs} ms.\n  budget: ${r.budget}: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}
