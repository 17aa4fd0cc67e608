import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startSteadfastSimulator } from '../../simulators/steadfast-simulator';
import { TEST_JWT_SECRET, withFreshApp } from '../../../test/test-app';
import { COURIER_SIMULATOR_CREDENTIALS } from './index';

const configFor = (env: NodeJS.ProcessEnv) => loadConfig(env, { jwtSecret: TEST_JWT_SECRET });
const KEYS = { STEADFAST_API_KEY: ' key ', STEADFAST_SECRET_KEY: 'secret', STEADFAST_WEBHOOK_SECRET: 'hook' };

describe('courier settings', () => {
  it('Steadfast only from the environment, all three keys; the simulator in the demo only, never in production', () => {
    expect(configFor({}).couriers).toEqual({ steadfast: undefined, simulator: true });
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).couriers).toEqual({ steadfast: undefined, simulator: false });
    expect(configFor({ NODE_ENV: 'production' }).couriers).toEqual({ steadfast: undefined, simulator: false });
    expect(() => configFor({ NODE_ENV: 'production', COURIER_SIMULATOR: 'true' })).toThrow('COURIER_SIMULATOR cannot be on with NODE_ENV=production');
    expect(() => configFor({ COURIER_SIMULATOR: 'maybe' })).toThrow('COURIER_SIMULATOR must be true or false');
    expect(() => configFor({ STEADFAST_API_KEY: 'k' })).toThrow('STEADFAST_SECRET_KEY, STEADFAST_WEBHOOK_SECRET not set');
    expect(configFor({ NODE_ENV: 'production', ...KEYS }).couriers).toEqual({
      steadfast: { baseUrl: 'https://portal.packzy.com/api/v1', apiKey: 'key', secretKey: 'secret', webhookSecret: 'hook' },
      simulator: false,
    });
    // Configured keys win over the demo's simulator.
    expect(configFor({ ...KEYS, STEADFAST_BASE_URL: 'http://127.0.0.1:9/api/v1' }).couriers).toMatchObject({ simulator: false, steadfast: { baseUrl: 'http://127.0.0.1:9/api/v1' } });
  });

  it('the demo mounts the Steadfast simulator and books with it; its notices come back to the shop', async () => {
    await withFreshApp(
      async ({ app }) => {
        const couriers = (await app.inject({ method: 'GET', url: '/api/admin/couriers' })).statusCode;
        expect(couriers).toBe(401);
        const headers = { 'api-key': COURIER_SIMULATOR_CREDENTIALS.apiKey, 'secret-key': COURIER_SIMULATOR_CREDENTIALS.secretKey };
        const created = await app.inject({
          method: 'POST',
          url: '/simulators/steadfast/api/v1/create_order',
          headers,
          payload: { invoice: 'BP-000001', recipient_name: 'Rahim', recipient_phone: '01711000000', recipient_address: 'Dhanmondi, Dhaka', cod_amount: 450, note: '' },
        });
        expect(created.json()).toMatchObject({ status: 200, consignment: { invoice: 'BP-000001', status: 'in_review' } });
        const id = created.json().consignment.consignment_id;
        expect((await app.inject({ method: 'GET', url: `/simulators/steadfast/api/v1/status_by_cid/${id}`, headers })).json()).toEqual({ status: 200, delivery_status: 'in_review' });
        expect((await app.inject({ method: 'GET', url: '/simulators/steadfast/api/v1/status_by_invoice/BP-000001', headers })).json()).toEqual({ status: 200, delivery_status: 'in_review' });
        expect((await app.inject({ method: 'GET', url: `/simulators/steadfast/api/v1/status_by_cid/${id}` })).statusCode).toBe(401);
        const twice = await app.inject({ method: 'POST', url: '/simulators/steadfast/api/v1/create_order', headers, payload: { ...created.json().consignment, invoice: 'BP-000001' } });
        expect(twice.json()).toMatchObject({ status: 400, errors: { invoice: ['The invoice has already been taken.'] } });
      },
      { couriers: { simulator: true } },
    );
  });

  it('without the simulator nothing is mounted, and it never runs in production', async () => {
    await withFreshApp(async ({ app }) => {
      expect((await app.inject({ method: 'POST', url: '/simulators/steadfast/api/v1/create_order' })).statusCode).toBe(404);
    });
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startSteadfastSimulator({ apiKey: 'a', secretKey: 'b', webhookSecret: 'c' })).rejects.toThrow('The Steadfast simulator never runs in production');
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
