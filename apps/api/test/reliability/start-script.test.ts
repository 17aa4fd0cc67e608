/**
 * `npm start` (scripts/start.mjs) as an owner meets it, on a checkout of its own: a stand-in shop whose build copies a
 * source file into the page the server answers, so what it serves tells which sources it was built from. An upgrade
 * (changed sources) is built before it is served; a server that dies is started again; a crash loop is given up.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, sleep } from './support';

const shop = mkdtempSync(join(tmpdir(), 'boipoka-start-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(shop, { recursive: true, force: true });
});

const write = (path: string, text: string) => {
  mkdirSync(join(shop, path, '..'), { recursive: true });
  writeFileSync(join(shop, path), text);
};

/** The stand-in server: answers its pid and the version it was built from; STUB_CRASH=1 makes it die at once. */
const STUB_SERVER = (version: string) => `import { createServer } from 'node:http';
if (process.env.STUB_CRASH === '1') { console.error('stub server: failing at start'); process.exit(3); }
const server = createServer((req, res) => res.end(JSON.stringify({ pid: process.pid, version: ${JSON.stringify(version)} })));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('stub server listening'));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
`;

function setUpShop() {
  for (const script of ['start.mjs', 'build-stamp.mjs']) {
    mkdirSync(join(shop, 'scripts'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'scripts', script), join(shop, 'scripts', script));
  }
  write('package.json', JSON.stringify({ name: 'stand-in-shop', private: true, type: 'module', scripts: { build: 'node make-build.mjs && node scripts/build-stamp.mjs' } }));
  write(
    'make-build.mjs',
    `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const version = readFileSync('apps/web/src/version.txt', 'utf8').trim();
mkdirSync('apps/web/dist', { recursive: true });
mkdirSync('apps/api/dist', { recursive: true });
writeFileSync('apps/web/dist/index.html', '<div id="root"></div>');
writeFileSync('apps/api/dist/server.js', ${JSON.stringify(STUB_SERVER('VERSION'))}.replace('"VERSION"', JSON.stringify(version)));
console.log('stand-in build of ' + version);
`,
  );
  write('apps/web/src/version.txt', 'yesterday\n');
  write('apps/web/src/page.test.ts', '// a test\n');
  write('apps/api/src/server.ts', '// the server\n');
  write('packages/shared/src/index.ts', '// shared\n');
}

interface Started {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

async function npmStart(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'INIT_CWD'));
  const child = spawn(process.execPath, [join(shop, 'scripts', 'start.mjs')], { cwd: shop, env: { ...clean, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
}

/** What the server answers, once it answers (within 60 s). */
async function answer(run: Started, differentFrom?: number): Promise<{ pid: number; version: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`npm start exited (${run.child.exitCode}):\n${run.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${run.port}/`, { signal: AbortSignal.timeout(2_000) });
      const body = (await res.json()) as { pid: number; version: string };
      if (body.pid !== differentFrom) return body;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`no answer within 60 s:\n${run.output()}`);
}

async function stop(run: Started): Promise<number | null> {
  run.child.kill('SIGTERM');
  return run.exited;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start (scripts/start.mjs)', () => {
  setUpShop();

  it('builds when there is no build, not again for the same sources, and again after an upgrade', async () => {
    const first = await npmStart();
    expect((await answer(first)).version).toBe('yesterday');
    expect(first.output()).toContain('No build found');
    expect(await stop(first)).toBe(0);

    const again = await npmStart();
    expect((await answer(again)).version).toBe('yesterday');
    expect(again.output()).not.toContain('npm run build');
    expect(await stop(again)).toBe(0);

    // `git pull && npm ci && npm start`: the sources changed under the old build.
    write('apps/web/src/version.txt', 'today\n');
    const upgraded = await npmStart();
    expect((await answer(upgraded)).version).toBe('today');
    expect(upgraded.output()).toContain('The sources changed since the last build');
    expect(upgraded.output()).toContain('stand-in build of today');
    expect(await stop(upgraded)).toBe(0);

    // A changed test is no change to what is built.
    write('apps/web/src/page.test.ts', '// another test\n');
    const tested = await npmStart();
    expect((await answer(tested)).version).toBe('today');
    expect(tested.output()).not.toContain('npm run build');
    expect(await stop(tested)).toBe(0);
  }, 120_000);

  it('starts the server again when it dies, says so, and stops it with itself', async () => {
    const run = await npmStart();
    const before = await answer(run);
    process.kill(before.pid, 'SIGKILL');
    const after = await answer(run, before.pid);
    expect(after.pid).not.toBe(before.pid);
    expect(run.output()).toContain('The server stopped unexpectedly (killed by SIGKILL); starting it again in 1 s');
    expect(await stop(run)).toBe(0);
    await sleep(200);
    expect(alive(after.pid)).toBe(false);
  }, 60_000);

  it('gives up a crash loop: a server that dies at every start is started again a limited number of times', async () => {
    const run = await npmStart({ STUB_CRASH: '1', SERVER_RESTARTS_PER_MINUTE: '2' });
    const code = await run.exited;
    expect(code).not.toBe(0);
    expect(run.output().match(/starting it again in/g)).toHaveLength(2);
    expect(run.output()).toContain('starting it again in 2 s');
    expect(run.output()).toContain('3 times within a minute; not restarting it again');
  }, 60_000);
});
