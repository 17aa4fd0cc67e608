import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';
import { clusterSnapshotFor } from './cluster-snapshot';
import { workerEntry } from '../lib/worker-entry';
import type { PgliteWorkerInput, PgliteWorkerMessage } from './pglite-worker';

export type Schema = typeof schema;
/** Both drivers give the same Drizzle PostgreSQL API; services and repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A repository works on the database or inside a transaction alike. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The catalogue's reads. On PostgreSQL a pool of its own whose statements end after CATALOGUE_STATEMENT_TIMEOUT_MS
   * (SQLSTATE 57014, answered 503), set once per connection so it costs no round trip; elsewhere the same as `db`.
   */
  catalogue: Db;
  driver: 'pg' | 'pglite';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Receives NOTIFY payloads on `channel`. `connected(false)` means notifications may be missed from now on (the
   * listening connection is down; it reconnects by itself), `connected(true)` that they arrive again. Resolves with a stop function.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string | undefined): void;
  connected(up: boolean): void;
}

/**
 * Planner costs for data that lives on SSD or in memory (the catalogue fits in RAM several times over). With
 * PostgreSQL's default random_page_cost of 4 (spinning disks), the statistics left by a burst of orders tipped the typo
 * searches from their indexes to a sequential scan of every book (test/perf/query-plans.pg.test.ts).
 */
export const PLANNER_SETTINGS: Record<string, string> = { random_page_cost: '1.1' };

/**
 * The catalogue's own connections (lists, searches, a book) also never choose a sequential scan of the books where an
 * index can answer: every catalogue statement is built to be served by an index, and a common search word (a sixth of
 * 100,000 books) priced a scan and a bitmap scan of the GIN index alike after a burst of orders, so the plan flipped
 * between runs; a scan of every book is what must never run under load (issue 11). Where no index applies at all the
 * planner still scans (the setting only prices scans out), and writes keep the default.
 */
export const CATALOGUE_PLANNER_SETTINGS: Record<string, string> = { enable_seqscan: 'off' };

/** How long a lost listening connection waits before connecting again. */
const LISTEN_RETRY_MS = 1_000;

export interface PgOptions {
  /** e.g. `t_abc,public` for a test schema. */
  searchPath?: string;
  max?: number;
  /** The catalogue pool's statement_timeout (ms); 0 = none. */
  catalogueStatementTimeoutMs?: number;
}

/** CATALOGUE_STATEMENT_TIMEOUT_MS by default. */
export const DEFAULT_CATALOGUE_STATEMENT_TIMEOUT_MS = 2_000;

export function createPgDatabase(url: string, options: PgOptions = {}): Database & { pool: pg.Pool } {
  const settings = { ...PLANNER_SETTINGS, ...(options.searchPath ? { search_path: options.searchPath } : {}) };
  const connectionWith = (extra: Record<string, string>) => ({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    options: Object.entries({ ...settings, ...extra })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  const connection = connectionWith({});
  const pool = new pg.Pool({
    ...connection,
    // Orders hold a connection for a whole transaction; 20 keeps 50 concurrent buyers from queueing for one.
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
  });
  const timeout = options.catalogueStatementTimeoutMs ?? DEFAULT_CATALOGUE_STATEMENT_TIMEOUT_MS;
  // The catalogue's reads on connections of their own, each statement cut off at the limit by PostgreSQL itself.
  const cataloguePool = new pg.Pool({
    ...connectionWith({ ...CATALOGUE_PLANNER_SETTINGS, ...(timeout > 0 ? { statement_timeout: String(timeout) } : {}) }),
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it on the next checkout.
  pool.on('error', () => {});
  cataloguePool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const catalogue = drizzlePg(cataloguePool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    catalogue,
    pool,
    driver: 'pg',
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: pgListener(connection),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), cataloguePool.end()]);
    },
  };
}

/**
 * One dedicated connection per process for every channel listened to (LISTEN holds it), connected again after any loss;
 * each channel's handlers hear of its notifications, and of the connection going and coming back.
 */
