#!/usr/bin/env tsx
/**
 * `npm run bench:api [-- --books 100000 --duration 10 --warmup 2 --connections 50 --only=a,b,...|search --seeded=…]`
 *
 * Seeds a fresh database (PostgreSQL when DATABASE_URL is set: a new database on that server, dropped afterwards;
 * otherwise embedded PGlite in a temp DATA_DIR, removed afterwards) with the seed CLI, starts the production
 * server (apps/api/dist/server.js) with RATE_LIMIT_MAX=0 and drives it with autocannon on 127.0.0.1.
 * A Fastify hello-world, started the same way, is measured in the same run as the machine's ceiling. The catalogue
 * reads are measured again on a second server with CATALOGUE_CACHE=off (rows b0-e0: the database path alone).
 * Row g (and g0, cache off): 30 attackers sending searches no index can serve beside 20 shoppers, with /api/health asked
 * every 100 ms; budget: the shoppers' p99 under 100 ms and no failed health check.
 * Rows s0 and u0 (issue 13, `--only=search` runs them with the ceiling): cold searches and suggestions as you type with
 * the catalogue cache off, every request a different query of 40,000 generated from the catalogue in both scripts
 * (search-queries.ts), with /api/health and a book page watched meanwhile; u0 prints "not available" while
 * GET /api/books/suggest answers 404. `--seeded=<DATABASE_URL | DATA_DIR>` benches an already seeded database and keeps it.
 * Row x (issue 14, `--only=export [--orders 100000]`): the admin's CSV export of that many orders (orders-export.ts).
 * Rows y and i (issue 16, `--only=book-export`, `--only=import [--import-rows 10000]`): the catalogue's CSV export at
 * the seeded size, and the import of a publisher's file of new books, twice (catalogue-transfer.ts).
 * Row j (issue 29, `--only=a,j [--admin-rows 50000]`, the embedded database): /api/health and a book page (p50, p99,
 * failures) while a publisher's file of 50,000 new books is previewed and imported, beside the same run's ceiling.
 * Row p (issue 32, `--only=a,f,p`): orders paid online with bKash at 50 connections, each a reader's whole purchase (the
 * order, its payment started, Pay pressed at the bKash simulator this process runs, the return), beside row f's cash on
 * delivery; then every order of the row must be paid, by one payment, and no book oversold (paid-orders.ts). Its server
 * is a Taka shop pointed at the simulator by BKASH_BASE_URL: on the seeded database when that is a Taka shop, else on a
 * database of its own seeded with SHOP_CURRENCY=BDT (`--pay-books`, the catalogue's size by default).
 * BENCH_SERVER_NODE_ARGS adds Node flags to the API servers (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for CPU profiles).
 * Prints a table and writes JSON to bench/results/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { computeCheckoutTotals, pricingRulesFor, type PricingRules, type PublicSettings } from '@boipoka/shared';
import { type BenchQuery, type CatalogueText, type QueryKind, searchQueries, typedPrefixes } from './search-queries';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { PasswordHasher } from '../../apps/api/src/lib/passwords';
import { sql } from 'drizzle-orm';
import {
  type BookExportReport,
  type ImportBesideReport,
  type ImportReport,
  measureBookExport,
  measureImport,
  measureImportBesideShoppers,
  printBookExport,
  printImport,
  printImportBeside,
} from './catalogue-transfer';
import { type ExportFixture, type ExportReport, insertBenchAdmin, measureExport, printExport, seedExportOrders } from './orders-export';
import { checkOversells, type OversellCheck } from './oversells';
import { checkPaidOrders, type PaidCheck, type PayingPhase, payingReaders } from './paid-orders';
import { startBkashSimulator } from '../../apps/api/src/simulators/bkash-simulator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = join(root, 'apps', 'api');

// ---------------------------------------------------------------- options
function arg(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const a = argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : (argv[i + 1] ?? fallback);
}
const BOOKS = Number(arg('books', '100000'));
const DURATION = Number(arg('duration', '10'));
const WARMUP = Number(arg('warmup', '2'));
const CONNECTIONS = Number(arg('connections', '50'));
const CUSTOMERS = Number(arg('customers', '50'));
/** Orders written for row x, the CSV export. */
const ORDERS = Number(arg('orders', '100000'));
/** Rows of the publisher's file of row i, the CSV import. */
const IMPORT_ROWS = Number(arg('import-rows', '10000'));
/** Rows of the publisher's file of row j, the import beside other requests (issue 29). */
const ADMIN_ROWS = Number(arg('admin-rows', '50000'));
/** Row ids to run; `search` stands for the cold-search rows and the ceiling they are compared with (a, s0, u0). */
const ONLY = arg('only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .flatMap((id) => (id === 'search' ? ['a', 's0', 'u0'] : id === 'export' ? ['x'] : id === 'import' ? ['i'] : id === 'book-export' ? ['y'] : id === 'admin' ? ['a', 'j'] : [id]));
/**
 * An already seeded database to bench instead of seeding a new one (kept afterwards): a PostgreSQL URL, or a DATA_DIR
 * for PGlite. Seeding 1,000,000 books takes a while; seed once with `npm run db:seed -- --books 1000000`, bench often.
 */
const SEEDED = arg('seeded', '');
/** Books seeded into row p's own Taka database (when the bench's is a dollar shop); 0: as many as the bench's catalogue. */
const PAY_BOOKS = Number(arg('pay-books', '0'));
/** Row p begins at most this many purchases per phase (warm-up, measure), however fast the machine. */
const PAY_MAX_PURCHASES = 100_000;
/** Distinct queries generated for the cold-search rows (s0, u0); issue 13 asks for at least 10,000. */
const SEARCH_QUERIES = Number(arg('search-queries', '40000'));
const KEEP = process.argv.includes('--keep'); // keep the temp data dir / database for inspection

const JWT_SECRET = randomBytes(32).toString('base64url');
const STOCKED_BOOKS = 200;
const STOCKED_QUANTITY = 1_000_000;
const SCARCE_BOOKS = 10;
const SCARCE_QUANTITY = 20;

// ---------------------------------------------------------------- process bookkeeping
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

/** The buyers' access tokens on the server at `base`, one sign-in each (rows f and p). */
async function signInBuyers(base: string, customers: { email: string; password: string }[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const c of customers) {
    const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c) });
    const body = (await res.json()) as { data?: { accessToken?: string } };
    if (!res.ok || !body.data?.accessToken) throw new Error(`login of ${c.email} failed: ${res.status}`);
    tokens.push(body.data.accessToken);
  }
  return tokens;
}

