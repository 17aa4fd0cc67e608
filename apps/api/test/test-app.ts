import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock the tests can move (login windows, token expiry). */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export function testConfig(clock: TestClock, overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {},
    {
      jwtSecret: TEST_JWT_SECRET,
      rateLimitMax: 0,
      // The limits one client (every inject comes from 127.0.0.1) would reach in a suite; their own tests turn them on.
      loginAttemptsPerIpPerMinute: 0,
      registrationsPerIpPerHour: 0,
      passwordAttemptsPerIpPerMinute: 0,
      mailFormsPerIpPerHour: 0,
      maxPendingOrdersPerAccount: 0,
      maxPendingCopiesPerAccount: 0,
      maxPendingValueCentsPerAccount: 0,
      ordersPerAccountPerHour: 0,
      ordersPerIpPerHour: 0,
      orderCancellationsPerAccountPerHour: 0,
      orderCancellationsPerIpPerHour: 0,
      promoChecksPerAccountPerHour: 0,
      promoChecksPerIpPerHour: 0,
      bookRequestsPerIpPerHour: 0,
      trackLookupsPerIpPerHour: 0,
      // SPEC's shop and the Taka shop's tests place cash orders without a code; the phone check's own tests turn it on.
      phoneCheck: 'off',
      phoneCodesPerPhonePerHour: 0,
      phoneCodesPerIpPerHour: 0,
      phoneLookupsPerIpPerHour: 0,
      // SPEC's shop, as a shop that has not set the new member's discount (the demo's 10% is its own tests' to turn on).
      newMemberDiscountPercent: 0,
      // No sales worker: the tests run reconcile when their clock says a sale starts or ends.
      salesReconcileSeconds: 0,
      webDistDir: '/nonexistent/web-dist',
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      now: clock.now,
      // The index in the test's own thread (one thread: CI's two cores run several files at once); the tests of the
      // worker ask for it.
      searchIndexThread: 'inline',
      // No online provider unless a test starts the simulators and points one at them (test/payments.ts).
      payments: { providers: [], simulators: false, holdMinutes: 15, sweepSeconds: 0 },
      // No SMS gateway: every SMS stays in the outbox, not sent, unless a test starts the simulator (test/sms.ts).
      sms: { simulator: false, pollMs: 2_000, retryBaseMs: 30_000, maxAttempts: 6 },
      // No Steadfast unless a test starts its simulator (couriers-routes.test.ts); 'manual' is always there.
      couriers: { simulator: false },
      ...overrides,
    },
  );
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  clock: TestClock;
  config: AppConfig;
}

/** Registers beforeAll/afterAll hooks: a fresh database and app for the test file. */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    ctx.clock = new TestClock();
    ctx.config = testConfig(ctx.clock, overrides);
    ctx.database = testDb.database;
    ctx.db = testDb.database.db;
    ctx.app = await buildApp({ db: testDb.database, config: ctx.config });
    await ctx.app.ready();
    // Searches go through the index once it has loaded (PostgreSQL's plain match answers before that).
    await ctx.app.searchEngine.start();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.cleanup();
  });
  return ctx;
}

export async function withFreshApp<T>(fn: (ctx: TestContext) => Promise<T>, overrides: Partial<AppConfig> = {}): Promise<T> {
  const testDb = await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(clock, overrides);
  const app = await buildApp({ db: testDb.database, config });
  try {
    await app.searchEngine.start();
    return await fn({ app, database: testDb.database, db: testDb.database.db, clock, config });
  } finally {
    await app.close();
    await testDb.cleanup();
  }
}
