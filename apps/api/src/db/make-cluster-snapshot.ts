import { writeFileSync } from 'node:fs';
import { openPgliteInProcess } from './client';
import { clusterSnapshotPath } from './cluster-snapshot';
import { runMigrations } from './migrate';

/** Build step: an empty, migrated embedded cluster, saved for fast first starts (see cluster-snapshot.ts). */
const database = await openPgliteInProcess();
await runMigrations(database);
const tarball = await database.client.dumpDataDir('gzip');
writeFileSync(clusterSnapshotPath(), Buffer.from(await tarball.arrayBuffer()));
await database.close();
console.log(`wrote ${clusterSnapshotPath()} (${Math.round(tarball.size / 1024)} KB)`);