/** A new PostgreSQL database on the server of `serverUrl`, dropped when the bench ends (kept with --keep); its URL. */
async function scratchDatabase(serverUrl: string, suffix = ''): Promise<string> {
  const dbName = `boipoka_bench_${randomBytes(4).toString('hex')}${suffix}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database "${dbName}"`);
  console.log(`[bench] PostgreSQL: created database ${dbName}`);
  cleanups.push(async () => {
    if (KEEP) return console.log(`[bench] kept database ${dbName}`);
    await run(`drop database if exists "${dbName}" with (force)`);
    console.log(`[bench] dropped database ${dbName}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}
let cleaningUp = false;

async function cleanup() {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const child of children) stopChild(child, 'SIGKILL');
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error('[bench] cleanup step failed:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping servers and removing temp data.`);
    void cleanup().then(() => process.exit(130));
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, signal);
    } catch {
      /* gone */
    }
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return void children.delete(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stopChild(child, 'SIGTERM');
  const timer = setTimeout(() => stopChild(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function startNode(script: string, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const fd = openSync(logFile, 'a');
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the API servers (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them).
  const nodeArgs = script.includes('hello-server') ? [] : (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - t0;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Waits until the server's search index has loaded (health's `search` leaves 'loading'): rows measure the index, not its fallback. */
async function waitForSearchIndex(base: string, timeoutMs = 600_000): Promise<void> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    const body = (await (await fetch(`${base}/api/health`)).json()) as { data?: { search?: string } };
    if (body.data?.search !== 'loading') {
      console.log(`[bench] ${base}: searches answered by ${body.data?.search ?? '?'} (index loaded ${((performance.now() - t0) / 1000).toFixed(1)} s after the first answer)`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base}: the search index did not load within ${timeoutMs} ms`);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
}

// ---------------------------------------------------------------- autocannon
interface Scenario {
  id: string;
  label: string;
  /** a: the ceiling; b-e: catalogue; f: orders */
  kind: 'ceiling' | 'read' | 'orders';
  requests: autocannon.Request[];
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

interface Measured {
  id: string;
  label: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  status: Record<string, number>;
  errors: number;
  timeouts: number;
  non2xx: number;
  conflicts409: number;
  ratio?: number;
  /** 1-minute load average after the run: other work on the machine skews every figure when it exceeds the core count. */
  load1: number;
  /**
   * CPU time per request during the measured run (Linux: /proc), in ms: the server under test (all its threads) and
   * PostgreSQL (every postgres process). What a request costs whatever else the machine runs, and however fast its cores
   * are today; throughput swings with both.
   */
  cpu?: { server: number; postgres: number };
}

/** Clock ticks a second (`getconf CLK_TCK`; 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU seconds used so far by the bench's servers (a node running server.js or hello-server.mjs) and by PostgreSQL; undefined off Linux. */
function cpuSeconds(): { server: number; postgres: number } | undefined {
  if (process.platform !== 'linux') return undefined;
  const out = { server: 0, postgres: 0 };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after the comm.
      const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      if (comm === 'postgres') out.postgres += seconds;
      else if (comm === 'node' || comm === 'MainThread') {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (cmdline.includes('dist/server.js') || cmdline.includes('hello-server.mjs')) out.server += seconds;
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

async function cannon(url: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: scenario.requests,
  });
}

function summarise(s: Scenario, r: autocannon.Result): Measured {
  const status: Record<string, number> = {};
  for (const [code, v] of Object.entries((r as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {})) status[code] = v.count;
  const conflicts409 = s.kind === 'orders' ? (status['409'] ?? 0) : 0;
  return {
    id: s.id,
    label: s.label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    status,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx - conflicts409,
    conflicts409,
    load1: Number(loadavg()[0]!.toFixed(1)),
  };
}

/** autocannon leaves up to `connections` requests in flight when it stops; let the server finish them before the next scenario. */
async function drain(baseUrl: string, maxMs = 120_000) {
  const t0 = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - t0 < maxMs) {
    const s = performance.now();
    try {
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    } catch {
      /* keep polling */
    }
    fast = performance.now() - s < 30 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measure(baseUrl: string, s: Scenario, statusTotals?: Record<string, number>): Promise<Measured> {
  process.stdout.write(`[bench] ${s.id}) ${s.label}: warm-up ${WARMUP}s, measure ${DURATION}s … `);
  const warm = await cannon(baseUrl, s, WARMUP);
  if (s.kind !== 'ceiling') await drain(baseUrl);
  const cpuBefore = cpuSeconds();
  const r = await cannon(baseUrl, s, DURATION);
  const cpuAfter = cpuSeconds();
  if (statusTotals) {
    for (const res of [warm, r]) {
      for (const [code, v] of Object.entries((res as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {})) {
        statusTotals[code] = (statusTotals[code] ?? 0) + v.count;
      }
    }
  }
  if (s.kind !== 'ceiling') await drain(baseUrl);
  const m = summarise(s, r);
  if (cpuBefore && cpuAfter && m.requests > 0) {
    m.cpu = { server: ((cpuAfter.server - cpuBefore.server) * 1000) / m.requests, postgres: ((cpuAfter.postgres - cpuBefore.postgres) * 1000) / m.requests };
  }
  console.log(`${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.cpu ? `, CPU ${m.cpu.server.toFixed(3)} ms server + ${m.cpu.postgres.toFixed(3)} ms PostgreSQL a request` : ''}`);
  return m;
}

// ---------------------------------------------------------------- database
interface Prepared {
  ids: string[];
  /** Books the search queries are generated from. */
  texts: CatalogueText[];
  stocked: { id: string; priceCents: number; quantity: number }[];
  /** When the books' stock was set: row f's oversell check counts orders from then on. */
  at: Date;
  scarce: { id: string; priceCents: number; quantity: number }[];
  customers: { email: string; password: string }[];
}

async function withDb<T>(env: { databaseUrl?: string; dataDir: string }, fn: (db: Database) => Promise<T>): Promise<T> {
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

type Rows<T> = { rows: T[] };

async function prepare(database: Database, options: { customers: boolean; texts: boolean; buyerPrefix?: string }): Promise<Prepared> {
  const { db } = database;
  // Orders placed before this are not this run's (an earlier run's, on a --seeded database whose stock is set again here).
  const at = new Date();
  const pick = (await db.execute(sql`select id from books where archived_at is null order by random() limit 2000`)) as unknown as Rows<{ id: string }>;
  const ids = pick.rows.map((r) => r.id);
  const stockedIds = ids.slice(0, STOCKED_BOOKS);
  const scarceIds = ids.slice(STOCKED_BOOKS, STOCKED_BOOKS + SCARCE_BOOKS);
  await db.execute(
    sql`update books set quantity = ${STOCKED_QUANTITY} where id in (${sql.join(
      stockedIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  await db.execute(
    sql`update books set quantity = ${SCARCE_QUANTITY} where id in (${sql.join(
      scarceIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const load = async (list: string[]) =>
    (
      (await db.execute(
        sql`select id, price_cents as "priceCents", quantity from books where id in (${sql.join(
          list.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )) as unknown as Rows<{
        id: string;
        priceCents: number;
        quantity: number;
      }>
    ).rows;
  // One argon2 hash for all bench customers: creating accounts is not what is measured.
  const password = `Bench-${randomBytes(6).toString('hex')}!9a`;
  const hash = await new PasswordHasher({ memoryCost: 19456, timeCost: 2, parallelism: 1 }).hash(password);
  const prefix = options.buyerPrefix ?? 'bench-buyer';
  const customers = options.customers ? Array.from({ length: CUSTOMERS }, (_, i) => ({ email: `${prefix}-${i}@example.com`, password })) : [];
  for (const c of customers) {
    await db.execute(sql`insert into users (name, email, password_hash, role) values (${`Bench Buyer ${c.email.split('@')[0]}`}, ${c.email}, ${hash}, 'user')
                        on conflict ((lower(email))) do update set password_hash = excluded.password_hash`);
  }
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only scans rely on.
  await db.execute(sql`vacuum analyze`);
  // The books the search queries are made from: the same ones on every run against one seeded database (ordered by a
  // hash of the id, not at random), so two runs, or two builds, are asked the same queries.
  const texts = options.texts
    ? (
        (await db.execute(
          sql`select title, author, alt_title as "altTitle", alt_author as "altAuthor" from books where archived_at is null order by md5(id::text) limit 20000`,
        )) as unknown as Rows<CatalogueText>
      ).rows
    : [];
  return { ids: ids.slice(STOCKED_BOOKS + SCARCE_BOOKS), texts, stocked: await load(stockedIds), scarce: await load(scarceIds), customers, at };
}

// ---------------------------------------------------------------- scenarios
function catalogueScenarios(ids: string[]): Scenario[] {
  const typos = ['Gitanjli', 'humayun ahmd', 'Lanturn', 'Chowdhry', 'monsun gardn', 'Horizn Keeper'];
  let t = 0;
  let i = 0;
  return [
    // The web app always asks for a page (a bare /api/books is the original client's whole list, up to 2,000 books).
    { id: 'b', label: 'GET /api/books (first page)', kind: 'read', requests: [{ method: 'GET', path: '/api/books?page=1&limit=24' }] },
    {
      id: 'c',
      label: 'deep page: price 10-50, price-high, page 200',
      kind: 'read',
      requests: [{ method: 'GET', path: '/api/books?minPrice=10&maxPrice=50&sort=price-high&page=200&limit=24' }],
    },
    {
      id: 'd',
      label: `typo search q (${typos.length} rotating)`,
      kind: 'read',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/books?q=${encodeURIComponent(typos[t++ % typos.length]!)}&page=1&limit=24` }) }],
    },
    {
      id: 'e',
      label: `GET /api/books/:id (${ids.length} rotating ids)`,
      kind: 'read',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/books/${ids[i++ % ids.length]}` }) }],
    },
  ];
}

// ---------------------------------------------------------------- attackers beside shoppers (issue 11)
/**
 * 30 connections send searches no index can serve (99 emoji and a varying one, limit 100, page 2: every one a new query)
 * while 20 shoppers browse, search and open books, and /api/health is asked every 100 ms. Budget: the shoppers' p99 under
 * 100 ms and not one failed health check.
 */
async function attackersBesideShoppers(base: string, ids: string[], id: string): Promise<{ shoppers: Measured; attackers: Measured; health: { checks: number; failed: number; maxMs: number } }> {
  const label = id === 'g' ? '' : ', cache off';
  process.stdout.write(`[bench] ${id}) 30 attackers (emoji searches) beside 20 shoppers${label}: measure ${DURATION}s … `);
  let n = 0;
  const attacker: Scenario = {
    id,
    label: `attackers: q = 99 emoji + a varying one, limit 100, page 2${label}`,
    kind: 'read',
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          n++;
          const varying = String.fromCodePoint(0x1f600 + (n % 80)) + '!?%_~'.slice(0, n % 6) + '🔥'.repeat(n % 11);
          return { ...req, path: `/api/books?q=${encodeURIComponent('🙂'.repeat(99) + varying)}&limit=100&page=2` };
        },
      },
    ],
  };
  const typos = ['Gitanjli', 'humayun ahmd', 'Lanturn', 'Chowdhry', 'monsun gardn', 'Horizn Keeper'];
  let k = 0;
  const shopperPaths = () => {
    k++;
    switch (k % 4) {
      case 0:
        return `/api/books?page=${1 + (k % 5)}&limit=24`;
      case 1:
        return `/api/books?q=${encodeURIComponent(typos[k % typos.length]!)}&page=1&limit=24`;
      case 2:
        return `/api/books?category=Poetry&sort=price-low&page=${1 + (k % 3)}&limit=24`;
      default:
        return `/api/books/${ids[k % ids.length]}`;
    }
  };
  const shopper: Scenario = { id, label: `shoppers: pages, typo searches, books${label}`, kind: 'read', requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: shopperPaths() }) }] };
  const health = { checks: 0, failed: 0, maxMs: 0 };
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const t = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (!res.ok) health.failed++;
      } catch {
        health.failed++;
      }
      health.checks++;
      health.maxMs = Math.max(health.maxMs, Math.round(performance.now() - t));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const run = (s: Scenario, connections: number) => autocannon({ url: base, connections, duration: DURATION, pipelining: 1, timeout: 10, requests: s.requests });
  const [a, b] = await Promise.all([run(attacker, 30), run(shopper, 20)]);
  polling = false;
  await poll;
  await drain(base);
  const attackers = summarise(attacker, a);
  const shoppers = summarise(shopper, b);
  console.log(
    `shoppers ${Math.round(shoppers.rps)} req/s p99 ${shoppers.p99} ms; attackers ${Math.round(attackers.rps)} req/s; health ${health.checks} checks, ${health.failed} failed, max ${health.maxMs} ms`,
  );
  return { shoppers, attackers, health };
}

