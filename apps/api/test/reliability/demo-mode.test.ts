/**
 * Demo mode (DEMO): on for the embedded quick start, off with DATABASE_URL unless asked for, always off in production.
 * Only a demo shop has demo accounts and tells the web app their credentials; a production server refuses to start
 * while any account still has a demo password; the first admin of a real shop comes from `npm run admin:create`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { seedIfEmpty } from '../../src/cli/seed';
import { users } from '../../src/db/schema';
import { PasswordHasher } from '../../src/lib/passwords';
import { TEST_JWT_SECRET, withFreshApp } from '../test-app';
import { usingRealPostgres } from '../test-database';
import { call, REPO_ROOT, startServer, spawnServer } from './support';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-demo-'));
  dirs.push(dir);
  return dir;
};
const configFor = (env: NodeJS.ProcessEnv) => loadConfig(env, { jwtSecret: TEST_JWT_SECRET });

describe('demo mode setting', () => {
  it('is on for the embedded database, off with DATABASE_URL, DEMO=… wins, and production always turns it off', () => {
    expect(configFor({}).demo).toBe(true);
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).demo).toBe(false);
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y', DEMO: 'true' }).demo).toBe(true);
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y', SEED_DEMO: 'true' }).demo).toBe(true);
    expect(configFor({ DEMO: 'false' }).demo).toBe(false);
    expect(configFor({ NODE_ENV: 'production', DEMO: 'true' })).toMatchObject({ demo: false, demoRefusedInProduction: true });
    expect(configFor({ NODE_ENV: 'production' })).toMatchObject({ demo: false, demoRefusedInProduction: false });
    expect(() => configFor({ DEMO: 'maybe' })).toThrow(ConfigError);
  });

  it('online payments: the simulators in the demo only, never in production; a provider needs its credentials, and production its PUBLIC_URL', () => {
    expect(configFor({}).payments).toMatchObject({ providers: ['bkash', 'sslcommerz'], simulators: true, holdMinutes: 15 });
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).payments).toMatchObject({ providers: [], simulators: false });
    expect(() => configFor({ NODE_ENV: 'production', PAYMENT_SIMULATORS: 'true' })).toThrow('PAYMENT_SIMULATORS cannot be on with NODE_ENV=production');
    expect(configFor({ NODE_ENV: 'production' }).payments).toMatchObject({ providers: [], simulators: false });
    expect(() => configFor({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'bkash', PUBLIC_URL: 'https://shop.example' })).toThrow(
      'BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD not set',
    );
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    expect(() => configFor({ NODE_ENV: 'production', ...bkash })).toThrow('PUBLIC_URL is required when online payments are on');
    expect(configFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...bkash }).payments).toMatchObject({
      providers: ['bkash'],
      simulators: false,
      bkash: { baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta', appKey: 'k' },
    });
    expect(() => configFor({ PAYMENT_PROVIDERS: 'paypal' })).toThrow('PAYMENT_PROVIDERS may list bkash and sslcommerz');
  });

  it('a relative DATA_DIR means the directory the npm command was typed in (INIT_CWD), not the workspace npm runs it in', () => {
    expect(configFor({ INIT_CWD: '/srv/shop' }).dataDir).toBe('/srv/shop/data');
    expect(configFor({ INIT_CWD: '/srv/shop', DATA_DIR: 'state' }).dataDir).toBe('/srv/shop/state');
    expect(configFor({ INIT_CWD: '/srv/shop', DATA_DIR: '/var/lib/boipoka' }).dataDir).toBe('/var/lib/boipoka');
  });

  it('GET /api/site tells the web app the demo accounts only in demo mode', async () => {
    await withFreshApp(
      async ({ app }) => {
        const res = await app.inject({ method: 'GET', url: '/api/site' });
        expect(res.json().data).toEqual({
          demo: true,
          deliveryDays: { min: 3, max: 5 },
          demoAccounts: [
            { role: 'user', email: 'reader@boipoka.test', password: 'reader123' },
            { role: 'admin', email: 'admin@boipoka.test', password: 'admin123' },
          ],
        });
      },
      { demo: true },
    );
    await withFreshApp(
      async ({ app }) => {
        const res = await app.inject({ method: 'GET', url: '/api/site' });
        expect(res.json().data).toEqual({ demo: false, deliveryDays: { min: 3, max: 5 } });
        expect(res.body).not.toMatch(/boipoka\.test|admin123|reader123/);
      },
      { demo: false },
    );
  });

  it('outside demo mode an empty database gets the catalogue and no account', async () => {
    await withFreshApp(async ({ db }) => {
      const seeded = await seedIfEmpty(db, { demo: false, passwords: new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }) });
      expect(seeded).toMatchObject({ seeded: true, users: 0, orders: 0 });
      expect(seeded.books).toBeGreaterThan(50);
      expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    });
  });
});

// Spawned servers and the CLI use the embedded database of a temp DATA_DIR (the PostgreSQL run tests the same code paths).
describe.runIf(!usingRealPostgres())('a real shop: admin:create, and production refuses demo passwords', () => {
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