function pgListener(connection: pg.ClientConfig): (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>> {
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);
  const later = () => {
    if (subscribers.size === 0) return;
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    retry.unref();
  };
  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const client = new pg.Client(connection);
      client.on('notification', (notification) => {
        for (const handlers of subscribers.get(notification.channel) ?? []) handlers.message(notification.payload);
      });
      // Errors end the connection; 'end' reports it.
      client.on('error', () => {});
      client.on('end', () => {
        if (current !== client) return;
        current = undefined;
        for (const handlers of everyone()) handlers.connected(false);
        later();
      });
      try {
        await client.connect();
        for (const channel of subscribers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        await client.end().catch(() => {});
        later();
        return;
      }
      if (subscribers.size === 0) return void (await client.end().catch(() => {}));
      current = client;
      for (const handlers of everyone()) handlers.connected(true);
    })().finally(() => {
      connecting = undefined;
    }));

  return async (channel, handlers) => {
    const known = subscribers.has(channel);
    if (!known) subscribers.set(channel, new Set());
    subscribers.get(channel)!.add(handlers);
    if (connecting) await connecting;
    if (current) {
      try {
        if (!known) await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        handlers.connected(true);
      } catch {
        // The connection is going: its 'end' tells everyone and connects again.
      }
    } else if (!retry || subscribers.size === 1) {
      clearTimeout(retry);
      retry = undefined;
      await connect();
    }
    return async () => {
      const set = subscribers.get(channel);
      set?.delete(handlers);
      if (set?.size === 0) {
        subscribers.delete(channel);
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
      if (subscribers.size === 0) {
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end().catch(() => {});
      }
    };
  };
}

/**
 * Embedded PostgreSQL (WASM) in this thread. For tools that run alone (the build's cluster snapshot, a backup or restore
 * while no server runs); the server uses createPgliteDatabase, which runs it in a worker. `dataDir` undefined = in memory,
 * started from `cluster` (a dumped data directory) when given: the API tests' databases (test/pglite-cluster-setup.ts).
 */
