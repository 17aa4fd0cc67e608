import { computeCheckoutTotals, fromCents, pricingRulesFor, type CourierId, type PublicSettings } from '@boipoka/shared';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import type { CourierProvider } from '../src/modules/couriers/courier-provider';
import { ManualCourier } from '../src/modules/couriers/providers/manual';
import { SteadfastCourier } from '../src/modules/couriers/providers/steadfast';
import { startSteadfastSimulator } from '../src/simulators/steadfast-simulator';
import { createBook, orderPayload, SHIPPING, type SignedIn } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestClock, testConfig, type TestContext } from './test-app';

/** The keys the tests' Steadfast simulator and the shop share. */
export const STEADFAST = { apiKey: 'test-api-key', secretKey: 'test-secret-key', webhookSecret: 'test-webhook-secret' };

export type CourierShop = TestContext & { steadfast: Awaited<ReturnType<typeof startSteadfastSimulator>>; close(): Promise<void> };

/**
 * A Taka shop on a fresh database that books with 'manual' and with Steadfast (its simulator on 127.0.0.1), and takes
 * Steadfast's notices as Steadfast posts them (through app.inject, to POST /api/couriers/steadfast/notice).
 */
export async function openCourierShop(): Promise<CourierShop> {
  const testDb: TestDatabase = await createTestDatabase();
  const steadfast = await startSteadfastSimulator(STEADFAST);
  const clock = new TestClock();
  const config = testConfig(clock, { shopCurrency: 'BDT' });
  const providers = new Map<CourierId, CourierProvider>([
    ['manual', new ManualCourier()],
    ['steadfast', new SteadfastCourier({ baseUrl: `${steadfast.url}/api/v1`, ...STEADFAST })],
  ]);
  const app = await buildApp({ db: testDb.database, config, courierProviders: providers });
  await app.ready();
  steadfast.state.deliver = (notice) => app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers: notice.headers, payload: notice.body });
  return {
    app,
    database: testDb.database,
    db: testDb.database.db,
    clock,
    config,
    steadfast,
    async close() {
      await app.close();
      await steadfast.close();
      await testDb.cleanup();
    },
  };
}

/** A processing cash-on-delivery order of `reader` in the shop (a new ৳350 book, `quantity` copies), moved there by `admin`. */
export async function processingCodOrder(shop: CourierShop, reader: SignedIn, admin: SignedIn, quantity = 1) {
  const book = await createBook(shop.db, { priceCents: 35_000, quantity: 20 });
  const settings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
  const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }], pricingRulesFor(settings, { district: SHIPPING.city }));
  const placed = await shop.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: { ...orderPayload([{ book, quantity }]), totalAmount: fromCents(totals.totalCents) } });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data._id as string;
  expect((await shop.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: admin.auth, payload: { status: 'processing' } })).statusCode).toBe(200);
  return { id, book, totalMinor: totals.totalCents, orderNumber: placed.json().data.orderNumber as string };
}
