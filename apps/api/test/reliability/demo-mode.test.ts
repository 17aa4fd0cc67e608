/**
 * Demo mode (DEMO): on for the embedded quick start, off with DATABASE_URL unless asked for, always off in production.
 * Only a demo shop has demo accounts and tells the web app their credentials; a production server refuses to start
 * while any account still has a demo password; the first admin of a real shop comes from `npm run admin:create`
 * (spawned servers and the CLI on an embedded database: demo-mode-real-shop.pglite.test.ts).
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { seedIfEmpty } from '../../src/cli/seed';
import { users } from '../../src/db/schema';
import { PasswordHasher } from '../../src/lib/passwords';
import { TEST_JWT_SECRET, withFreshApp } from '../test-app';

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
