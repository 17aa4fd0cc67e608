/**
 * Faults on the embedded database (PGlite in DATA_DIR), with the real server process:
 * SIGKILL mid-stream and restart on the same DATA_DIR (twice), and a graceful SIGTERM with requests in flight.
 * The PostgreSQL versions (crash, database going away and coming back) are in faults.pg.test.ts. Every server here
 * runs on PGlite whatever the test database is, so the file (*.pglite.test.ts) is left out of the PostgreSQL run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crashRun, gracefulShutdownRun } from './fault-scenarios';
import { call } from './support';

const dirs: string[] = [];
const figures: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  console.log(`faults (embedded PGlite): ${figures.join('; ')}`);
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-crash-'));
  dirs.push(dir);
  return dir;
}

const demoAdmin = {
  async admin(server: { url: string }) {
    const res = await call(server.url, 'POST', '/api/users/login', { body: { email: 'admin@boipoka.test', password: 'admin123' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.accessToken as string;
  },
};

describe('crash and restart (embedded database)', () => {
  it('SIGKILL while orders stream in, twice on the same DATA_DIR: every acknowledged order survives, whole, and stock adds up', async () => {
    const dir = dataDir();
    for (const killAfter of [25, 40]) {
      const run = await crashRun({ DATA_DIR: dir }, demoAdmin, killAfter);
      expect(run.stored).toBeGreaterThanOrEqual(run.acknowledged);
      figures.push(`crash run: ${run.acknowledged} orders acknowledged before SIGKILL, ${run.stored} stored after restart (${run.unknownOutcome} requests cut off)`);
    }
  }, 240_000);
});

describe('graceful shutdown', () => {
  it('SIGTERM while requests are in flight: they complete, then the process exits 0', async () => {
    const { statuses, exit, output } = await gracefulShutdownRun({ DATA_DIR: dataDir() });
    expect(statuses, output.slice(-2000)).toEqual(statuses.map(() => 201));
    expect(exit.code, output.slice(-6000)).toBe(0);
    figures.push(`graceful shutdown: ${statuses.length} in-flight requests completed, exit 0`);
  }, 120_000);
});