// ---------------------------------------------------------------- cold search (issue 13, "Fast, cold, at any size")
interface SearchReport {
  queries: number;
  /** How many requests each row sent (warm-up and measure), against the distinct queries it had. */
  sent: Record<string, number>;
  /** Share of a sample of the queries (asked one by one before the rows) that found at least one book, per kind. */
  found: Record<string, { asked: number; found: number }>;
  /** Other requests asked every 100 ms during the rows: /api/health and one book's page (a database read). */
  stall: Record<string, { checks: number; failed: number; maxMs: number; p99Ms: number }>;
  suggest: 'measured' | 'not available' | 'skipped';
  budgets: string[];
}

/** Asks `/api/health` and a book's page every 100 ms while `during` runs: what other clients meet meanwhile. */
async function watchOthers<T>(base: string, bookId: string, during: () => Promise<T>) {
  const probes = { health: '/api/health', book: `/api/books/${bookId}` };
  const times: Record<string, number[]> = { health: [], book: [] };
  const failed: Record<string, number> = { health: 0, book: 0 };
  let polling = true;
  const poll = async (name: keyof typeof probes) => {
    while (polling) {
      const t = performance.now();
      try {
        const res = await fetch(base + probes[name], { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (!res.ok) failed[name]!++;
      } catch {
        failed[name]!++;
      }
      times[name]!.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const pollers = [poll('health'), poll('book')];
  const result = await during();
  polling = false;
  await Promise.all(pollers);
  const stats = (name: string) => {
    const sorted = [...times[name]!].sort((a, b) => a - b);
    return {
      checks: sorted.length,
      failed: failed[name]!,
      maxMs: Math.round(sorted.at(-1) ?? 0),
      p99Ms: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0),
    };
  };
  return { result, stall: { health: stats('health'), book: stats('book') } };
}

/** Before measuring: asks a sample of the queries one by one and counts, per kind, how many found a book. */
async function sampleFound(base: string, queries: BenchQuery[], perKind = 40) {
  const found: Record<string, { asked: number; found: number }> = {};
  for (const query of queries) {
    const tally = (found[query.kind] ??= { asked: 0, found: 0 });
    if (tally.asked >= perKind) continue;
    tally.asked++;
    try {
      const res = await fetch(`${base}/api/books?q=${encodeURIComponent(query.q)}&page=1&limit=24`, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as { meta?: { total?: number }; data?: unknown[] };
      if ((body.meta?.total ?? body.data?.length ?? 0) > 0) tally.found++;
    } catch {
      // counted as not found (a timeout, a closed connection): the rows below measure what the server does under load
    }
    if (Object.values(found).every((t) => t.asked >= perKind) && Object.keys(found).length >= 8) break;
  }
  return found;
}

/**
 * Rows s0 (search, `GET /api/books?q=…&page=1&limit=24`) and u0 (suggestions as you type, `GET /api/books/suggest?q=…`)
 * on the server with the catalogue cache off: every request a query not asked before in the row, from at least 10,000
 * distinct ones generated from the catalogue in both scripts. Other requests are watched meanwhile (no stall).
 */
async function coldSearchRows(base: string, prepared: Prepared, wants: (id: string) => boolean): Promise<{ rows: Measured[]; report: SearchReport }> {
  const queries = searchQueries(prepared.texts, SEARCH_QUERIES);
  const prefixes = typedPrefixes(prepared.texts, SEARCH_QUERIES);
  const kinds = queries.reduce<Partial<Record<QueryKind, number>>>((acc, q) => ((acc[q.kind] = (acc[q.kind] ?? 0) + 1), acc), {});
  console.log(
    `[bench] search: ${queries.length} distinct queries from ${prepared.texts.length} books (${Object.entries(kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}); ${prefixes.length} typed prefixes`,
  );
  const report: SearchReport = { queries: queries.length, sent: {}, found: {}, stall: {}, suggest: 'skipped', budgets: [] };
  const rows: Measured[] = [];
  if (wants('s0')) {
    report.found = await sampleFound(base, queries);
    console.log(
      `[bench] search: queries that find a book, per kind (sample): ${Object.entries(report.found)
        .map(([k, t]) => `${k} ${t.found}/${t.asked}`)
        .join(', ')}`,
    );
    let n = 0;
    const scenario: Scenario = {
      id: 's0',
      label: `cold search: ${queries.length} distinct queries, both scripts, cache off`,
      kind: 'read',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/books?q=${encodeURIComponent(queries[n++ % queries.length]!.q)}&page=1&limit=24` }) }],
    };
    const { result, stall } = await watchOthers(base, prepared.ids[0]!, () => measure(base, scenario));
    report.sent.s0 = n;
    report.stall.s0 = stall.book;
    report.stall['s0-health'] = stall.health;
    rows.push({ ...result, label: `${result.label}${n > queries.length ? ` (queries repeated: ${n} sent)` : ''}` });
  }
  if (wants('u0')) {
    const probe = await fetch(`${base}/api/books/suggest?q=${encodeURIComponent(prefixes[0] ?? 'ri')}`);
    await probe.arrayBuffer();
    if (probe.status === 404) {
      report.suggest = 'not available';
      console.log('[bench] u0) suggestions as you type: GET /api/books/suggest answers 404 — not available in this build, row skipped');
    } else {
      report.suggest = 'measured';
      let n = 0;
      const scenario: Scenario = {
        id: 'u0',
        label: `suggestions as you type: ${prefixes.length} distinct prefixes, cache off`,
        kind: 'read',
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/books/suggest?q=${encodeURIComponent(prefixes[n++ % prefixes.length]!)}` }) }],
      };
      const { result, stall } = await watchOthers(base, prepared.ids[0]!, () => measure(base, scenario));
      report.sent.u0 = n;
      report.stall.u0 = stall.book;
      report.stall['u0-health'] = stall.health;
      rows.push({ ...result, label: `${result.label}${n > prefixes.length ? ` (prefixes repeated: ${n} sent)` : ''}` });
    }
  }
  return { rows, report };
}

