/**
 * A real shop (DEMO=false): its first admin comes from `npm run admin:create`, and a production server refuses to start
 * while any account still has a demo password. Spawned servers and the CLI use the embedded database of a temp DATA_DIR,
 * so this file runs in the embedded run only (`*.pglite.test.ts`); the PostgreSQL run tests the same code paths through
 * demo-mode.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, REPO_ROOT, startServer, spawnServer } from './support';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-demo-'));
  dirs.push(dir);
  return dir;
};

describe('a real shop: admin:create, and production refuses demo passwords', () => {
  const adminCreate = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/cli/admin-create-cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('a shop with DEMO=false has no demo account; its first admin is made with admin:create and signs in', async () => {
    const dataDir = tempDir();
    const shop = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
    try {
      expect((await call(shop.url, 'POST', '/api/users/login', { body: { email: 'admin@boipoka.test', password: 'admin123' } })).status).toBe(401);
      expect((await call(shop.url, 'GET', '/api/site')).body.data).toEqual({ demo: false, deliveryDays: { min: 3, max: 5 } });
      expect((await call(shop.url, 'GET', '/api/books?limit=1')).body.meta.total).toBeGreaterThan(50);
    } finally {
      await shop.kill('SIGTERM');
    }
    const refused = adminCreate(dataDir, '--email', 'owner@shop.example', '--password', '12');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('password: Password must be at least 6 characters long');
    const demoPassword = adminCreate(dataDir, '--email', 'owner@shop.example', '--password', 'admin123');
    expect(demoPassword.status).not.toBe(0);
    expect(demoPassword.stderr).toContain('demo password');
    const made = adminCreate(dataDir, '--email', 'Owner@Shop.example', '--password', 'long-and-private-1', '--name', 'Shop Owner');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Admin owner@shop.example created');
    const again = adminCreate(dataDir, '--email', 'owner@shop.example', '--password', 'another-one-22');
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('exists already');

    const restarted = await startServer({ DATA_DIR: dataDir, DEMO: 'false', NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-enough-length' });
    try {
      const login = await call(restarted.url, 'POST', '/api/users/login', { body: { email: 'owner@shop.example', password: 'long-and-private-1' } });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ role: 'admin', name: 'Shop Owner' });
    } finally {
      await restarted.kill('SIGTERM');
    }
  }, 120_000);

  it('with NODE_ENV=production the server refuses to start while an account still has a demo password, naming it', async () => {
    const dataDir = tempDir();
    const demo = await startServer({ DATA_DIR: dataDir });
    await demo.kill('SIGTERM');
    const production = spawnServer({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-enough-length' });
    const { code } = await production.exited;
    expect(code).not.toBe(0);
    expect(production.output()).toContain('refusing to start with NODE_ENV=production');
    expect(production.output()).toContain('admin@boipoka.test');
    expect(production.output()).toContain('reader@boipoka.test');
  }, 120_000);
});
