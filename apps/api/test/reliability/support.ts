/**
 * Helpers shared by the reliability suites: database fingerprints (to prove a refused write changed nothing),
 * the error-envelope check, and spawning the real server as a child process (faults, several instances, load).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SERVER_SOURCE = join(REPO_ROOT, 'apps/api/src/server.ts');
export const SERVER_DIST = join(REPO_ROOT, 'apps/api/dist/server.js');

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Everything a write could change, as one string: users (role, email, password hash), books (stock, price, texts,
 * archived), orders (status, money, hidden), order items, refresh tokens (revocations). Equal strings = nothing changed.
 */
export async function dbFingerprint(db: Db): Promise<string> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select
      (select count(*) from users)::int as users,
      (select md5(coalesce(string_agg(id::text || role || email || name || password_hash, ',' order by id), '')) from users) as users_sum,
      (select count(*) from books)::int as books,
      (select md5(coalesce(string_agg(id::text || quantity || ':' || price_cents || title || author || category || image || description || coalesce(archived_at::text, '-'), ',' order by id), '')) from books) as books_sum,
      (select coalesce(sum(quantity), 0)::int from books) as stock,
      (select count(*) from orders)::int as orders,
      (select md5(coalesce(string_agg(id::text || status || total_cents || coalesce(hidden_by_owner_at::text, '-'), ',' order by id), '')) from orders) as orders_sum,
      (select count(*) from order_items)::int as items,
      (select count(*) from refresh_tokens)::int as tokens,
      (select count(*) from refresh_tokens where revoked_at is not null)::int as revoked`,
  );
  return JSON.stringify(row);
}

export function isJsonResponse(res: LightMyRequestResponse): boolean {
  return String(res.headers['content-type'] ?? '').includes('application/json');
}

/** Every 4xx/5xx answer is `{ success: false, message: string }` (plus optional `errors`). */
export function expectErrorEnvelope(res: LightMyRequestResponse, context = '') {
  expect(isJsonResponse(res), `${context}: ${res.statusCode} not JSON: ${res.headers['content-type']} ${res.body.slice(0, 200)}`).toBe(true);
  const body = res.json();
  expect(body.success, `${context}: ${res.body.slice(0, 300)}`).toBe(false);
  expect(typeof body.message, `${context}: ${res.body.slice(0, 300)}`).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The server entry: the built dist if present, else the TypeScript source through tsx (no build needed). */
export function serverCommand(): { command: string; args: string[] } {
  if (process.env.RELIABILITY_USE_DIST === '1' && existsSync(SERVER_DIST)) return { command: process.execPath, args: [SERVER_DIST] };
  return { command: process.execPath, args: ['--import', 'tsx', SERVER_SOURCE] };
}

/** Starts `node --import tsx apps/api/src/server.ts` directly (no npx in between, so the pid is the server's own). */
export function spawnServer(env: Record<string, string | undefined>, options: { port?: number } = {}): SpawnedServer {
  const { command, args } = serverCommand();
  const port = options.port ?? Number(env.PORT ?? 0);
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'JWT_SECRET', 'REDIS_URL', 'NODE_ENV', 'SEED_DEMO', 'DEMO', 'DATA_DIR', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete base[name];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...base,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
      REGISTRATIONS_PER_IP_PER_HOUR: '0',
      MAX_PENDING_ORDERS_PER_ACCOUNT: '0',
      MAX_PENDING_COPIES_PER_ACCOUNT: '0',
      MAX_PENDING_VALUE_PER_ACCOUNT: '0',
      ORDERS_PER_ACCOUNT_PER_HOUR: '0',
      ORDERS_PER_IP_PER_HOUR: '0',
      ORDER_CANCELLATIONS_PER_ACCOUNT_PER_HOUR: '0',
      ORDER_CANCELLATIONS_PER_IP_PER_HOUR: '0',
      ...env,
      PORT: String(port),
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until GET /api/health answers 200 (or the process dies). */
export async function waitHealthy(server: SpawnedServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy:\n${server.output().slice(-3000)}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return;
      last = `health ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`server not healthy within ${timeoutMs} ms (${last}):\n${server.output().slice(-3000)}`);
}

export async function startServer(env: Record<string, string | undefined>): Promise<SpawnedServer> {
  const server = spawnServer(env, { port: await freePort() });
  try {
    await waitHealthy(server);
  } catch (error) {
    await server.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** JSON call to a spawned server; never throws on HTTP status. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

/** A fresh PostgreSQL database on the server of `url` (for spawned servers, which migrate `public` themselves). */
export async function createScratchDatabase(url: string, prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** One-shot query on a database URL. */
export async function queryUrl<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