export async function openPgliteInProcess(dataDir?: string, cluster?: Blob): Promise<Database & { client: PGlite }> {
  const snapshot = dataDir ? clusterSnapshotFor(dataDir) : cluster;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? new PGlite(dataDir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) })
    : new PGlite({ extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  await client.waitReady;
  // One connection for the life of the process: session settings last.
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    catalogue: db,
    client,
    driver: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, handlers) {
      // One embedded connection: notifications arrive with the answer of the query that committed them.
      const unsubscribe = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.connected(true);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** How long the embedded database's worker may take to come up (unpacking a snapshot, recovering after a crash). */
const WORKER_START_TIMEOUT_MS = 60_000;

/** Where a running server's embedded database takes backup requests (npm run db:backup): beside its data directory, not in it. */
export function controlSocketPath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.control.sock`;
}

interface RunningWorker {
  worker: Worker;
  closed: Promise<void>;
}

function startWorker(input: PgliteWorkerInput, onExit: (code: number) => void): Promise<RunningWorker> {
  const { url, argv } = workerEntry(import.meta.url, 'pglite-worker');
  const worker = new Worker(url, { workerData: input, argv, execArgv: [] });
  let closedResolve: () => void = () => {};
  const closed = new Promise<void>((resolve) => (closedResolve = resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the embedded database did not start in time')), WORKER_START_TIMEOUT_MS);
    timer.unref();
    worker.on('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({ worker, closed });
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`the embedded database could not start: ${message.message}`));
      } else if (message.type === 'closed') closedResolve();
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.on('exit', (code) => {
      closedResolve();
      onExit(code);
    });
  });
}

/**
 * Embedded PostgreSQL (WASM) under DATA_DIR (`dataDir` undefined = in memory), run in a worker thread (db/pglite-worker.ts)
 * and reached through a private Unix socket with the same `pg` driver as a PostgreSQL server: no statement runs on the
 * main thread. One connection (PGlite is one session); notifications arrive on it. If the worker dies, requests meanwhile
 * get 503 and a new worker is started on the same data directory.
 */
export async function createPgliteDatabase(dataDir?: string, options: { statementTimeoutMs?: number; cluster?: Blob } = {}): Promise<Database> {
  const socketDir = mkdtempSync(join(tmpdir(), 'boipoka-db-'));
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  // In memory: started from `cluster` (a dumped data directory) when given, as openPgliteInProcess does (the API tests).
  let input: PgliteWorkerInput = { socketPath, ...(options.cluster ? { snapshot: new Uint8Array(await options.cluster.arrayBuffer()) } : {}) };
  if (dataDir) {
    const snapshot = clusterSnapshotFor(dataDir);
    mkdirSync(dataDir, { recursive: true });
    input = { socketPath, dataDir, controlPath: controlSocketPath(dataDir), ...(snapshot ? { snapshot: new Uint8Array(await snapshot.arrayBuffer()) } : {}) };
  }
  let closing = false;
  let running: RunningWorker;
  const restart = (code: number) => {
    if (closing) return;
    console.error(`[db] the embedded database worker stopped (exit ${code}); starting it again`);
    const { snapshot: _unused, ...again } = input;
    setTimeout(() => {
      startWorker(again, restart).then(
        (next) => (running = next),
        (error: unknown) => console.error(`[db] ${String(error)}`),
      );
    }, 200).unref();
  };
  running = await startWorker(input, restart);

  const channels = new Map<string, NotificationHandlers>();
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    // PGlite is one session: one connection, kept open (it also receives the notifications).
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 10_000,
    // Session settings and the channels listened to, on every new connection (after a worker restart too), before the
    // connection is handed out.
    onConnect: async (client: pg.ClientBase) => {
      const setup = [...Object.entries(PLANNER_SETTINGS).map(([name, value]) => `set ${name} = ${value}`), ...[...channels.keys()].map((channel) => `listen ${pg.escapeIdentifier(channel)}`)];
      await client.query(setup.join('; '));
      client.on('notification', (notification) => channels.get(notification.channel)?.message(notification.payload));
      client.on('end', () => channels.forEach((handlers) => handlers.connected(false)));
      channels.forEach((handlers) => handlers.connected(true));
    },
  });
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // PGlite cannot interrupt a statement (no signals in WASM; statement_timeout is ignored): the catalogue stops waiting
  // instead (see BooksService), and the main thread is never held, the statement runs on in the worker.
  void options.statementTimeoutMs;
  return {
    db,
    catalogue: db,
    driver: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, handlers) {
      channels.set(channel, handlers);
      await pool.query(`listen ${pg.escapeIdentifier(channel)}`);
      handlers.connected(true);
      return async () => {
        channels.delete(channel);
        if (!closing) await pool.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      if (closing) return;
      closing = true;
      await pool.end().catch(() => {});
      running.worker.postMessage({ type: 'close' });
      await Promise.race([running.closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await running.worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** DATABASE_URL → PostgreSQL through a pg Pool; otherwise PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { catalogueStatementTimeoutMs?: number }): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl, { catalogueStatementTimeoutMs: config.catalogueStatementTimeoutMs });
  return createPgliteDatabase(`${config.dataDir}/pglite`);
}

/**
 * Runs one fixed statement of a hot path by name: on PostgreSQL connections it is parsed once per connection and its
 * parameters bound thereafter (node-postgres named statements), without building it through drizzle on every call; the
 * in-process PGlite of the tests runs it as a plain parameterised query. Columns come back as named in `text`.
 */
export async function runNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  throw new Error('runNamed: not a PostgreSQL pool or PGlite');
}

/** The name a statement is prepared under: its text's hash, so one text is one name on every connection. */
function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
}

/**
 * Runs `query` (in a transaction or not) as a named statement (decision 054): on PostgreSQL each connection parses it
 * once and binds its parameters thereafter (node-postgres named statements), and after five runs the server may keep
 * a generic plan instead of planning each run (PostgreSQL manual, PREPARE, "Notes"); PGlite runs it as any other.
 * Only for the hot paths' statements whose text takes a few shapes (a list as one array parameter, never one
 * placeholder per item): every shape stays prepared on every connection of the pool for the connection's life.
 */
export async function executeNamed<Row>(db: Executor, query: SQL): Promise<{ rows: Row[] }> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  return (await session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as { rows: Row[] };
}
