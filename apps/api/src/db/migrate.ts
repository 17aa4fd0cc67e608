import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findPackageRoot } from '../config';
import type { Database } from './client';

export interface MigrateOptions {
  /** Where drizzle keeps its bookkeeping table; test schemas keep their own. */
  migrationsSchema?: string;
  migrationsTable?: string;
}

export function migrationsFolder(): string {
  return join(findPackageRoot(), 'drizzle');
}

export async function runMigrations(database: Database, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), ...options };
  if (database.driver === 'pg') await migratePg(database.db as unknown as NodePgDatabase, config);
  else await migratePglite(database.db as unknown as PgliteDatabase, config);
}
