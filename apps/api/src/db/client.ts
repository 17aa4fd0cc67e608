import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';
import { clusterSnapshotFor } from './cluster-snapshot';

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
 * searches from their indexes to a sequential scan of every book (src/perf/query-plans.pg.test.ts).
 */
export const PLANNER_SETTINGS: Record<string, string> = { random_page_cost: '1.1' };

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
  const cataloguePool = new pg.Pool({ ...connectionWith(timeout > 0 ? { statement_timeout: String(timeout) } : {}), max: options.max ?? 20, idleTimeoutMillis: 30_000 });
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
    listen: (channel, handlers) => listenWithPg(connection, channel, handlers),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), cataloguePool.end()]);
    },
  };
}

/** A dedicated connection (LISTEN holds it), connected again after any loss. */
async function listenWithPg(connection: pg.ClientConfig, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client(connection);
    client.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload);
    });
    // Errors end the connection; 'end' reports it.
    client.on('error', () => {});
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      handlers.connected(false);
      later();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      later();
      return;
    }
    if (stopped) return void (await client.end().catch(() => {}));
    current = client;
    handlers.connected(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database & { client: PGlite }> {
  const snapshot = dataDir ? clusterSnapshotFor(dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? new PGlite(dataDir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) })
    : new PGlite({ extensions: { pg_trgm } });
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

/** DATABASE_URL → PostgreSQL through a pg Pool; otherwise PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { catalogueStatementTimeoutMs?: number }): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl, { catalogueStatementTimeoutMs: config.catalogueStatementTimeoutMs });
  return createPgliteDatabase(`${config.dataDir}/pglite`);
}
