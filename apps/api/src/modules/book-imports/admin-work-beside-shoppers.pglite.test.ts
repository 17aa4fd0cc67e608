/**
 * The admin's heavy work must not take the embedded database from everyone else (issue 29): PGlite runs one statement at
 * a time in its worker and cannot interrupt one (decision 007), so a preview of a large file, its import and a bulk
 * action on thousands of books are done in short batches (decision 031), and /api/health, which asks the database,
 * keeps answering meanwhile. Run on the worker the server itself uses, as a server would; latencies are judged only
 * against health's own latency measured in this test before the work began.
 */
import { isbn13CheckDigit, type BookImport } from '@boipoka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createWorkerTestDatabase } from '../../../test/test-database';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { TestClock, testConfig } from '../../../test/test-app';

/** A large file's rows: previewed only (one statement over all of them held the database for seconds). */
const PREVIEW_ROWS = 20_000;
/** A file imported whole, then changed by one bulk action (one statement over all of them held it for a second or more). */
const IMPORT_ROWS = 2_000;

function isbn(n: number): string {
  const body = `978984${String(n).padStart(6, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

/** A publisher's file of new books numbered from `first`, every column filled, Bangla and English. */
function publisherFile(rows: number, first: number): Buffer {
  const lines = ['title,author,altTitle,altAuthor,category,language,price,listPrice,quantity,isbn,publisher,pages,yearPublished,description'];
  for (let n = first; n < first + rows; n++) {
    const bangla = n % 2 === 0;
    lines.push(
      [
        bangla ? `নদী ও আকাশ ${n}` : `Shelf Mover River ${n}`,
        bangla ? 'সৈয়দ শামসুল হক' : 'Shelf Mover Author',
        bangla ? `Shelf Mover Nodi ${n}` : '',
        bangla ? 'Syed Shamsul Haq' : '',
        'Fiction',
        bangla ? 'bn' : 'en',
        `${3 + (n % 40)}.50`,
        '',
        String(1 + (n % 25)),
        isbn(n),
        bangla ? 'অন্যপ্রকাশ' : 'Bench House',
        String(100 + (n % 400)),
        String(1950 + (n % 70)),
        `"A description long enough for the rules, number ${n}, with a comma."`,
      ].join(','),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

type Probe = { ms: number; status: number };

/** Asks /api/health every 50 ms (each waiting for the last) until `stop()`; what it met. */
function watchHealth(app: FastifyInstance) {
  const probes: Probe[] = [];
  const started = performance.now();
  let on = true;
  const done = (async () => {
    while (on) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      probes.push({ ms: performance.now() - t0, status: res.statusCode });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    /** What health met, and how long the watch (the job) lasted. */
    async stop() {
      on = false;
      await done;
      return Object.assign(probes, { spanMs: performance.now() - started });
    },
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};
const summary = (probes: Probe[] & { spanMs?: number }) => ({
  spanMs: Math.round(probes.spanMs ?? 0),
  checks: probes.length,
  failed: probes.filter((p) => p.status !== 200).length,
  p50: Math.round(
    quantile(
      probes.map((p) => p.ms),
      0.5,
    ),
  ),
  p90: Math.round(
    quantile(
      probes.map((p) => p.ms),
      0.9,
    ),
  ),
  max: Math.round(Math.max(...probes.map((p) => p.ms))),
});

let database: Database;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  database = await createWorkerTestDatabase();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function startApp(overrides: Parameters<typeof testConfig>[1] = {}) {
  await app?.close();
  // The search index in its worker thread too, as a server runs it.
  app = await buildApp({ db: database, config: testConfig(new TestClock(), { searchIndexThread: 'worker', ...overrides }) });
  await app.ready();
  await app.searchEngine.start();
}

describe("the admin's heavy work on the embedded database, beside other requests", () => {
  it('a large preview, an import, a bulk action on thousands of books: /api/health keeps answering, within a ratio of its own latency', async () => {
    // Health's own latency on this machine, now.
    await startApp();
    admin = await createSignedInUser(app, database.db, { role: 'admin' });
    const idle = watchHealth(app);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const baseline = summary(await idle.stop());
    const unit = Math.max(baseline.p90, 1);
    // Batches sized to hold the database for twice that (BULK_BATCH_MS; the default is 100 ms): what other requests meet
    // must then follow health's own latency, whatever the machine, and not the size of the job.
    await startApp({ bulkBatchMs: Math.max(5, Math.round(2 * unit)) });

    const previewing = watchHealth(app);
    const large = multipart(publisherFile(PREVIEW_ROWS, 100_000), 'publisher-large.csv', 'text/csv', 'file');
    const previewed = await app.inject({ method: 'POST', url: '/api/books/imports', payload: large.payload, headers: { ...large.headers, ...admin.auth } });
    const duringPreview = summary(await previewing.stop());
    expect(previewed.statusCode, previewed.body).toBe(201);
    expect(previewed.json().data).toMatchObject({ status: 'previewed', rows: PREVIEW_ROWS, valid: PREVIEW_ROWS, toCreate: PREVIEW_ROWS });

    const importing = watchHealth(app);
    const form = multipart(publisherFile(IMPORT_ROWS, 1), 'publisher.csv', 'text/csv', 'file');
    const uploaded = await app.inject({ method: 'POST', url: '/api/books/imports', payload: form.payload, headers: { ...form.headers, ...admin.auth } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = uploaded.json().data as BookImport;
    expect((await app.inject({ method: 'POST', url: `/api/books/imports/${preview.id}/start`, headers: admin.auth })).statusCode).toBe(202);
    let job = preview;
    for (let i = 0; i < 1_200 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await app.inject({ method: 'GET', url: `/api/books/imports/${preview.id}`, headers: admin.auth })).json().data;
    }
    const duringImport = summary(await importing.stop());
    expect(job).toMatchObject({ status: 'done', toCreate: IMPORT_ROWS });

    const bulking = watchHealth(app);
    const bulk = await app.inject({ method: 'POST', url: '/api/books/bulk', headers: admin.auth, payload: { q: 'shelf mover', action: 'category', category: 'Poetry' } });
    const duringBulk = summary(await bulking.stop());
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ updated: IMPORT_ROWS });

    const report = { idle: baseline, preview: duringPreview, import: duringImport, bulk: duringBulk };
    console.log(`/api/health (ms): ${JSON.stringify(report)}`);
    for (const [phase, during] of Object.entries({ preview: duringPreview, import: duringImport, bulk: duringBulk })) {
      expect(during.failed, phase).toBe(0);
      // Most answers within a few batches' time.
      expect(during.p90, `${phase}: p90 ${during.p90} ms, idle p90 ${baseline.p90} ms`).toBeLessThanOrEqual(15 * unit);
      // None held for the job (before issue 29 one answer waited the whole job, seconds). The slowest is judged against
      // health's own latency, or against a tenth of the job where that is more: on a busy two-core runner a single
      // answer of a millisecond machine also meets the scheduler and the collector, whatever the batches.
      const ceiling = Math.max(40 * unit, during.spanMs / 10);
      expect(during.max, `${phase}: max ${during.max} ms, idle p90 ${baseline.p90} ms, job ${during.spanMs} ms`).toBeLessThanOrEqual(ceiling);
    }
  }, 300_000);
});