const CITIES = ['Dhaka', 'Chittagong', 'Sylhet', 'Khulna', 'Rajshahi'];

/**
 * The k-th order of rows f and p: 1-3 stocked books, one order in ten also a scarce one, to the k-th buyer's address, its
 * total from computeCheckoutTotals under the shop's rules for that address (SPEC's dollar rules when none are given).
 */
function orderBody(stock: Pick<Prepared, 'stocked' | 'scarce'>, k: number, buyers: number, paymentMethod: 'cod' | 'bkash', rulesFor?: (city: string) => PricingRules, emailPrefix = 'bench-buyer') {
  const lineCount = 1 + (k % 3);
  const chosen = new Map<string, { id: string; priceCents: number }>();
  while (chosen.size < lineCount) {
    const b = stock.stocked[randomInt(stock.stocked.length)]!;
    chosen.set(b.id, b);
  }
  // One order in ten also wants a scarce book: those sell out during the run and then answer an honest 409.
  if (k % 10 === 0) {
    const s = stock.scarce[randomInt(stock.scarce.length)]!;
    chosen.set(s.id, s);
  }
  const city = CITIES[k % CITIES.length]!;
  const lines = [...chosen.values()].map((b, j) => ({ book: b, quantity: 1 + ((k + j) % 2) }));
  const totals = computeCheckoutTotals(
    lines.map((l) => ({ unitPriceCents: l.book.priceCents, quantity: l.quantity })),
    rulesFor?.(city),
  );
  return {
    books: lines.map((l) => ({ book: l.book.id, quantity: l.quantity })),
    shippingDetails: {
      name: `Bench Buyer ${k % buyers}`,
      email: `${emailPrefix}-${k % buyers}@example.com`,
      phone: '+880 1711 000000',
      address: `House ${k % 90}, Road 7`,
      city,
      postalCode: '1207',
    },
    paymentMethod,
    totalAmount: totals.totalCents / 100,
  };
}

function ordersScenario(prepared: Prepared, tokens: string[]): Scenario {
  let n = 0;
  return {
    id: 'f',
    label: `POST /api/orders (${tokens.length} buyers)`,
    kind: 'orders',
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const k = n++;
          const token = tokens[k % tokens.length]!;
          const body = orderBody(prepared, k, tokens.length, 'cod');
          return { ...req, path: '/api/orders', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) };
        },
      },
    ],
  };
}

// ---------------------------------------------------------------- orders paid online (issue 32)
interface PaidReport {
  /** 'seeded': the bench's own database, already a Taka shop; 'own': a Taka database seeded for the row. */
  database: 'seeded' | 'own';
  books: number;
  seedSeconds: number;
  warmup: PayingPhase;
  measured: PayingPhase;
  check: PaidCheck;
  oversell: OversellCheck;
  /** The row's server's log lines at warn level and above that speak of payments, and its errors (first five each). */
  serverWarnings: string[];
  serverErrors: string[];
}

interface PaidRowContext {
  driver: string;
  /** The bench's database (its settings say whether it is a Taka shop). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** A PostgreSQL server's URL to create the row's own database on (DATABASE_URL, or --seeded's). */
  adminUrl: string | undefined;
  work: string;
  childEnv: NodeJS.ProcessEnv;
  catalogueSize: number;
}

/**
 * Row p: a Taka shop's server pointed at the bKash simulator (started here, on 127.0.0.1, since it refuses
 * NODE_ENV=production and the server runs with it), 50 readers buying with bKash, then the checks. bKash takes Taka only:
 * the bench's own database serves when it is a Taka shop; a dollar shop's cannot change its currency once row f has
 * placed orders in it, so the row then seeds a database of its own with SHOP_CURRENCY=BDT.
 */
