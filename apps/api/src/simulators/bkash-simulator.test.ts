import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bkashSimulator, createBkashSimulatorState, startBkashSimulator, type BkashSimulatorState } from './bkash-simulator';

const CREDENTIALS = { appKey: 'key', appSecret: 'secret', username: 'merchant', password: 'pass' };
const PREFIX = '/simulators/bkash';
const PUBLIC_URL = 'http://localhost:3000/simulators/bkash';

let app: FastifyInstance;
let state: BkashSimulatorState;
let token: string;

beforeEach(async () => {
  state = createBkashSimulatorState();
  app = Fastify();
  await app.register(bkashSimulator, { ...CREDENTIALS, publicUrl: PUBLIC_URL, state, prefix: PREFIX });
  const grant = await app.inject({
    method: 'POST',
    url: `${PREFIX}/tokenized/checkout/token/grant`,
    headers: { username: 'merchant', password: 'pass' },
    payload: { app_key: 'key', app_secret: 'secret' },
  });
  token = grant.json().id_token;
});
afterEach(() => app.close());

async function call(path: string, payload: Record<string, unknown>, headers: Record<string, string> = { authorization: token, 'x-app-key': 'key' }) {
  const answer = await app.inject({ method: 'POST', url: `${PREFIX}/tokenized/checkout${path}`, headers, payload });
  return { status: answer.statusCode, body: answer.json() };
}

const CREATE = {
  mode: '0011',
  payerReference: '01712345678',
  callbackURL: 'http://localhost:3000/api/payments/bkash/return',
  amount: '1250.00',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: 'BP-1-a',
};

async function created(overrides: Record<string, unknown> = {}): Promise<string> {
  const { body } = await call('/create', { ...CREATE, ...overrides });
  expect(body.statusCode).toBe('0000');
  return body.paymentID;
}

