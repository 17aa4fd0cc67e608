/**
 * Faults on real PostgreSQL (only with TEST_DATABASE_URL), with the real server process on a scratch database
 * created for the file and dropped afterwards:
 *   - SIGKILL while orders stream in, restart on the same database (twice);
 *   - the database going away: the server reaches PostgreSQL through a TCP proxy owned by this test; cutting it
 *     (sockets destroyed, connections refused) gives 503 with a clear message and a health check saying the
 *     database is down; restoring it, the server recovers by itself without a restart.
 * The machine's PostgreSQL itself is never stopped.
 */
import { computeCheckoutTotals, fromCents } from '@boipoka/shared';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashRun, SHIPPING } from './fault-scenarios';
import { call, createScratchDatabase, freePort, queryUrl, sleep, type SpawnedServer, startServer } from './support';

const BASE_URL = process.env.TEST_DATABASE_URL!;
const JWT_SECRET = 'reliability-faults-secret-0123456789abcdef';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const dirs: string[] = [];
const figures: string[] = [];

beforeAll(async () => {
  expect(BASE_URL, 'this file runs only against real PostgreSQL').toBeTruthy();
  scratch = await createScratchDatabase(BASE_URL, 'boipoka_crash');
});
afterAll(async () => {
  await scratch?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  console.log(`faults (PostgreSQL): ${figures.join('; ')}`);
});

function envFor(databaseUrl: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-pgfault-'));
  dirs.push(dir);
  return { DATABASE_URL: databaseUrl, JWT_SECRET, DATA_DIR: dir };
}

/** Registers an account and promotes it in SQL (registration can never make an admin). */
async function adminOn(server: SpawnedServer, databaseUrl: string): Promise<string> {
  const email = 'fault-admin@example.test';
  const reg = await call(server.url, 'POST', '/api/users/register', { body: { name: 'Fault Admin', email, password: 'fault-admin-1' } });
  expect([201, 409]).toContain(reg.status);
  await queryUrl(databaseUrl, `update users set role = 'admin' where email = $1`, [email]);
  const login = await call(server.url, 'POST', '/api/users/login', { body: { email, password: 'fault-admin-1' } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.accessToken;
}

describe('crash and restart (PostgreSQL)', () => {
  it('SIGKILL while orders stream in, twice: every acknowledged order survives, whole, and stock adds up', async () => {
    for (const killAfter of [25, 40]) {
      const run = await crashRun(envFor(scratch.url), { admin: (server) => adminOn(server, scratch.url) }, killAfter);
      figures.push(`crash run: ${run.acknowledged} acknowledged before SIGKILL, ${run.stored} stored after restart (${run.unknownOutcome} cut off)`);
    }
    const orphans = await queryUrl(scratch.url, `select o.id from orders o left join order_items i on i.order_id = o.id where i.id is null`);
    expect(orphans).toEqual([]);
    const negative = await queryUrl(scratch.url, `select id from books where quantity < 0`);
    expect(negative).toEqual([]);
  }, 240_000);
});

/** A TCP proxy to PostgreSQL that the test can cut and restore. */
class CuttableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(this.port, '127.0.0.1', resolve));
  }

  /** Existing connections die, new ones are refused. */
  async cut() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

describe('the database going away and coming back', () => {
  it('503 with a clear message while the database is unreachable; recovers by itself once it is back', async () => {
    const direct = new URL(scratch.url);
    const proxy = new CuttableProxy(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await startServer(envFor(viaProxy.toString()));
    try {
      const admin = await adminOn(server, scratch.url);
      const customer = (await call(server.url, 'POST', '/api/users/register', { body: { name: 'Outage', email: `outage-${Date.now()}@example.test`, password: 'outage-pass-1' } })).body.data;
      const token = (await call(server.url, 'POST', '/api/users/login', { body: { email: customer.email, password: 'outage-pass-1' } })).body.data.accessToken;
      const book = await call(server.url, 'POST', '/api/books', {
        token: admin,
        body: { title: 'Outage Book', author: 'Proxy Author', price: 9.99, quantity: 100, category: 'Poetry', description: 'A book for the outage test.' },
      });
      const order = () =>
        call(server.url, 'POST', '/api/orders', {
          token,
          body: {
            books: [{ book: book.body.data._id, quantity: 1 }],
            shippingDetails: SHIPPING,
            paymentMethod: 'cod',
            totalAmount: fromCents(computeCheckoutTotals([{ unitPriceCents: 999, quantity: 1 }]).totalCents),
          },
          timeoutMs: 20_000,
        });
      expect((await order()).status).toBe(201);

      await proxy.cut();
      const started = Date.now();
      const health = await call(server.url, 'GET', '/api/health', { timeoutMs: 20_000 });
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, data: { database: 'down' } });
      expect(health.body.message).toMatch(/database/i);
      for (const attempt of [() => call(server.url, 'GET', '/api/books', { timeoutMs: 20_000 }), order, () => call(server.url, 'GET', '/api/users/profile', { token, timeoutMs: 20_000 })]) {
        const res = await attempt();
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toMatch(/unavailable/i);
        expect(res.headers.get('retry-after')).toBeTruthy();
      }
      const outageAnswerMs = Date.now() - started;

      await proxy.open();
      const deadline = Date.now() + 30_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = (await call(server.url, 'GET', '/api/health', { timeoutMs: 10_000 })).status === 200;
        if (!healthy) await sleep(250);
      }
      expect(healthy, 'health did not come back without a restart').toBe(true);
      expect((await order()).status).toBe(201);
      expect((await call(server.url, 'GET', '/api/orders/my-orders', { token })).body.data).toHaveLength(2);
      figures.push(`database outage: 503 answers within ${outageAnswerMs} ms, recovered without restart`);
    } finally {
      await server.kill('SIGKILL');
      await proxy.cut();
    }
  }, 180_000);
});
