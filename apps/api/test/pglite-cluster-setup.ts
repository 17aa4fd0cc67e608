import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteInProcess } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded cluster (a tarball) that each test file's database starts from. */
    pgliteCluster: string;
  }
}

/**
 * Vitest global setup of the API project on the embedded database: creating a cluster (initdb in WASM) and migrating it
 * took 2-4 s for each of the suite's databases. Done once here; createTestDatabase loads the result instead, as the
 * server's first start does (db/cluster-snapshot.ts). Migrations still run on every test database, finding nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openPgliteInProcess();
  await runMigrations(database);
  const tarball = await database.client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `boipoka-test-cluster-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteCluster', file);
  return () => rmSync(file, { force: true });
}
