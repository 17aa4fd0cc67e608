/**
 * Issue 29: searches in the orders the search index did not give (name, rating, best-selling) were ranked by the
 * database, every match read and sorted for each deep page. Four at a time from one address held the embedded
 * database's one connection: health checks answered 503 and sign-ins waited seconds. Every order is now given by the
 * index (decision 028), so such a flood costs the database no more than any other search: health checks and sign-ins
 * keep within a small multiple of their latency measured idle in the same test, and never answer 503. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveBookLanguage } from '@boipoka/shared';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { generatedCatalogueBook } from '../../src/db/seed-cli-data';
import { rememberSearchKeys, withSearchColumns } from '../../src/modules/search';
import { createUser, PASSWORD } from '../factories';
import { TestClock, testConfig } from '../test-app';
import { createTestDatabase, createWorkerTestDatabase, usingRealPostgres } from '../test-database';
import { rowsOf } from './support';

/** Books in the catalogue: enough that ranking every match of a common word by the database takes a while. */
const BOOKS = 12_000;
/** Requests of the flood, four at a time (a bounded count: the test ends by itself). */
const FLOOD = 120;
const AT_ONCE = 4;
/** Health checks and sign-ins may take this many times their idle median while the flood runs. */
const RATIO = 20;

/**
 * The seed CLI's generated catalogue (its books, their search keys and language, the keys' vocabulary), written in one
 * statement: as 1,000-row inserts it took twice as long, and the test measures the searches, not the writing.
 */
async function seedCatalogue(database: Database, count: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const book = generatedCatalogueBook(i, now);
    return withSearchColumns({ altTitle: '', altAuthor: '', ...book, language: deriveBookLanguage(book) });
  });
  await database.db.transaction(async (tx) => {
    await rememberSearchKeys(
      tx,
      rows.flatMap((row) => row.searchKeys),
    );
    await tx.execute(sql`
      insert into books (id, title, author, alt_title, alt_author, category, price_cents, quantity, image, description, created_at, updated_at,
        language, search_keys, search_title_forms, search_keys_version)
      select id, title, author, "altTitle", "altAuthor", category, "priceCents", quantity, image, description, "createdAt", "updatedAt",
        language, "searchKeys", "searchTitleForms", "searchKeysVersion"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, title text, author text, "altTitle" text, "altAuthor" text,
        category text, "priceCents" int, quantity int, image text, description text, "createdAt" timestamptz, "updatedAt" timestamptz,
        language text, "searchKeys" text[], "searchTitleForms" text[], "searchKeysVersion" smallint)`);
  });
  expect(await rowsOf<{ books: number }>(database.db, sql`select count(*)::int as books from books`)).toEqual([{ books: count }]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('a flood of searches sorted by name, rating or best-selling', () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let email = '';

  beforeAll(async () => {
    if (usingRealPostgres()) {
      const test = await createTestDatabase();
      [database, cleanup] = [test.database, test.cleanup];
    } else {
      // The embedded database as the server runs it: in its worker thread, where a statement runs on after its caller
      // has stopped waiting (PGlite cannot cancel one) and a health check waits behind it.
      database = await createWorkerTestDatabase();
      cleanup = () => database.close();
    }
    await seedCatalogue(database, BOOKS);
    // Ratings and sales that differ from book to book: the orders have something to sort by.
    await database.db.execute(sql`update books set rating_count = 1 + (abs(hashtext(id::text)) % 40), rating_average = 1 + (abs(hashtext(title || id::text)) % 400) / 100.0
      where abs(hashtext(id::text)) % 3 = 0`);
    await database.db.execute(sql`update book_sales set copies = abs(hashtext(book_id::text)) % 50 where abs(hashtext(book_id::text)) % 2 = 0`);
    // The index in its worker thread, as the server runs it: the flood is ranked beside the server's thread.
    app = await buildApp({ db: database, config: testConfig(new TestClock(), { searchIndexThread: 'worker' }) });
    await app.ready();
    await app.searchEngine.start();
    email = (await createUser(database.db)).email;
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  async function timed(method: 'GET' | 'POST', url: string, payload?: object): Promise<{ ms: number; status: number }> {
    const started = performance.now();
    const res = await app.inject({ method, url, payload });
    return { ms: performance.now() - started, status: res.statusCode };
  }
  const health = () => timed('GET', '/api/health');
  const signIn = () => timed('POST', '/api/users/login', { email, password: PASSWORD });

  it('leaves health checks and sign-ins answering as before, never 503; the flood itself is answered', async () => {
    // Idle: the same requests, the same way, before the flood.
    const idle = { health: [] as number[], signIn: [] as number[] };
    for (let i = 0; i < 12; i += 1) {
      const h = await health();
      const s = await signIn();
      expect([h.status, s.status]).toEqual([200, 200]);
      idle.health.push(h.ms);
      idle.signIn.push(s.ms);
    }

    const sorts = ['name', 'bestselling', 'rating'];
    const words = ['the', 'river', 'nodi', 'song'];
    let next = 0;
    const floodStatuses: number[] = [];
    let flooding = true;
    const flood = async () => {
      for (let n = next++; n < FLOOD; n = next++) {
        // Deep random pages and a price floor that differs every time (so the catalogue cache never answers).
        const page = 1 + ((n * 37) % 60);
        const url = `/api/books?q=${words[n % words.length]}&sort=${sorts[n % sorts.length]}&page=${page}&limit=100&minPrice=0.00${n + 1}`;
        floodStatuses.push((await app.inject({ method: 'GET', url })).statusCode);
      }
    };
    const during = { health: [] as number[], signIn: [] as number[], statuses: [] as number[] };
    const probe = async () => {
      while (flooding) {
        const h = await health();
        const s = await signIn();
        during.health.push(h.ms);
        during.signIn.push(s.ms);
        during.statuses.push(h.status, s.status);
      }
    };
    const probing = probe();
    await Promise.all(Array.from({ length: AT_ONCE }, flood));
    flooding = false;
    await probing;

    const ratios = { health: median(during.health) / median(idle.health), signIn: median(during.signIn) / median(idle.signIn) };
    console.log(
      `sort flood (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${BOOKS} books): health p50 ${median(idle.health).toFixed(1)} → ${median(during.health).toFixed(1)} ms (×${ratios.health.toFixed(1)}), ` +
        `sign-in p50 ${median(idle.signIn).toFixed(1)} → ${median(during.signIn).toFixed(1)} ms (×${ratios.signIn.toFixed(1)}), ${during.health.length} probes, flood ${floodStatuses.join(',')}`,
    );
    expect(during.statuses.filter((status) => status !== 200)).toEqual([]);
    expect(floodStatuses.filter((status) => status !== 200)).toEqual([]);
    expect(during.health.length).toBeGreaterThan(0);
    expect(ratios.health).toBeLessThan(RATIO);
    expect(ratios.signIn).toBeLessThan(RATIO);
  }, 180_000);
});
