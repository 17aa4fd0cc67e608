import type { OnlinePaymentMethod } from '@boipoka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { PaymentProvider } from '../src/modules/payments';
import { BkashProvider } from '../src/modules/payments/providers/bkash';
import { SslcommerzProvider } from '../src/modules/payments/providers/sslcommerz';
import { startBkashSimulator } from '../src/simulators/bkash-simulator';
import { startSslcommerzSimulator } from '../src/simulators/sslcommerz-simulator';
import type { AppConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { type TestContext, TestClock, testConfig } from './test-app';

const BKASH = { appKey: 'test-app-key', appSecret: 'test-app-secret', username: 'test-user', password: 'test-password' };
const STORE = { storeId: 'test-store', storePassword: 'test-store-password' };

export interface PaymentsTestContext extends TestContext {
  bkash: Awaited<ReturnType<typeof startBkashSimulator>>;
  sslcommerz: Awaited<ReturnType<typeof startSslcommerzSimulator>>;
  providers: Map<OnlinePaymentMethod, PaymentProvider>;
}

/**
 * A fresh database and app for the test file whose bKash and SSLCommerz adapters talk to simulators on 127.0.0.1; the
 * card gateway's notices are delivered into the app through inject, as the gateway would post them.
 */
export function usePaymentsTestApp(overrides: Partial<AppConfig> = {}, payments: { holdMinutes?: number } = {}): PaymentsTestContext {
  const ctx = {} as PaymentsTestContext;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    ctx.bkash = await startBkashSimulator(BKASH);
    ctx.sslcommerz = await startSslcommerzSimulator({
      ...STORE,
      notify: async (url, fields) => {
        await ctx.app.inject({ method: 'POST', url: new URL(url).pathname, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      },
    });
    ctx.providers = new Map<OnlinePaymentMethod, PaymentProvider>([
      ['bkash', new BkashProvider({ baseUrl: ctx.bkash.url, ...BKASH })],
      ['sslcommerz', new SslcommerzProvider({ baseUrl: ctx.sslcommerz.url, ...STORE, live: false })],
    ]);
    ctx.clock = new TestClock();
    ctx.config = testConfig(ctx.clock, { payments: { providers: ['bkash', 'sslcommerz'], simulators: false, holdMinutes: payments.holdMinutes ?? 15, sweepSeconds: 0 }, ...overrides });
    ctx.database = testDb.database;
    ctx.db = testDb.database.db;
    ctx.app = await buildApp({ db: testDb.database, config: ctx.config, paymentProviders: ctx.providers });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.bkash?.close();
    await ctx.sslcommerz?.close();
    await testDb?.cleanup();
  });
  return ctx;
}

/** Where a 303 sends the reader, without the host. */
export function landing(res: { statusCode: number; headers: Record<string, unknown> }): string {
  return String(res.headers.location ?? '');
}

export type { FastifyInstance };
