#!/usr/bin/env node
// `node bench/startup.mjs [--runs 3]`: how long `npm start` on an already built checkout takes to serve its first page.
// Each run uses a fresh DATA_DIR (first start: embedded database created, migrated and seeded) and then a second start on
// the same DATA_DIR (a restart). Spawns npm start in its own process group, polls / every 25 ms, prints ms, stops the group.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
if (!existsSync(join(root, 'apps/api/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first (npm run build): this measures a start on an already built checkout.');
  process.exit(2);
}
const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => res(p));
    });
  });

async function once(dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir } });
  let ms;
  try {
    while (performance.now() - t0 < 120_000) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        const body = await res.text();
        if (res.ok && body.includes('<div id="root"')) {
          ms = performance.now() - t0;
          break;
        }
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const t = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(t);
  }
  return ms;
}

const results = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-startup-'));
  try {
    const first = await once(dataDir);
    const restart = await once(dataDir);
    results.push({ first, restart });
    console.log(`run ${i + 1}: first start (fresh DATA_DIR) ${first?.toFixed(0) ?? 'no answer'} ms, restart ${restart?.toFixed(0) ?? 'no answer'} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const median = (xs) => xs.filter((x) => x !== undefined).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`median: first start ${median(results.map((r) => r.first))?.toFixed(0)} ms, restart ${median(results.map((r) => r.restart))?.toFixed(0)} ms (budget: 3000 ms)`);