async function paidOrdersRow(ctx: PaidRowContext): Promise<{ row: Measured; report: PaidReport }> {
  const shopCurrency = await withDb({ databaseUrl: ctx.databaseUrl, dataDir: ctx.dataDir }, async ({ db }) => {
    const stored = (await db.execute(sql`select value->>'currency' as currency from shop_settings where key = 'shop'`)) as unknown as Rows<{ currency: string | null }>;
    return stored.rows[0]?.currency ?? null;
  });
  let databaseUrl = ctx.databaseUrl;
  let dataDir = ctx.dataDir;
  let books = ctx.catalogueSize;
  let seedSeconds = 0;
  const database: PaidReport['database'] = shopCurrency === 'BDT' ? 'seeded' : 'own';
  if (database === 'own') {
    books = PAY_BOOKS > 0 ? PAY_BOOKS : ctx.catalogueSize;
    if (ctx.driver === 'postgresql') {
      databaseUrl = await scratchDatabase(ctx.adminUrl!, '_taka');
    } else {
      dataDir = join(ctx.work, 'data-taka');
    }
    console.log(`[bench] p) the bench's shop is in ${shopCurrency ?? 'no currency yet'}, bKash takes Taka: seeding ${books} books into a Taka shop of its own (${ctx.driver}) …`);
    const seedEnv: NodeJS.ProcessEnv = { ...ctx.childEnv, SHOP_CURRENCY: 'BDT', DATA_DIR: dataDir };
    delete seedEnv.DATABASE_URL;
    if (databaseUrl) seedEnv.DATABASE_URL = databaseUrl;
    const t0 = performance.now();
    run('npm', ['run', 'db:seed', '--', '--books', String(books)], seedEnv);
    seedSeconds = (performance.now() - t0) / 1000;
  } else {
    console.log(`[bench] p) the bench's shop is a Taka shop: row p on its database`);
  }
  const prepared = await withDb({ databaseUrl, dataDir }, (db) => prepare(db, { customers: true, texts: false, buyerPrefix: 'bench-reader' }));

  // The merchant's credentials: made up per run; the server knows them only from its environment, as a real shop's.
  const merchant = { appKey: randomBytes(12).toString('hex'), appSecret: randomBytes(24).toString('hex'), username: 'bench-merchant', password: randomBytes(12).toString('hex') };
  let simulator: Awaited<ReturnType<typeof startBkashSimulator>>;
  try {
    simulator = await startBkashSimulator(merchant);
  } catch (error) {
    throw new Error(`row p: the bKash simulator did not start (${(error as Error).message}); run the bench without NODE_ENV=production (its servers get it anyway)`);
  }
  let simulatorOpen = true;
  const closeSimulator = async () => {
    if (simulatorOpen) await simulator.close();
    simulatorOpen = false;
  };
  cleanups.push(closeSimulator);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...ctx.childEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    SHOP_CURRENCY: 'BDT',
    PAYMENT_PROVIDERS: 'bkash',
    PAYMENT_SIMULATORS: 'false',
    // Where bKash sends the reader back: a shop in production must say its public address when it takes payments online.
    PUBLIC_URL: base,
    BKASH_BASE_URL: simulator.url,
    BKASH_APP_KEY: merchant.appKey,
    BKASH_APP_SECRET: merchant.appSecret,
    BKASH_USERNAME: merchant.username,
    BKASH_PASSWORD: merchant.password,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = join(ctx.work, 'server-paid.log');
  const server = startNode(join(apiDir, 'dist', 'server.js'), env, logFile);
  let warmup: PayingPhase;
  let measured: PayingPhase;
  try {
    await waitFor(`${base}/api/health`, server);
    await waitForSearchIndex(base);
    const methods = (await (await fetch(`${base}/api/payments/methods`)).json()) as { data?: { currency?: string; methods?: string[] } };
    if (methods.data?.currency !== 'BDT' || !methods.data.methods?.includes('bkash')) throw new Error(`row p: the server offers ${JSON.stringify(methods.data)}, not bKash in Taka`);
    const settings = ((await (await fetch(`${base}/api/settings`)).json()) as { data: PublicSettings }).data;
    const rulesFor = (city: string) => pricingRulesFor(settings, { district: city });
    const tokens = await signInBuyers(base, prepared.customers);
    const counter = { k: 0 };
    const options = (seconds: number) => ({
      base,
      simulatorUrl: simulator.url,
      state: simulator.state,
      tokens,
      orderBody: (k: number) => orderBody(prepared, k, tokens.length, 'bkash', rulesFor, 'bench-reader'),
      connections: CONNECTIONS,
      seconds,
      timeoutMs: 10_000,
      maxPurchases: PAY_MAX_PURCHASES,
    });
    process.stdout.write(`[bench] p) ${CONNECTIONS} readers paying with bKash (order, start, Pay, return): warm-up ${WARMUP}s, measure ${DURATION}s … `);
    warmup = await payingReaders(options(WARMUP), counter);
    await drain(base);
    measured = await payingReaders(options(DURATION), counter);
    await drain(base);
    console.log(`${measured.rate.toFixed(0)} paid purchases/s, p50 ${measured.latency.p50} ms, p99 ${measured.latency.p99} ms`);
  } finally {
    await stop(server);
    await closeSimulator();
  }
  const log = readFileSync(logFile, 'utf8').split('\n');
  const serverErrors = log.filter((l) => /"level":(50|60)/.test(l)).slice(0, 5);
  const serverWarnings = log.filter((l) => /"level":40/.test(l) && /payment|refund/i.test(l)).slice(0, 5);
  const placed = warmup.placed + measured.placed;
  const unanswered = warmup.ordersUnanswered + measured.ordersUnanswered;
  const { check, oversell } = await withDb({ databaseUrl, dataDir }, async (db) => ({
    check: await checkPaidOrders(db, { buyerEmails: prepared.customers.map((c) => c.email), since: prepared.at, placed, unanswered }),
    oversell: await checkOversells(db, {
      books: [...prepared.stocked, ...prepared.scarce],
      scarceIds: prepared.scarce.map((b) => b.id),
      buyerEmails: prepared.customers.map((c) => c.email),
      created: placed,
      // Every reader finishes the purchase it is in: only an order whose request went unanswered may be stored uncounted.
      inFlightSlack: unanswered,
      since: prepared.at,
    }),
  }));
  const failures = Object.values(measured.failures).reduce((a, b) => a + b, 0);
  const row: Measured = {
    id: 'p',
    label: `bKash purchases: order, start, Pay, return (${prepared.customers.length} readers, Taka shop${database === 'own' ? `, own database of ${books} books` : ''})`,
    rps: measured.rate,
    p50: measured.latency.p50,
    p90: measured.latency.p90,
    p99: measured.latency.p99,
    max: measured.latency.max,
    requests: measured.paid,
    status: {},
    errors: failures,
    timeouts: 0,
    non2xx: 0,
    conflicts409: measured.conflicts409,
    load1: Number(loadavg()[0]!.toFixed(1)),
  };
  return { row, report: { database, books, seedSeconds, warmup, measured, check, oversell, serverWarnings, serverErrors } };
}