describe('bKash simulator', () => {
  it('grants a token only for the merchant', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: `${PREFIX}/tokenized/checkout/token/grant`,
      headers: { username: 'merchant', password: 'nope' },
      payload: { app_key: 'key', app_secret: 'secret' },
    });
    expect(wrong.json()).toMatchObject({ statusCode: '2001' });
    expect(wrong.json().id_token).toBeUndefined();
    expect(token).toBeTruthy();
  });

  it('answers 401 without a live token or the app key', async () => {
    expect(await call('/create', CREATE, { authorization: 'forged', 'x-app-key': 'key' })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call('/create', CREATE, { authorization: token, 'x-app-key': 'other' })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    state.forgetTokens();
    expect((await call('/payment/status', { paymentID: 'TR0011X' })).status).toBe(401);
  });

  it('creates a payment whose bkashURL is under the public URL', async () => {
    const { body } = await call('/create', CREATE);
    expect(body).toMatchObject({ statusCode: '0000', transactionStatus: 'Initiated', amount: '1250.00', currency: 'BDT', merchantInvoiceNumber: 'BP-1-a' });
    expect(body.bkashURL).toBe(`${PUBLIC_URL}/pay/${body.paymentID}`);
    expect(body.paymentID).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('refuses a create bKash would refuse', async () => {
    for (const wrong of [
      { amount: '12.345' },
      { amount: '0' },
      { amount: '-5' },
      { amount: 'abc' },
      { currency: 'USD' },
      { mode: '0001' },
      { intent: 'authorization' },
      { callbackURL: 'javascript:alert(1)' },
      { merchantInvoiceNumber: '' },
    ]) {
      const { status, body } = await call('/create', { ...CREATE, ...wrong });
      expect(status).toBe(200);
      expect(body.statusCode).not.toBe('0000');
      expect(body.statusMessage).toBeTruthy();
      expect(body.paymentID).toBeUndefined();
    }
  });

  it('executes only a payment the reader paid, once', async () => {
    const paymentID = await created();
    expect((await call('/execute', { paymentID })).body.statusCode).toBe('2056');
    state.act(paymentID, 'pay');
    const first = await call('/execute', { paymentID });
    expect(first.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', paymentID });
    expect(first.body.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect((await call('/execute', { paymentID })).body).toEqual({ statusCode: '2117', statusMessage: 'Payment execution already been called before' });
    expect((await call('/payment/status', { paymentID })).body).toMatchObject({ transactionStatus: 'Completed', trxID: first.body.trxID });
    expect(state.executeCount(paymentID)).toBe(3);

    const cancelled = await created();
    state.act(cancelled, 'cancel');
    expect((await call('/execute', { paymentID: cancelled })).body.statusCode).not.toBe('0000');
    expect((await call('/payment/status', { paymentID: cancelled })).body.transactionStatus).toBe('Cancelled');
    expect((await call('/execute', { paymentID: 'TR0011NOPE' })).body.statusCode).toBe('2002');
  });

  it('escapes what it echoes on the page and serves the page at bkashURL', async () => {
    const paymentID = await created({ merchantInvoiceNumber: '"><img src=x onerror=alert(1)>', payerReference: '<script>alert(1)</script>' });
    const page = await app.inject({ method: 'GET', url: `${PREFIX}/pay/${paymentID}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('bKash সিমুলেটর — আসল টাকা নয়');
    expect(page.body).toContain('#e2136e');
    expect(page.body).toMatch(/Cancel \/ <span lang="bn">বাতিল<\/span>/);
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/pay/TR0011NOPE` })).statusCode).toBe(404);
  });

  it('records the reader’s button and sends the browser to the callback; a second press changes nothing', async () => {
    const paymentID = await created({ callbackURL: 'https://shop.test/return?locale=bn' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const answer = await app.inject({ method: 'POST', url: `${PREFIX}/pay/${paymentID}`, headers: form, payload: 'wallet=017&action=fail' });
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.test/return');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ locale: 'bn', paymentID, status: 'failure', apiVersion: '1.2.0-beta' });
    expect(location.searchParams.get('signature')).toMatch(/^[0-9a-f]{32}$/);
    expect(state.payment(paymentID)?.transactionStatus).toBe('Failed');

    const again = await app.inject({ method: 'POST', url: `${PREFIX}/pay/${paymentID}`, headers: form, payload: 'action=pay' });
    expect(again.statusCode).toBe(409);
    expect(state.payment(paymentID)?.readerPaid).toBe(false);
    expect(() => state.act(paymentID, 'pay')).toThrow(/no longer open/);
  });

  it('refunds only a completed payment, up to what remains, with the original trxID', async () => {
    const paymentID = await created();
    expect((await call('/payment/refund', { paymentID, amount: '10.00', trxID: 'X', sku: 'books', reason: 'r' })).body.statusCode).toBe('2056');
    const trxID = state.payAndCloseTab(paymentID);
    expect((await call('/payment/refund', { paymentID, amount: '10.00', trxID: 'WRONG', sku: 'books', reason: 'r' })).body.statusCode).not.toBe('0000');
    const partial = await call('/payment/refund', { paymentID, amount: '1000.00', trxID, sku: 'books', reason: 'r' });
    expect(partial.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', originalTrxID: trxID, amount: '1000.00' });
    expect((await call('/payment/refund', { paymentID, amount: '250.01', trxID, sku: 'books', reason: 'r' })).body.statusCode).toBe('2026');
    expect((await call('/payment/refund', { paymentID, amount: '250', trxID, sku: 'books', reason: 'r' })).body.statusCode).toBe('0000');
    expect(state.payment(paymentID)?.refundedMinor).toBe(125000);
  });

  it('answers 503 everywhere while down', async () => {
    state.down(true);
    expect((await call('/payment/status', { paymentID: 'x' })).status).toBe(503);
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/pay/x` })).statusCode).toBe(503);
    state.down(false);
    expect((await call('/payment/status', { paymentID: 'x' })).status).toBe(200);
  });

  // Through the endpoint itself: ten thousand creates take a few seconds.
  it('keeps at most 10,000 payments, dropping the oldest', async () => {
    const first = await created();
    let last = first;
    for (let i = 0; i < 10_000; i++) last = await created();
    expect(state.internal.payments.size).toBe(10_000);
    expect(state.payment(first)).toBeUndefined();
    expect((await call('/payment/status', { paymentID: first })).body.statusCode).toBe('2002');
    expect(state.payment(last)?.transactionStatus).toBe('Initiated');
  }, 60_000);
});

describe('bKash simulator in production', () => {
  it('refuses to register or start', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const production = Fastify();
      await expect(production.register(bkashSimulator, { ...CREDENTIALS, publicUrl: PUBLIC_URL })).rejects.toThrow('The bKash simulator never runs in production');
      await production.close();
      await expect(startBkashSimulator(CREDENTIALS)).rejects.toThrow('The bKash simulator never runs in production');
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
