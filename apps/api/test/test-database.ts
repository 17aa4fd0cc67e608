import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgDatabase, createPgliteDatabase, openPgliteInProcess, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** Postgres schema the tests run in (real server only). */
  schema?: string;
  cleanup(): Promise<void>;
}

export const usingRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

async function ensureTrigramExtension(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_trgm schema public');
  } catch (error) {
    // Another test file created it at the same moment.
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await admin.end();
  }
}

/** The migrated empty cluster of the test run (test/pglite-cluster-setup.ts), when there is one. */
function testCluster(): Blob | undefined {
  const cluster = inject('pgliteCluster');
  return cluster ? new Blob([readFileSync(cluster)]) : undefined;
}

/**
 * The embedded database as the server runs it, in its worker thread, migrated: started from the test run's migrated
 * cluster (a second or two) rather than created and migrated afresh (tens of seconds on two busy cores).
 */
export async function createWorkerTestDatabase(): Promise<Database> {
  const database = await createPgliteDatabase(undefined, { cluster: testCluster() });
  await runMigrations(database);
  return database;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a new schema `t_<random>`
 * on that server (its own migration bookkeeping, public kept on the search_path for pg_trgm), dropped afterwards.
 */
export async function createTestDatabase(options: { poolSize?: number; catalogueStatementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // In this thread: a test file's database starts in about a second (the worker the server uses is tested through the
    // real server: test/reliability/*.pglite.test.ts, db/pglite-worker.test.ts and the browser journeys).
    const database = await openPgliteInProcess(undefined, testCluster());
    await runMigrations(database);
    return { database, cleanup: () => database.close() };
  }
  await ensureTrigramExtension(url);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const database = createPgDatabase(url, { searchPath: `${schema},public`, max: options.poolSize ?? 10, catalogueStatementTimeoutMs: options.catalogueStatementTimeoutMs });
  await runMigrations(database, { migrationsSchema: schema, migrationsTable: '__drizzle_migrations' });
  return {
    database,
    schema,
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists "${schema}" cascade`);
      await dropper.end();
    },
  };
}
