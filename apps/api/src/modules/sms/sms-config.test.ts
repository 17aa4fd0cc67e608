import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TEST_JWT_SECRET, withFreshApp } from '../../../test/test-app';
import { SMS_SIMULATOR_CREDENTIALS } from './index';

const configFor = (env: NodeJS.ProcessEnv) => loadConfig(env, { jwtSecret: TEST_JWT_SECRET });

describe('SMS settings', () => {
  it('a gateway only from the environment, with its key and sender id; the simulator in the demo only, never in production', () => {
    expect(configFor({}).sms).toMatchObject({ gateway: undefined, simulator: true, pollMs: 2_000, retryBaseMs: 30_000, maxAttempts: 6 });
    expect(configFor({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).sms).toMatchObject({ gateway: undefined, simulator: false });
    expect(configFor({ NODE_ENV: 'production' }).sms).toMatchObject({ gateway: undefined, simulator: false });
    expect(() => configFor({ NODE_ENV: 'production', SMS_SIMULATOR: 'true' })).toThrow('SMS_SIMULATOR cannot be on with NODE_ENV=production');
    expect(() => configFor({ SMS_PROVIDER: 'bulksmsbd', SMS_API_KEY: 'k' })).toThrow('SMS_PROVIDER is bulksmsbd but SMS_SENDER_ID not set');
    expect(() => configFor({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER may be bulksmsbd');
    const gateway = configFor({ NODE_ENV: 'production', SMS_PROVIDER: 'BulkSMSBD', SMS_API_KEY: ' key ', SMS_SENDER_ID: 'BOIPOKA', SMS_POLL_MS: '500' }).sms;
    expect(gateway).toMatchObject({ gateway: { provider: 'bulksmsbd', apiUrl: 'https://bulksmsbd.net/api/smsapi', apiKey: 'key', senderId: 'BOIPOKA' }, simulator: false, pollMs: 500 });
    // A configured gateway wins over the demo's simulator.
    expect(configFor({ SMS_PROVIDER: 'bulksmsbd', SMS_API_KEY: 'k', SMS_SENDER_ID: 's', SMS_API_URL: 'http://127.0.0.1:9/sms' }).sms).toMatchObject({
      simulator: false,
      gateway: { apiUrl: 'http://127.0.0.1:9/sms' },
    });
  });

  it('the demo mounts the gateway simulator, which answers as BulkSMSBD does', async () => {
    await withFreshApp(
      async ({ app }) => {
        const post = (fields: Record<string, string>) =>
          app.inject({ method: 'POST', url: '/simulators/bulksmsbd/api/smsapi', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
        const fields = { api_key: SMS_SIMULATOR_CREDENTIALS.apiKey, senderid: SMS_SIMULATOR_CREDENTIALS.senderId, type: 'text', number: '8801711000000', message: 'Hello' };
        const accepted = await post(fields);
        expect(accepted.statusCode).toBe(200);
        expect(accepted.json()).toMatchObject({ response_code: 202, success_message: 'SMS Submitted Successfully' });
        expect((await post({ ...fields, api_key: 'wrong' })).json()).toMatchObject({ response_code: 1011 });
      },
      { sms: { simulator: true, pollMs: 60_000, retryBaseMs: 30_000, maxAttempts: 6 } },
    );
  });

  it('without the simulator or a gateway nothing is mounted', async () => {
    await withFreshApp(async ({ app }) => {
      expect((await app.inject({ method: 'POST', url: '/simulators/bulksmsbd/api/smsapi' })).statusCode).toBe(404);
    });
  });
});
