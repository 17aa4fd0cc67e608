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
  driver: 'pg' | 'pglite';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PgOptions {
  /** e.g. `t_abc,public` for a test schema. */
  searchPath?: string;
  max?: number;
}

export function createPgDatabase(url: string, options: PgOptions = {}): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    // Orders hold a connection for a whole transaction; 20 keeps 50 concurrent buyers from queueing for one.
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it on the next checkout.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    pool,
    driver: 'pg',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    driver: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** DATABASE_URL → PostgreSQL through a pg Pool; otherwise PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  return createPgliteDatabase(`${config.dataDir}/pglite`);
}