function printPaid(report: PaidReport, ceiling: Measured | undefined, f: Measured | undefined) {
  const { warmup, measured, check, oversell } = report;
  const failed = (phase: PayingPhase) => Object.entries(phase.failures).map(([k, n]) => `${k} ×${n}`);
  const failures = [...failed(warmup).map((x) => `warm-up ${x}`), ...failed(measured)];
  const steps = (['order', 'start', 'pay', 'return'] as const).map((s) => `${s} ${measured.steps[s].p50}/${measured.steps[s].p99}`).join(', ');
  const ratio = (r: Measured) => (ceiling ? `${((r.rps / ceiling.rps) * 100).toFixed(2)}% of the ceiling` : 'no ceiling measured (add a)');
  console.log(
    `\nPaid online (p, ${report.database === 'own' ? `a Taka shop of its own, ${report.books} books${report.seedSeconds ? `, seeded in ${report.seedSeconds.toFixed(0)} s` : ''}` : "the bench's Taka shop"}): ` +
      `${measured.rate.toFixed(1)} paid purchases/s, ${ceiling ? ratio({ rps: measured.rate } as Measured) : 'no ceiling'}` +
      `${f ? `; cash on delivery (f) ${f.rps.toFixed(1)} orders/s, ${ratio(f)}` : ''}`,
  );
  console.log(`  whole purchase p50 ${measured.latency.p50} ms, p99 ${measured.latency.p99} ms; steps p50/p99 ms: ${steps}`);
  console.log(
    `  purchases paid ${warmup.paid + measured.paid} (warm-up ${warmup.paid}, measured ${measured.paid}); orders placed ${warmup.placed + measured.placed}, honest 409 ${warmup.conflicts409 + measured.conflicts409}; ` +
      `failed ${failures.length ? failures.join(', ') : '0'}`,
  );
  for (const sample of [...warmup.samples, ...measured.samples].slice(0, 5)) console.log(`    ${sample}`);
  const unpaid = check.orders - (check.byState.paid ?? 0);
  // An order whose request timed out may be stored: its reader never saw it, so it waits unpaid until its hold runs out.
  const verdict = !check.ok ? 'NOT ALL PAID ONCE' : unpaid ? `every answered order paid once (${unpaid} stored from order requests that timed out, left awaiting payment)` : 'every order paid once';
  console.log(
    `  stored: ${check.orders} orders, payment state ${Object.entries(check.byState)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}; payments ${Object.entries(check.payments)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}; double payments ${check.doublePaid}, duplicate payments ${check.duplicates}, paid amounts wrong ${check.paidWrong}: ${verdict}`,
  );
  for (const d of check.details) console.log(`    ${d}`);
  console.log(
    `  scarce books sold ${oversell.scarceSold}/${oversell.scarceInitial}; oversells ${oversell.ok ? '0' : 'FOUND'}${oversell.details.length ? `\n    ${oversell.details.slice(0, 5).join('\n    ')}` : ''}`,
  );
  if (report.serverWarnings.length) console.log(`  Row p's server warned:\n    ${report.serverWarnings.join('\n    ')}`);
  if (report.serverErrors.length) console.log(`  Row p's server logged errors:\n    ${report.serverErrors.join('\n    ')}`);
}

