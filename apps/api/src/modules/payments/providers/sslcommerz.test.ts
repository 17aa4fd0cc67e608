import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSslcommerzSimulatorState,
  SIMULATOR_STORE_ID,
  SIMULATOR_STORE_PASSWORD,
  sslcommerzSimulator,
  startSslcommerzSimulator,
  type RunningSslcommerzSimulator,
} from '../../../simulators/sslcommerz-simulator';
import { ProviderUnavailableError, type KnownPayment, type PaidPayment, type ProviderVerdict, type StartPaymentRequest } from '../payment-provider';
import { SslcommerzProvider } from './sslcommerz';

const SHOP = 'http://shop.test';

/** The shop's side of the IPN, reached through inject: it finds the payment and asks the gateway, as the real route will. */
function shopApp(provider: () => SslcommerzProvider, payments: Map<string, KnownPayment>) {
  const app = Fastify();
  const received: { fields: Record<string, string>; verdict: ProviderVerdict | undefined }[] = [];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post('/api/payments/sslcommerz/ipn', async (request) => {
    const fields = request.body as Record<string, string>;
    const handle = provider().identify(fields);
    const payment = handle && 'reference' in handle ? payments.get(handle.reference) : undefined;
    received.push({ fields, verdict: payment ? await provider().confirm(payment, fields) : undefined });
    return { ok: true };
  });
  return { app, received };
}

