/**
 * More than one server (only with TEST_DATABASE_URL; needs Redis at REDIS_TEST_URL or redis://127.0.0.1:6379):
 * two server processes on one PostgreSQL database, sharing Redis (with a key prefix of their own) and the JWT
 * secret, requests alternating between them. The race scenarios give the same results as on one server; sign-in
 * failures and the general rate limit are counted across both; a token from one is honoured by the other.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceCancelVersusProcess, raceIdempotencyKey, raceManyOrders, setUpShop, type Shop, type Target } from './race-scenarios';
import { call, createScratchDatabase, queryUrl, sleep, type SpawnedServer, startServer } from './support';

const BASE_URL = process.env.TEST_DATABASE_URL!;
const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const PREFIX = `boipoka-test:${randomUUID().slice(0, 8)}:`;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const servers: SpawnedServer[] = [];
let target: Target;
let shop: Shop;
const dirs: string[] = [];
const figures: string[] = [];

function env(extra: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-multi-'));
  dirs.push(dir);
  return {
    DATABASE_URL: scratch.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
    DATA_DIR: dir,
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '4',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    REFRESH_GRACE_SECONDS: '1',
    ...extra,
  };
}

beforeAll(async () => {
  expect(BASE_URL, 'this file runs only against real PostgreSQL').toBeTruthy();
  scratch = await createScratchDatabase(BASE_URL, 'boipoka_multi');
  // One after the other: the first runs the migrations, the second finds them done.
  servers.push(await startServer(env()));
  servers.push(await startServer(env()));
  target = {
    send: async (i, method, url, options = {}) => {
      const res = await call(servers[i % 2]!.url, method, url, options);
      return { status: res.status, body: res.body };
    },
    query: (text, params) => queryUrl(scratch.url, text, params),
  };
  shop = await setUpShop(target, { customers: 40, stocks: [3, 4, 5, 6, 7, 8, 3, 5, 7, 8] });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await scratch?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    // Redis gone: nothing to clean.
  } finally {
    redis.disconnect();
  }
  console.log(`several instances (2 servers, PostgreSQL + Redis): ${figures.join('; ')}`);
});

describe('two server processes on one database', () => {
  it('200 concurrent orders alternating between the servers: no oversell, revenue = sum of totals', async () => {
    const result = await raceManyOrders(target, shop, 200);
    expect(result.succeeded).toBeGreaterThan(0);
    figures.push(`${result.orders} concurrent orders → ${result.succeeded} placed, ${result.stockSold} copies sold of ${shop.books.reduce((s, b) => s + b.stock, 0)}`);
  }, 180_000);

  it('owner cancel on one server vs admin process on the other, 20 times: exactly one wins', async () => {
    const tally = await raceCancelVersusProcess(target, shop, 20);
    figures.push(`20 cross-server cancel/process races (cancel ${tally.cancelWon + tally.adminCancelRaces}, process ${tally.processWon})`);
  }, 120_000);

  it('one Idempotency-Key sent 20 times across both servers: one order', async () => {
    await raceIdempotencyKey(target, shop, 20);
    figures.push('20 copies of one Idempotency-Key across 2 servers → 1 order');
  }, 60_000);

  it('a change made through one server shows on the other; with its notifications cut, the other reads the database', async () => {
    const book = shop.books[0]!;
    const detail = async (i: number) => (await call(servers[i]!.url, 'GET', `/api/books/${book.id}`)).body.data as { price: number; quantity: number };
    const eventually = async (check: () => Promise<boolean>, ms = 3_000) => {
      for (const started = Date.now(); Date.now() - started < ms; await sleep(5)) if (await check()) return Date.now() - started;
      throw new Error('the change never showed');
    };
    const price = (await detail(1)).price;
    const edited = await call(servers[0]!.url, 'PATCH', `/api/books/${book.id}`, { token: shop.adminToken, body: { price: price + 1 } });
    expect(edited.status).toBe(200);
    const editDelay = await eventually(async () => (await detail(1)).price === price + 1);

    // Cut server 1's listening connection: until it is back, server 1 must not answer from memory.
    const [listener] = await queryUrl<{ pid: number }>(
      scratch.url,
      "select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' order by backend_start desc limit 1",
    );
    expect(listener).toBeDefined();
    await queryUrl(scratch.url, 'select pg_terminate_backend($1)', [listener!.pid]);
    await sleep(50);
    await queryUrl(scratch.url, 'update books set quantity = quantity + 7 where id = $1', [book.id]);
    const stock = (await queryUrl<{ quantity: number }>(scratch.url, 'select quantity from books where id = $1', [book.id]))[0]!.quantity;
    expect((await detail(0)).quantity).toBe(stock);
    expect((await detail(1)).quantity).toBe(stock);
    // Both listeners are back within their 1 s retry, and notifications reach them again.
    await eventually(async () => (await queryUrl(scratch.url, "select 1 from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'")).length === 2);
    await queryUrl(scratch.url, 'update books set quantity = quantity - 7 where id = $1', [book.id]);
    const stockDelay = Math.max(await eventually(async () => (await detail(0)).quantity === stock - 7), await eventually(async () => (await detail(1)).quantity === stock - 7));
    // A change to the other-script forms by another writer (SQL by hand) is a catalogue change too (migration 0005 compares whole rows).
    const altTitleOn = async (i: number) => ((await call(servers[i]!.url, 'GET', `/api/books/${book.id}`)).body.data as { altTitle: string }).altTitle;
    await queryUrl(scratch.url, "update books set alt_title = 'বহু সার্ভারের বই' where id = $1", [book.id]);
    await eventually(async () => (await altTitleOn(0)) === 'বহু সার্ভারের বই' && (await altTitleOn(1)) === 'বহু সার্ভারের বই');
    figures.push(`catalogue cache: an edit on one server showed on the other after ${editDelay} ms, a direct stock change after ${stockDelay} ms; with notifications cut it read the database`);
  }, 60_000);

  it('a session started on one server works on the other; a refresh raced on both gets one pair; reuse after the grace window revokes the family', async () => {
    const email = `roamer-${Date.now()}@example.test`;
    expect((await call(servers[0]!.url, 'POST', '/api/users/register', { body: { name: 'Roamer', email, password: 'roam-pass-1' } })).status).toBe(201);
    const login = await call(servers[0]!.url, 'POST', '/api/users/login', { body: { email, password: 'roam-pass-1' } });
    expect((await call(servers[1]!.url, 'GET', '/api/users/profile', { token: login.body.data.accessToken })).status).toBe(200);
    const rotated = await call(servers[1]!.url, 'POST', '/api/users/refresh-token', { body: { refreshToken: login.body.data.refreshToken } });
    expect(rotated.status).toBe(200);
    // The same token on the other server a moment later (two tabs): the same new pair, the session goes on.
    const twin = await call(servers[0]!.url, 'POST', '/api/users/refresh-token', { body: { refreshToken: login.body.data.refreshToken } });
    expect(twin.status).toBe(200);
    expect(twin.body.data).toEqual(rotated.body.data);
    await sleep(1_500); // REFRESH_GRACE_SECONDS=1 on these servers
    expect((await call(servers[0]!.url, 'POST', '/api/users/refresh-token', { body: { refreshToken: login.body.data.refreshToken } })).status).toBe(401);
    expect((await call(servers[1]!.url, 'POST', '/api/users/refresh-token', { body: { refreshToken: rotated.body.data.refreshToken } })).status).toBe(401);
  });

  it('sign-in failures are counted across both servers (Redis): 2 + 2 failures lock the account on either', async () => {
    const email = `target-${Date.now()}@example.test`;
    expect((await call(servers[0]!.url, 'POST', '/api/users/register', { body: { name: 'Target', email, password: 'right-pass-1' } })).status).toBe(201);
    for (const i of [0, 1, 0, 1]) expect((await call(servers[i]!.url, 'POST', '/api/users/login', { body: { email, password: 'wrong-pass' } })).status).toBe(401);
    for (const server of servers) {
      const res = await call(server.url, 'POST', '/api/users/login', { body: { email, password: 'right-pass-1' } });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    figures.push('4 failed sign-ins split over 2 servers locked the account on both');
  });

  it('the general rate limit is shared too: 2 servers with RATE_LIMIT_MAX=20 let 20 requests through in total, not 40', async () => {
    const limited = [await startServer(env({ RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000', REDIS_KEY_PREFIX: `${PREFIX}rl2:` }))];
    limited.push(await startServer(env({ RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000', REDIS_KEY_PREFIX: `${PREFIX}rl2:` })));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await call(limited[i % 2]!.url, 'GET', '/api/books?limit=1')).status);
      const ok = statuses.filter((s) => s === 200).length;
      const limitedCount = statuses.filter((s) => s === 429).length;
      // startServer's own health polls count too, so at most 20 of these 40 get through.
      expect(ok).toBeLessThanOrEqual(20);
      expect(ok + limitedCount).toBe(40);
      figures.push(`shared rate limit: ${ok} of 40 requests let through by 2 servers with RATE_LIMIT_MAX=20`);
    } finally {
      await Promise.all(limited.map((s) => s.kill('SIGKILL')));
    }
  }, 120_000);
});