// ---------------------------------------------------------------- main
function table(results: Measured[]) {
  const head = ['', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', '409', 'vs (a)', 'load', 'cpu ms/req', '(a) cpu ÷'];
  const ceilingCpu = results.find((r) => r.id === 'a')?.cpu?.server;
  const rows = results.map((r) => [
    r.id,
    r.label,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx + r.errors), // autocannon's errors already include its timeouts
    r.id === 'f' || r.id === 'p' ? String(r.conflicts409) : '-',
    r.ratio === undefined ? '-' : `${(r.ratio * 100).toFixed(1)}%`,
    String(r.load1),
    r.cpu ? `${r.cpu.server.toFixed(3)}+${r.cpu.postgres.toFixed(3)}` : '-',
    // The ceiling's CPU a request over this row's (server and PostgreSQL): the ratio of costs, steadier than of rates.
    r.cpu && ceilingCpu ? `${((100 * ceilingCpu) / (r.cpu.server + r.cpu.postgres)).toFixed(1)}%` : '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const wants = (id: string) => ONLY.length === 0 || ONLY.includes(id);
  const baseDatabaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const driver = baseDatabaseUrl || /^postgres(ql)?:/.test(SEEDED) ? 'postgresql' : 'pglite';
  const work = mkdtempSync(join(tmpdir(), 'boipoka-bench-'));
  cleanups.push(() => (KEEP ? console.log(`[bench] kept ${work}`) : rmSync(work, { recursive: true, force: true })));
  const seededDir = SEEDED && !/^postgres(ql)?:/.test(SEEDED) ? SEEDED : undefined;
  const dataDir = seededDir ?? join(work, 'data');

  let databaseUrl: string | undefined;
  if (SEEDED) {
    if (seededDir) {
      if (baseDatabaseUrl) throw new Error('--seeded names a PGlite data dir: unset DATABASE_URL');
      console.log(`[bench] PGlite in ${dataDir} (already seeded, kept)`);
    } else {
      databaseUrl = SEEDED;
      console.log(`[bench] PostgreSQL: ${new URL(SEEDED).pathname.slice(1)} (already seeded, kept)`);
    }
  } else if (baseDatabaseUrl) {
    databaseUrl = await scratchDatabase(baseDatabaseUrl);
  } else {
    console.log(`[bench] PGlite in ${dataDir}`);
  }

  // Always measure the code in the tree (esbuild takes a second); --no-build measures the dist/ as it is.
  if (!process.argv.includes('--no-build') || !existsSync(join(apiDir, 'dist', 'server.js'))) {
    console.log('[bench] building the API (apps/api/dist)');
    run('npm', ['run', 'build', '-w', 'apps/api']);
  }

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '0',
    // 50 buyers place thousands of orders that stay pending: limits high enough never to refuse them, but still checked
    // on every order (what the check costs is part of the figure).
    MAX_PENDING_ORDERS_PER_ACCOUNT: '1000000',
    MAX_PENDING_COPIES_PER_ACCOUNT: '1000000',
    MAX_PENDING_VALUE_PER_ACCOUNT: '1000000000',
    // Thousands of orders from a few buyers on one address: the hourly order limits would refuse them.
    ORDERS_PER_ACCOUNT_PER_HOUR: '0',
    ORDERS_PER_IP_PER_HOUR: '0',
    ORDER_CANCELLATIONS_PER_ACCOUNT_PER_HOUR: '0',
    ORDER_CANCELLATIONS_PER_IP_PER_HOUR: '0',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
  };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;

  // 1. Seed with the project's own CLI.
  const t0 = performance.now();
  let seedSeconds = 0;
  if (!SEEDED) {
    console.log(`[bench] seeding ${BOOKS} books with the seed CLI …`);
    run('npm', ['run', 'db:seed', '--', '--books', String(BOOKS)], childEnv);
    seedSeconds = (performance.now() - t0) / 1000;
    console.log(`[bench] seeded in ${seedSeconds.toFixed(1)} s`);
  }

  // 2. Bench fixtures: stocked and scarce books, customers, the books search queries are made from.
  const prepared = await withDb({ databaseUrl, dataDir }, (db) => prepare(db, { customers: wants('f'), texts: wants('s0') || wants('u0') }));
  const catalogueSize = await withDb({ databaseUrl, dataDir }, async ({ db }) =>
    Number(((await db.execute(sql`select count(*)::int as n from books where archived_at is null`)) as unknown as Rows<{ n: number }>).rows[0]!.n),
  );
  if (SEEDED) console.log(`[bench] ${catalogueSize} listed books`);
  let catalogueAdmin: { email: string; password: string } | undefined;
  if (wants('i') || wants('y') || wants('j')) {
    const password = `Bench-${randomBytes(6).toString('hex')}!9a`;
    const hash = await new PasswordHasher({ memoryCost: 19456, timeCost: 2, parallelism: 1 }).hash(password);
    catalogueAdmin = await withDb({ databaseUrl, dataDir }, (db) => insertBenchAdmin(db, `bench-catalogue-admin-${Date.now()}@example.com`, hash, password));
  }
  let exportFixture: ExportFixture | undefined;
  if (wants('x')) {
    console.log(`[bench] writing ${ORDERS} orders for the export row …`);
    const password = `Bench-${randomBytes(6).toString('hex')}!9a`;
    const hash = await new PasswordHasher({ memoryCost: 19456, timeCost: 2, parallelism: 1 }).hash(password);
    exportFixture = await withDb({ databaseUrl, dataDir }, (db) => seedExportOrders(db, ORDERS, hash, password));
  }

  const results: Measured[] = [];

  // 3. (a) The ceiling.
  let ceiling: Measured | undefined;
  if (wants('a')) {
    const port = await freePort();
    const hello = startNode(join(root, 'bench', 'api', 'hello-server.mjs'), { ...childEnv, PORT: String(port) }, join(work, 'hello.log'));
    await waitFor(`http://127.0.0.1:${port}/`, hello);
    ceiling = await measure(`http://127.0.0.1:${port}`, { id: 'a', label: 'hello-world Fastify (ceiling)', kind: 'ceiling', requests: [{ method: 'GET', path: '/' }] });
    results.push(ceiling);
    await stop(hello);
  }

  // 4. The real server.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(join(apiDir, 'dist', 'server.js'), { ...childEnv, PORT: String(port) }, join(work, 'server.log'));
  const startMs = await waitFor(`${base}/api/health`, server);
  await waitForSearchIndex(base);
  console.log(`[bench] server up in ${startMs.toFixed(0)} ms (${driver})`);

  // ETag revalidation: a repeated GET with If-None-Match answers 304; a changed book must not.
  const etag = await checkEtags(base, prepared.ids[0]!);

  let exportReport: ExportReport | undefined;
  if (exportFixture) exportReport = await measureExport(base, exportFixture, server.pid!);
  let bookExportReport: BookExportReport | undefined;
  if (catalogueAdmin && wants('y')) bookExportReport = await measureBookExport(base, catalogueAdmin, catalogueSize, server.pid!);
  let importReport: ImportReport | undefined;
  if (catalogueAdmin && wants('i')) importReport = await measureImport(base, catalogueAdmin, IMPORT_ROWS);
  let besideReport: ImportBesideReport | undefined;
  // Row j is about the embedded database (its one session): on PostgreSQL only when asked for by name.
  if (catalogueAdmin && wants('j') && (driver === 'pglite' || ONLY.includes('j')))
    besideReport = await measureImportBesideShoppers(base, catalogueAdmin, ADMIN_ROWS, prepared.ids[0]!, Number(childEnv.BULK_BATCH_MS ?? 100));

  for (const s of catalogueScenarios(prepared.ids)) {
    if (!wants(s.id)) continue;
    results.push(await measure(base, s));
  }

  let searchReport: SearchReport | undefined;
  const hostile: { id: string; shoppers: Measured; attackers: Measured; health: { checks: number; failed: number; maxMs: number } }[] = [];
  if (wants('g')) {
    const g = await attackersBesideShoppers(base, prepared.ids, 'g');
    hostile.push({ id: 'g', ...g });
    results.push({ ...g.shoppers, id: 'g', label: `20 shoppers beside 30 attackers (health: ${g.health.checks} checks, ${g.health.failed} failed, max ${g.health.maxMs} ms)` });
    results.push({ ...g.attackers, id: 'g-att', label: '30 attackers: emoji searches, each new' });
  }

  let oversell: OversellCheck | undefined;
  const orderStatus: Record<string, number> = {};
  if (wants('f')) {
    const tokens = await signInBuyers(base, prepared.customers);
    results.push(await measure(base, ordersScenario(prepared, tokens), orderStatus));
  }
  await stop(server);
  const serverLog = readFileSync(join(work, 'server.log'), 'utf8');
  const serverErrors = serverLog
    .split('\n')
    .filter((l) => /"level":(50|60)/.test(l))
    .slice(0, 5);

  // 5. The same reads with the catalogue cache off: what the database path alone takes (a cold cache, or a page no one
  //    asked for in a while). Informative, not budgeted: ids b0-e0, skipped with --no-db-path.
  const dbPath = catalogueScenarios(prepared.ids)
    .filter((s) => wants(s.id) || wants(`${s.id}0`))
    .map((s) => ({ ...s, id: `${s.id}0`, label: `${s.label}, cache off` }));
  const coldSearch = wants('s0') || wants('u0');
  if ((dbPath.length || wants('g') || wants('g0') || coldSearch) && !process.argv.includes('--no-db-path')) {
    const uncachedPort = await freePort();
    const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
    const uncached = startNode(join(apiDir, 'dist', 'server.js'), { ...childEnv, PORT: String(uncachedPort), CATALOGUE_CACHE: 'off' }, join(work, 'server-uncached.log'));
    await waitFor(`${uncachedBase}/api/health`, uncached);
    await waitForSearchIndex(uncachedBase);
    for (const s of dbPath) results.push(await measure(uncachedBase, s));
    if (coldSearch) {
      const cold = await coldSearchRows(uncachedBase, prepared, wants);
      results.push(...cold.rows);
      searchReport = cold.report;
    }
    if (wants('g') || wants('g0')) {
      const g0 = await attackersBesideShoppers(uncachedBase, prepared.ids, 'g0');
      hostile.push({ id: 'g0', ...g0 });
      results.push({ ...g0.shoppers, id: 'g0', label: `20 shoppers beside 30 attackers, cache off (health: ${g0.health.checks} checks, ${g0.health.failed} failed, max ${g0.health.maxMs} ms)` });
      results.push({ ...g0.attackers, id: 'g0-att', label: '30 attackers, cache off' });
    }
    await stop(uncached);
  }

  if (wants('f')) {
    // Only the bench's buyers' orders are row f's sales (row x's 100,000 orders were written on some of the same books).
    oversell = await withDb({ databaseUrl, dataDir }, (db) =>
      checkOversells(db, {
        books: [...prepared.stocked, ...prepared.scarce],
        scarceIds: prepared.scarce.map((b) => b.id),
        buyerEmails: prepared.customers.map((c) => c.email),
        created: orderStatus['201'] ?? 0,
        // autocannon stops with up to `connections` requests in flight per run (warm-up + measure); the server still completes them.
        inFlightSlack: 2 * CONNECTIONS,
        since: prepared.at,
      }),
    );
  }

  // Row p last: on the bench's database it sets stock again, which row f's check above must not see.
  let paid: PaidReport | undefined;
  if (wants('p')) {
    const adminUrl = baseDatabaseUrl ?? (/^postgres(ql)?:/.test(SEEDED) ? SEEDED : undefined);
    const p = await paidOrdersRow({ driver, databaseUrl, dataDir, adminUrl, work, childEnv, catalogueSize });
    // Beside row f in the table.
    const f = results.findIndex((r) => r.id === 'f');
    results.splice(f < 0 ? results.length : f + 1, 0, p.row);
    paid = p.report;
  }

  if (ceiling) for (const r of results) r.ratio = r.rps / ceiling.rps;

  console.log(`\nbench:api — ${driver}, ${catalogueSize} books, ${CONNECTIONS} connections, ${WARMUP}s warm-up + ${DURATION}s each, Node ${process.version}, ${cpus().length} cores\n`);
  table(results);
  const busy = results.filter((r) => r.load1 > cpus().length);
  // The search rows' server runs two busy threads (its own and the search index's worker) beside PostgreSQL and the load
  // generator: their load average passes the core count on its own. Other processes on the machine skew every row.
  if (busy.length)
    console.log(
      `\nWARNING: the 1-minute load average exceeded ${cpus().length} during ${busy.map((r) => r.id).join(', ')}: other processes on this machine skew those figures (on s0 and u0 the server's two threads, PostgreSQL and the load generator reach it alone).`,
    );
  console.log(`\nETag: list 304 on revalidation ${etag.list304 ? 'yes' : 'NO'}, detail 304 ${etag.detail304 ? 'yes' : 'NO'}`);
  if (oversell) {
    console.log(
      `Orders: ${oversell.createdResponses} placed (201), ${orderStatus['409'] ?? 0} honest 409; stored ${oversell.ordersInDb}${oversell.otherOrders ? ` (and ${oversell.otherOrders} of others, not row f's)` : ''}; scarce books sold ${oversell.scarceSold}/${oversell.scarceInitial}; ` +
        `oversells ${oversell.ok ? '0' : 'FOUND'}${oversell.details.length ? `\n  ${oversell.details.slice(0, 5).join('\n  ')}` : ''}`,
    );
  }
  if (paid)
    printPaid(
      paid,
      ceiling,
      results.find((r) => r.id === 'f'),
    );
  for (const h of hostile) {
    const holds = h.shoppers.p99 < 100 && h.health.failed === 0 && h.shoppers.errors === 0;
    console.log(
      `Attackers beside shoppers (${h.id}): shoppers p99 ${h.shoppers.p99} ms (budget < 100), health ${h.health.failed} failed of ${h.health.checks} (budget 0): ${holds ? 'holds' : 'DOES NOT HOLD'}`,
    );
  }
  if (searchReport) printSearchBudgets(searchReport, results, ceiling, driver, catalogueSize);
  if (exportReport) printExport(exportReport, driver);
  if (bookExportReport) printBookExport(bookExportReport, driver);
  if (importReport) printImport(importReport, driver);
  if (besideReport) printImportBeside(besideReport, driver, ceiling);
  if (serverErrors.length) console.log(`Server logged errors:\n  ${serverErrors.join('\n  ')}`);

  const out = {
    when: new Date().toISOString(),
    driver,
    books: catalogueSize,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    durationSeconds: DURATION,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    seedSeconds,
    serverStartMs: Math.round(startMs),
    results,
    etag,
    orders: oversell ? { status: orderStatus, ...oversell } : undefined,
    paid,
    hostile,
    search: searchReport,
    export: exportReport,
    bookExport: bookExportReport,
    import: importReport,
    importBeside: besideReport,
  };
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `api-${driver}-${out.when.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  writeFileSync(join(dir, `api-${driver}-latest.json`), JSON.stringify(out, null, 2) + '\n');
  console.log(`\nWrote ${file}`);
  if (oversell && !oversell.ok) process.exitCode = 1;
  if (paid && (!paid.check.ok || !paid.oversell.ok)) process.exitCode = 1;
}

/** Issue 13's budgets for the cold-search rows (PostgreSQL only; PGlite's rows are reported without one). */
function printSearchBudgets(report: SearchReport, results: Measured[], ceiling: Measured | undefined, driver: string, books: number) {
  const row = (id: string) => results.find((r) => r.id === id);
  const s0 = row('s0');
  const u0 = row('u0');
  const ratio = (r: Measured) => (ceiling ? `${((r.rps / ceiling.rps) * 100).toFixed(1)}% of the ceiling` : 'no ceiling measured (add a)');
  console.log(`\nCold search (${books} books, ${driver}, cache off, ${report.queries} distinct queries):`);
  const verdict = (holds: boolean) => (holds ? 'holds' : 'DOES NOT HOLD');
  if (s0) {
    const p99Budget = books >= 500_000 ? 120 : 50;
    const holds = s0.p99 <= p99Budget && (books >= 500_000 || !ceiling || s0.rps / ceiling.rps >= 0.1) && s0.errors + s0.non2xx === 0;
    const budget = books >= 500_000 ? `p99 <= ${p99Budget} ms` : `p99 <= ${p99Budget} ms and >= 10% of the ceiling`;
    const line = `  s0 search: ${Math.round(s0.rps)} req/s, p99 ${s0.p99} ms, ${ratio(s0)}; budget (PostgreSQL) ${budget}: ${driver === 'postgresql' ? verdict(holds) : 'none on PGlite'}`;
    console.log(line);
    report.budgets.push(line.trim());
  }
  if (report.suggest === 'not available') console.log('  u0 suggestions: not available (GET /api/books/suggest answered 404)');
  if (u0) {
    const holds = u0.p99 <= 30 && u0.errors + u0.non2xx === 0;
    // Issue 13 sets this budget at 100,000 books only: a larger catalogue's row is reported, not judged.
    const judged = driver === 'postgresql' && books < 500_000;
    const line = `  u0 suggestions: ${Math.round(u0.rps)} req/s, p99 ${u0.p99} ms, ${ratio(u0)}; budget (PostgreSQL, 100k) p99 <= 30 ms: ${judged ? verdict(holds) : driver === 'postgresql' ? `none at ${books} books` : 'none on PGlite'}`;
    console.log(line);
    report.budgets.push(line.trim());
  }
  for (const [id, st] of Object.entries(report.stall)) {
    console.log(
      `  meanwhile (${id.endsWith('-health') ? '/api/health' : 'a book page'}, every 100 ms during ${id.replace('-health', '')}): ${st.checks} asked, ${st.failed} failed, p99 ${st.p99Ms} ms, max ${st.maxMs} ms`,
    );
  }
}

async function checkEtags(base: string, id: string) {
  const probe = async (path: string) => {
    const first = await fetch(base + path);
    await first.arrayBuffer();
    const tag = first.headers.get('etag');
    if (!tag) return { etag: null, status: first.status, revalidated: 0 };
    const again = await fetch(base + path, { headers: { 'if-none-match': tag } });
    await again.arrayBuffer();
    return { etag: tag, status: first.status, revalidated: again.status, cacheControl: first.headers.get('cache-control') };
  };
  const list = await probe('/api/books');
  const detail = await probe(`/api/books/${id}`);
  return { list, detail, list304: list.revalidated === 304, detail304: detail.revalidated === 304 };
}

try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