describe('SslcommerzProvider against the simulator', () => {
  const payments = new Map<string, KnownPayment>();
  let sim: RunningSslcommerzSimulator;
  let provider: SslcommerzProvider;
  let shop: ReturnType<typeof shopApp>;

  beforeAll(async () => {
    shop = shopApp(() => provider, payments);
    sim = await startSslcommerzSimulator({
      notify: async (url, fields) => {
        const target = new URL(url);
        expect(target.origin).toBe(SHOP);
        await shop.app.inject({
          method: 'POST',
          url: target.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      },
    });
    provider = new SslcommerzProvider({ baseUrl: sim.url, storeId: SIMULATOR_STORE_ID, storePassword: SIMULATOR_STORE_PASSWORD, live: false });
  });

  afterAll(async () => {
    await sim.close();
    await shop.app.close();
  });

  afterEach(() => {
    sim.state.down(false);
    sim.state.refuseRefunds(false);
  });

  function request(over: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
    return {
      reference: `P-${randomBytes(6).toString('hex')}`,
      orderNumber: 'BP-000123',
      amountMinor: 125050,
      currency: 'BDT',
      returnUrl: `${SHOP}/api/payments/sslcommerz/return?locale=bn`,
      noticeUrl: `${SHOP}/api/payments/sslcommerz/ipn`,
      customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711000000', address: 'House 1, Road 2', city: 'Dhaka', postcode: '1207' },
      description: 'Books: 3',
      items: 3,
      ...over,
    };
  }

  /** Starts a payment at the gateway and keeps it as the shop would. */
  async function started(over: Partial<StartPaymentRequest> = {}) {
    const req = request(over);
    const result = await provider.start(req);
    const payment: KnownPayment = { reference: req.reference, providerRef: result.providerRef, amountMinor: req.amountMinor, currency: req.currency };
    payments.set(req.reference, payment);
    return { req, result, payment };
  }

  async function paid(over: Partial<StartPaymentRequest> = {}): Promise<PaidPayment> {
    const { result, payment } = await started(over);
    const verdict = await provider.confirm(payment, sim.state.act(result.providerRef, 'pay').fields);
    if (verdict.state !== 'paid') throw new Error(`not paid: ${verdict.state}`);
    return { ...payment, transactionId: verdict.transactionId };
  }

  it('starts a session whose gateway page is served, in both languages, with the amount and tran_id', async () => {
    const { req, result } = await started();
    expect(result.redirectUrl).toBe(`${sim.url}/gateway/${result.providerRef}`);
    expect(sim.state.session(result.providerRef)).toMatchObject({ tranId: req.reference, amountMinor: 125050, currency: 'BDT', values: { value_a: 'BP-000123' } });
    const page = await fetch(result.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('SSLCommerz simulator — no real money / SSLCommerz সিমুলেটর — আসল টাকা নয়');
    expect(html).toContain('1250.50 BDT');
    expect(html).toContain(req.reference);
    for (const label of ['Pay / পরিশোধ করুন', 'Fail / ব্যর্থ', 'Cancel / বাতিল', 'Nagad', 'Rocket', 'bKash']) expect(html).toContain(label);
  });

  it('reports the gateway’s verdict after a payment, and the same when confirmed again (VALIDATED)', async () => {
    const { req, result, payment } = await started();
    const { url, fields } = sim.state.act(result.providerRef, 'pay');
    expect(url).toBe(req.returnUrl);
    expect(fields).toMatchObject({ tran_id: req.reference, status: 'VALID', currency_type: 'BDT', currency_amount: '1250.50' });
    expect(provider.identify(fields)).toEqual({ reference: req.reference });
    const expected = { state: 'paid', reference: req.reference, amountMinor: 125050, currency: 'BDT', transactionId: fields.bank_tran_id };
    expect(await provider.confirm(payment, fields)).toEqual(expected);
    expect(await provider.confirm(payment, fields)).toEqual(expected);
    expect(sim.state.session(result.providerRef)?.validations).toBeGreaterThanOrEqual(2);
  });

  it('believes nothing a forged form says: status VALID with no, an unknown or another payment’s val_id is not paid', async () => {
    const { req, payment } = await started();
    const forged = { tran_id: req.reference, status: 'VALID', amount: '1250.50', currency: 'BDT', bank_tran_id: 'X1' };
    expect(await provider.confirm(payment, forged)).toEqual({ state: 'pending' });
    expect(await provider.confirm(payment, { ...forged, val_id: '2501011200001ABCDEF' })).toEqual({ state: 'pending' });
    // A cheap payment of the reader's own, paid, and its val_id posted for the expensive one.
    const cheap = await started({ amountMinor: 1000 });
    const cheapFields = sim.state.act(cheap.result.providerRef, 'pay').fields;
    expect(await provider.confirm(payment, { ...forged, val_id: cheapFields.val_id })).toEqual({ state: 'pending' });
  });

  it('reports the gateway’s amount, not one changed in the posted form', async () => {
    const { payment, result } = await started();
    const fields = sim.state.act(result.providerRef, 'pay').fields;
    const verdict = await provider.confirm(payment, { ...fields, amount: '1.00', currency_amount: '1.00', store_amount: '1.00', currency: 'USD' });
    expect(verdict).toMatchObject({ state: 'paid', amountMinor: 125050, currency: 'BDT' });
  });

  it('reports failed and cancelled from the gateway, whatever the form says', async () => {
    const failing = await started();
    const failed = sim.state.act(failing.result.providerRef, 'fail');
    expect(failed.fields.val_id).toBeUndefined();
    expect(await provider.confirm(failing.payment, { ...failed.fields, status: 'VALID' })).toMatchObject({ state: 'failed' });
    const cancelling = await started();
    const cancelled = sim.state.act(cancelling.result.providerRef, 'cancel');
    expect(await provider.confirm(cancelling.payment, cancelled.fields)).toMatchObject({ state: 'cancelled' });
    expect(await provider.query(cancelling.payment)).toMatchObject({ state: 'cancelled' });
  });

  it('finds a payment whose reader closed the tab by querying, with no IPN sent', async () => {
    const { req, result, payment } = await started();
    expect(await provider.query(payment)).toEqual({ state: 'pending' });
    const before = shop.received.length;
    sim.state.payAndCloseTab(result.providerRef);
    await sim.state.idle();
    expect(shop.received.length).toBe(before);
    expect(await provider.query(payment)).toMatchObject({ state: 'paid', reference: req.reference, amountMinor: 125050, currency: 'BDT' });
  });

  it('delivers the IPN through notify, and the shop’s confirm of it says paid', async () => {
    const { req, result } = await started();
    const before = shop.received.length;
    const { fields } = sim.state.act(result.providerRef, 'pay');
    await sim.state.idle();
    const ipn = shop.received.slice(before);
    expect(ipn).toHaveLength(1);
    expect(ipn[0].fields).toMatchObject({ tran_id: req.reference, val_id: fields.val_id, status: 'VALID', bank_tran_id: fields.bank_tran_id });
    expect(ipn[0].fields.verify_sign).toMatch(/^[0-9a-f]{32}$/);
    expect(ipn[0].verdict).toMatchObject({ state: 'paid', reference: req.reference, amountMinor: 125050 });
  });

  it('takes dollars, reporting what the payment was started with though the gateway settles in Taka', async () => {
    const { req, result, payment } = await started({ amountMinor: 1999, currency: 'USD' });
    const { fields } = sim.state.act(result.providerRef, 'pay');
    expect(fields).toMatchObject({ currency: 'BDT', currency_type: 'USD', currency_amount: '19.99' });
    expect(await provider.confirm(payment, fields)).toMatchObject({ state: 'paid', reference: req.reference, amountMinor: 1999, currency: 'USD' });
    expect(await provider.query(payment)).toMatchObject({ state: 'paid', amountMinor: 1999, currency: 'USD' });
  });

  it('throws the gateway’s reason when it refuses a session (a wrong store password)', async () => {
    const wrong = new SslcommerzProvider({ baseUrl: sim.url, storeId: SIMULATOR_STORE_ID, storePassword: 'wrong&v=2', live: false });
    const error = await wrong.start(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toContain('Store Credential Error');
    // A query with wrong credentials decides nothing.
    await expect(wrong.query({ reference: 'P-1', providerRef: null, amountMinor: 100, currency: 'BDT' })).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('says the gateway is unavailable when it is down or unreachable', async () => {
    const { payment, result } = await started();
    const fields = sim.state.act(result.providerRef, 'pay').fields;
    sim.state.down(true);
    await expect(provider.start(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.confirm(payment, fields)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.refund({ ...payment, transactionId: fields.bank_tran_id }, { amountMinor: 100, reason: 'x' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    sim.state.down(false);
    // Nothing listens on a closed server's port: the package resolves with the network error, which is not an answer.
    const closed = await startSslcommerzSimulator();
    await closed.close();
    const unreachable = new SslcommerzProvider({ baseUrl: closed.url, storeId: SIMULATOR_STORE_ID, storePassword: SIMULATOR_STORE_PASSWORD, live: false });
    await expect(unreachable.start(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(unreachable.query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('refunds in full, in parts up to what was paid, and reports a refusal', async () => {
    const whole = await paid();
    const full = await provider.refund(whole, { amountMinor: 125050, reason: 'Out of stock & sorry' });
    expect(full).toMatchObject({ state: 'refunded' });
    expect(sim.state.byTranId(whole.reference)?.refunds).toMatchObject([{ amountMinor: 125050, remarks: 'Out of stock & sorry' }]);

    const parted = await paid();
    expect(await provider.refund(parted, { amountMinor: 50000, reason: 'One book missing' })).toMatchObject({ state: 'refunded' });
    expect(await provider.refund(parted, { amountMinor: 75050, reason: 'The rest' })).toMatchObject({ state: 'refunded' });
    expect(await provider.refund(parted, { amountMinor: 1, reason: 'Too much' })).toMatchObject({ state: 'refused' });

    const refusedOne = await paid();
    sim.state.refuseRefunds(true);
    expect(await provider.refund(refusedOne, { amountMinor: 100, reason: 'Damaged' })).toEqual({ state: 'refused', reason: 'Refund refused by the simulator' });
  });

  it('identifies only what looks like our reference', () => {
    expect(provider.identify({ tran_id: 'P-abc123' })).toEqual({ reference: 'P-abc123' });
    expect(provider.identify({ tran_id: 'x'.repeat(31) })).toBeUndefined();
    expect(provider.identify({ tran_id: 'P 1' })).toBeUndefined();
    expect(provider.identify({})).toBeUndefined();
  });
});

describe('the SSLCommerz simulator', () => {
  let sim: RunningSslcommerzSimulator;
  beforeAll(async () => {
    sim = await startSslcommerzSimulator({ notify: async () => {} });
  });
  afterAll(() => sim.close());

  const init = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      store_id: SIMULATOR_STORE_ID,
      store_passwd: SIMULATOR_STORE_PASSWORD,
      total_amount: '100.00',
      currency: 'BDT',
      tran_id: `T-${randomBytes(4).toString('hex')}`,
      success_url: `${SHOP}/ok`,
      fail_url: `${SHOP}/fail`,
      cancel_url: `${SHOP}/cancel`,
      ...fields,
    }))
      form.append(name, value);
    return fetch(`${sim.url}/gwprocess/v4/api.php`, { method: 'POST', body: form }).then((response) => response.json() as Promise<Record<string, string>>);
  };

  it('refuses a bad session with the documented FAILED shape', async () => {
    for (const bad of [{ total_amount: '-1' }, { total_amount: '1.234' }, { currency: 'EUR' }, { tran_id: '' }, { success_url: 'javascript:alert(1)' }] as Record<string, string>[]) {
      expect(await init(bad)).toMatchObject({ status: 'FAILED', GatewayPageURL: '' });
    }
  });

  it('validates a val_id VALID once, VALIDATED after, and INVALID_TRANSACTION when unknown', async () => {
    const { sessionkey } = await init({});
    const { fields } = sim.state.act(sessionkey, 'pay');
    const validate = (valId: string) =>
      fetch(
        `${sim.url}/validator/api/validationserverAPI.php?${new URLSearchParams({ val_id: valId, store_id: SIMULATOR_STORE_ID, store_passwd: SIMULATOR_STORE_PASSWORD, v: '1', format: 'json' })}`,
      ).then((response) => response.json() as Promise<Record<string, string>>);
    expect((await validate(fields.val_id)).status).toBe('VALID');
    expect((await validate(fields.val_id)).status).toBe('VALIDATED');
    expect((await validate('NOPE')).status).toBe('INVALID_TRANSACTION');
  });

  it('posts the person back through the page, escaping what it echoes', async () => {
    const hostile = `${SHOP}/ok?"><script>alert(1)</script>`;
    const { sessionkey, GatewayPageURL } = await init({ success_url: hostile, product_name: '<img src=x onerror=alert(1)>' });
    const page = await (await fetch(GatewayPageURL)).text();
    expect(page).not.toContain('<img src=x');
    const answer = await fetch(GatewayPageURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', channel: 'nagad' }).toString(),
    });
    const html = await answer.text();
    expect(answer.headers.get('content-security-policy')).toContain('form-action');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('action="http://shop.test/ok?&quot;&gt;&lt;script&gt;');
    expect(html).toContain(`name="val_id" value="${sim.state.session(sessionkey)?.valId}"`);
    expect(html).toContain('type="submit"');
    expect(sim.state.session(sessionkey)).toMatchObject({ status: 'VALID', cardType: 'NAGAD-Nagad' });
    // The page of a finished session offers nothing more.
    expect((await fetch(GatewayPageURL)).status).toBe(409);
  });

  it('serves under the prefix it is mounted at, inside another app', async () => {
    const state = createSslcommerzSimulatorState();
    const app = Fastify();
    await app.register(sslcommerzSimulator, { prefix: '/simulators/sslcommerz', state });
    const answer = await app.inject({
      method: 'POST',
      url: '/simulators/sslcommerz/gwprocess/v4/api.php',
      headers: { host: 'localhost:4000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        store_id: SIMULATOR_STORE_ID,
        store_passwd: SIMULATOR_STORE_PASSWORD,
        total_amount: '10',
        currency: 'USD',
        tran_id: 'T-1',
        success_url: `${SHOP}/ok`,
        fail_url: `${SHOP}/fail`,
        cancel_url: `${SHOP}/cancel`,
      }).toString(),
    });
    const { GatewayPageURL, sessionkey } = answer.json<Record<string, string>>();
    expect(GatewayPageURL).toBe(`http://localhost:4000/simulators/sslcommerz/gateway/${sessionkey}`);
    expect(state.byTranId('T-1')).toMatchObject({ sessionkey, amountMinor: 1000, currency: 'USD' });
    expect((await app.inject({ url: `/simulators/sslcommerz/gateway/${sessionkey}` })).body).toContain('10.00 USD');
    await app.close();
  });

  it('keeps at most 10,000 sessions, dropping the oldest', () => {
    const state = createSslcommerzSimulatorState();
    // The sessions are added as the init route adds them (its internal add), without 10,001 HTTP calls.
    const add = (state as unknown as { add(session: Record<string, unknown>): void }).add;
    for (let i = 0; i <= 10_000; i += 1) {
      add({ sessionkey: `K${i}`, tranId: `T-${i}`, status: 'PENDING', valId: null, bankTranId: null, refunds: [] });
    }
    expect(state.session('K0')).toBeUndefined();
    expect(state.byTranId('T-0')).toBeUndefined();
    expect(state.session('K1')).toBeDefined();
    expect(state.session('K10000')).toBeDefined();
  });

  it('never runs in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startSslcommerzSimulator()).rejects.toThrow('The SSLCommerz simulator never runs in production');
      const app: FastifyInstance = Fastify();
      await expect(app.register(sslcommerzSimulator, { prefix: '/simulators/sslcommerz' }).ready()).rejects.toThrow('never runs in production');
      await app.close();
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
