import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../config';

/**
 * Creating an embedded PostgreSQL cluster (initdb in WASM) takes about 3 s, more than the whole start-up budget.
 * `npm run build` creates one once, already migrated, and saves it as a tarball; the first start of an empty
 * DATA_DIR unpacks it (about 1 s) instead. Migrations still run at every start, so a stale snapshot is only slower.
 */
export const CLUSTER_SNAPSHOT_FILE = 'pglite-cluster.tar.gz';

export function clusterSnapshotPath(): string {
  return join(findPackageRoot(), 'dist', CLUSTER_SNAPSHOT_FILE);
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** The snapshot to start a new data directory from, or undefined to let PGlite run initdb itself. */
export function clusterSnapshotFor(dataDir: string): Blob | undefined {
  const snapshot = clusterSnapshotPath();
  if (!isEmptyDir(dataDir) || !existsSync(snapshot)) return undefined;
  return new Blob([readFileSync(snapshot)]);
}
