/**
 * Row x of bench:api (issue 14, 'a CSV export of the filtered list … streams, fine at 100,000 orders'):
 * `npm run bench:api -- --only=export --orders 100000`.
 *
 * Writes the orders straight into the database (what placing them costs is row f's business), then downloads
 * GET /api/orders/export.csv once as an admin while /api/health is asked every 100 ms, and watches the server's
 * resident memory (/proc/<pid>/status) every 50 ms. Budget: every order in the file within 30 s, the first byte within
 * 1 s, /api/health never slower than 500 ms. Memory is reported, not budgeted: V8 collects lazily, so resident memory
 * grows with the file until a collection; that the export holds no more than a batch is shown by running it with the
 * server's heap capped (NODE_OPTIONS=--max-old-space-size=96, docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

type Rows<T> = { rows: T[] };

export interface ExportFixture {
  admin: { email: string; password: string };
  orders: number;
}

/** An admin for a bench row (its password hashed once by the caller). */
export async function insertBenchAdmin(database: Database, email: string, passwordHash: string, password: string): Promise<{ email: string; password: string }> {
  await database.db.execute(sql`insert into users (name, email, password_hash, role) values ('Bench Admin', ${email}, ${passwordHash}, 'admin') on conflict do nothing`);
  return { email, password };
}

/** N orders of one customer over the last N minutes, in all four statuses, with one or two lines each. */
export async function seedExportOrders(database: Database, count: number, passwordHash: string, password: string): Promise<ExportFixture> {
  const { db } = database;
  const admin = await insertBenchAdmin(database, `bench-export-admin-${Date.now()}@example.com`, passwordHash, password);
  const customer = (
    (await db.execute(sql`insert into users (name, email, password_hash, role) values ('রহিমা খাতুন', 'bench-export-reader@example.com', ${passwordHash}, 'user') returning id`)) as unknown as Rows<{
      id: string;
    }>
  ).rows[0]!.id;
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into orders (user_id, status, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_details, created_at, updated_at)
      select ${customer}::uuid, (array['pending','processing','completed','cancelled'])[1 + i % 4], 2000, 599, 160, 2759,
             jsonb_build_object('name', 'রহিমা খাতুন ' || i, 'email', 'reader' || i || '@example.com', 'phone', '017' || lpad((i % 100000000)::text, 8, '0'),
                                'address', 'House ' || i || ', Road 7, Dhanmondi', 'city', 'Dhaka', 'postalCode', '1205'),
             now() - make_interval(mins => i), now() - make_interval(mins => i)
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  // Lines: every order one book of 50, every other order a second one.
  await db.execute(sql`
    with bk as (select (row_number() over (order by id)) - 1 as n, id, title, price_cents from (select id, title, price_cents from books where archived_at is null order by id limit 50) x)
    insert into order_items (order_id, book_id, title, unit_price_cents, quantity)
    select o.id, bk.id, bk.title, bk.price_cents, 1 from orders o join bk on bk.n = o.order_number % 50 where o.user_id = ${customer}::uuid
    union all
    select o.id, bk.id, bk.title, bk.price_cents, 2 from orders o join bk on bk.n = (o.order_number + 7) % 50 where o.user_id = ${customer}::uuid and o.order_number % 2 = 0`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
  return { admin, orders: count };
}

export interface ExportReport extends Download {
  orders: number;
  budget: string;
  holds: boolean;
}

export type HealthWatch = { checks: number; failed: number; maxMs: number };

/** Asks /api/health every 100 ms until stopped: how many answers, how many failed or took over 500 ms, the slowest. */
export function watchHealth(base: string): { result: HealthWatch; stop: () => Promise<void> } {
  const result: HealthWatch = { checks: 0, failed: 0, maxMs: 0 };
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const t = performance.now();
      let ok = false;
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        ok = res.ok;
      } catch {
        ok = false;
      }
      const ms = performance.now() - t;
      result.checks++;
      result.maxMs = Math.max(result.maxMs, Math.round(ms));
      if (!ok || ms > 500) result.failed++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    result,
    stop: async () => {
      watching = false;
      await watcher;
    },
  };
}

export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Signs in as the fixture's admin: the bearer token. */
export async function adminToken(base: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const token = ((await login.json()) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!login.ok || !token) throw new Error(`admin login failed: ${login.status}`);
  return token;
}

export interface Download {
  rows: number;
  megabytes: number;
  firstByteMs: number;
  totalMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  health: HealthWatch;
}

/** Downloads a CSV as an admin, counting its lines (the header left out) while /api/health is watched and the server's memory sampled. */
export async function timedDownload(base: string, path: string, token: string, serverPid: number): Promise<Download> {
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const memory = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid))), 50);
  const health = watchHealth(base);

  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
  }
  const totalMs = performance.now() - t0;
  await health.stop();
  clearInterval(memory);
  rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  return {
    rows: lines - 1,
    megabytes: Math.round((bytes / 2 ** 20) * 10) / 10,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(totalMs),
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
    health: health.result,
  };
}

export async function measureExport(base: string, fixture: ExportFixture, serverPid: number): Promise<ExportReport> {
  const token = await adminToken(base, fixture.admin);
  const download = await timedDownload(base, '/api/orders/export.csv', token, serverPid);
  const holds = download.rows === fixture.orders && download.totalMs <= 30_000 && download.firstByteMs <= 1_000 && download.health.failed === 0;
  return {
    orders: fixture.orders,
    ...download,
    budget: 'every order, all within 30 s, first byte within 1 s, /api/health never over 500 ms',
    holds,
  };
}

export function printExport(r: ExportReport, driver: string): void {
  console.log(
    `\nOrder export (x, ${driver}): ${r.rows} of ${r.orders} orders, ${r.megabytes} MB in ${(r.totalMs / 1000).toFixed(1)} s (first byte ${r.firstByteMs} ms); ` +
      `server memory ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB; /api/health meanwhile ${r.health.checks} asked, ${r.health.failed} failed, max ${r.health.maxMs} ms.\n` +
      `  budget: ${r.budget}: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}
