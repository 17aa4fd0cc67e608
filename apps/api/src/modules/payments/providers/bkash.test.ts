import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBkashSimulator, type BkashSimulatorState } from '../../../simulators/bkash-simulator';
import { ProviderUnavailableError, type KnownPayment, type StartPaymentRequest } from '../payment-provider';
import { BkashError, BkashProvider, type BkashProviderOptions } from './bkash';

const CREDENTIALS = { appKey: 'sim-app-key', appSecret: 'sim-app-secret-xyz', username: 'sim-merchant', password: 'sim-password-xyz' };

let simulator: { url: string; state: BkashSimulatorState; close(): Promise<void> };
let sequence = 0;

beforeAll(async () => {
  simulator = await startBkashSimulator(CREDENTIALS);
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.state.down(false);
  simulator.state.refuseRefunds(false);
});

/** The paths the adapter asked for, in order. */
function countingFetch(): { fetch: typeof fetch; paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    fetch: (input, init) => {
      paths.push(new URL(String(input)).pathname);
      return fetch(input, init);
    },
  };
}

function adapter(overrides: Partial<BkashProviderOptions> = {}): BkashProvider {
  return new BkashProvider({ baseUrl: simulator.url, ...CREDENTIALS, ...overrides });
}

function request(overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
  sequence++;
  return {
    reference: `BP-000123-${sequence}`,
    orderNumber: 'BP-000123',
    amountMinor: 125050,
    currency: 'BDT',
    returnUrl: 'http://shop.test/api/payments/bkash/return',
    noticeUrl: 'http://shop.test/api/payments/notice',
    customer: { name: 'Rahim', email: 'rahim@example.com', phone: '01712345678', address: 'Road 1', city: 'Dhaka', postcode: '1205' },
    description: 'Books: 2',
    items: 2,
    ...overrides,
  };
}

async function started(provider: BkashProvider, overrides: Partial<StartPaymentRequest> = {}) {
  const input = request(overrides);
  const { redirectUrl, providerRef } = await provider.start(input);
  const payment: KnownPayment = { reference: input.reference, providerRef, amountMinor: input.amountMinor, currency: 'BDT' };
  return { input, redirectUrl, providerRef, payment };
}

/** The query of the callback URL the reader's browser lands on. */
function returned(callbackUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(callbackUrl).searchParams);
}

describe('bKash adapter against the simulator: paying', () => {
  it('starts a payment whose page shows the amount in both languages, and reports it paid once the reader pays', async () => {
    const provider = adapter();
    const { input, redirectUrl, providerRef, payment } = await started(provider);
    expect(redirectUrl).toBe(`${simulator.url}/pay/${providerRef}`);

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('৳1250.50');
    expect(html).toContain(input.reference);
    expect(html).toContain('no real money');
    expect(html).toContain('আসল টাকা নয়');
    expect(html).toContain('পরিশোধ করুন');
    expect(html).toContain('value="01712345678"');

    const fields = returned(simulator.state.act(providerRef, 'pay'));
    expect(fields).toMatchObject({ paymentID: providerRef, status: 'success', apiVersion: '1.2.0-beta' });
    expect(provider.identify(fields)).toEqual({ providerRef });

    const verdict = await provider.confirm(payment, fields);
    const trxID = simulator.state.payment(providerRef)?.trxID;
    expect(trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(verdict).toEqual({ state: 'paid', reference: input.reference, amountMinor: 125050, currency: 'BDT', transactionId: trxID });

    // The reader reloads the return page: the same verdict, and still the one transaction.
    expect(await provider.confirm(payment, fields)).toEqual(verdict);
    expect(simulator.state.executeCount(providerRef)).toBe(2);
    expect(simulator.state.payment(providerRef)?.trxID).toBe(trxID);
  });

  it("sends the reader back through the page's form with the callback's own query kept", async () => {
    const provider = adapter();
    const { providerRef, payment, redirectUrl } = await started(provider, { returnUrl: 'http://shop.test/return?locale=bn' });
    const answer = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'wallet=01712345678&action=cancel',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith(`http://shop.test/return?locale=bn&paymentID=${providerRef}&status=cancel&signature=`)).toBe(true);
    expect(await provider.confirm(payment, returned(location))).toMatchObject({ state: 'cancelled' });
  });

  it('reports a failed payment failed and a cancelled one cancelled', async () => {
    const provider = adapter();
    const failed = await started(provider);
    const cancelled = await started(provider);
    expect(await provider.confirm(failed.payment, returned(simulator.state.act(failed.providerRef, 'fail')))).toMatchObject({ state: 'failed' });
    expect(await provider.confirm(cancelled.payment, returned(simulator.state.act(cancelled.providerRef, 'cancel')))).toMatchObject({ state: 'cancelled' });
  });

  it('does not believe a forged success for a payment nobody paid', async () => {
    const provider = adapter();
    const { providerRef, payment } = await started(provider);
    expect(await provider.confirm(payment, { paymentID: providerRef, status: 'success', signature: 'x', apiVersion: '1.2.0-beta' })).toEqual({ state: 'pending' });
    expect(simulator.state.payment(providerRef)?.transactionStatus).toBe('Initiated');
  });

  it('does not lose a paid payment to a forged cancel, before or after execute', async () => {
    const provider = adapter();
    const executed = await started(provider);
    await provider.confirm(executed.payment, returned(simulator.state.act(executed.providerRef, 'pay')));
    expect(await provider.confirm(executed.payment, { paymentID: executed.providerRef, status: 'cancel' })).toMatchObject({ state: 'paid' });

    const closedTab = await started(provider);
    simulator.state.payAndCloseTab(closedTab.providerRef);
    expect(await provider.confirm(closedTab.payment, { paymentID: closedTab.providerRef, status: 'failure' })).toMatchObject({ state: 'paid' });
  });

  it('finds by query a payment whose reader paid and closed the tab, and one still waiting as pending', async () => {
    const provider = adapter();
    const paid = await started(provider);
    const waiting = await started(provider);
    const trxID = simulator.state.payAndCloseTab(paid.providerRef);
    expect(await provider.query(paid.payment)).toEqual({ state: 'paid', reference: paid.input.reference, amountMinor: 125050, currency: 'BDT', transactionId: trxID });
    expect(await provider.query(waiting.payment)).toEqual({ state: 'pending' });
    // The reader pressed Pay but never came back: not Completed until execute, so still pending.
    simulator.state.act(waiting.providerRef, 'pay');
    expect(await provider.query(waiting.payment)).toEqual({ state: 'pending' });
  });

  it('reports an expired payment failed', async () => {
    const provider = adapter();
    const { providerRef, payment } = await started(provider);
    simulator.state.expire(providerRef);
    expect(await provider.query(payment)).toMatchObject({ state: 'failed' });
  });

  it('refuses a currency other than Taka without asking bKash', async () => {
    const { fetch, paths } = countingFetch();
    await expect(adapter({ fetch }).start(request({ currency: 'USD' }))).rejects.toThrow(/BDT/);
    expect(paths).toEqual([]);
  });

  it('identifies a return only by a paymentID that looks like one', () => {
    const provider = adapter();
    expect(provider.identify({ paymentID: 'TR0011ABC123', status: 'success' })).toEqual({ providerRef: 'TR0011ABC123' });
    expect(provider.identify({ paymentID: '../admin', status: 'success' })).toBeUndefined();
    expect(provider.identify({ paymentID: '' })).toBeUndefined();
    expect(provider.identify({ status: 'success' })).toBeUndefined();
  });
});

describe('bKash adapter: refunds', () => {
  async function paidPayment(provider: BkashProvider) {
    const { providerRef, payment } = await started(provider);
    const verdict = await provider.confirm(payment, returned(simulator.state.act(providerRef, 'pay')));
    if (verdict.state !== 'paid') throw new Error('not paid');
    return { providerRef, paid: { ...payment, transactionId: verdict.transactionId } };
  }

  it('refunds the whole payment', async () => {
    const provider = adapter();
    const { providerRef, paid } = await paidPayment(provider);
    const verdict = await provider.refund(paid, { amountMinor: 125050, reason: 'Out of stock' });
    expect(verdict).toEqual({ state: 'refunded', refundId: simulator.state.payment(providerRef)?.refunds[0]?.refundTrxID });
    expect(await provider.refund(paid, { amountMinor: 1, reason: 'Again' })).toMatchObject({ state: 'refused' });
  });

  it('refunds in parts, and refuses more than remains', async () => {
    const provider = adapter();
    const { providerRef, paid } = await paidPayment(provider);
    expect(await provider.refund(paid, { amountMinor: 50000, reason: 'One book missing' })).toMatchObject({ state: 'refunded' });
    expect(await provider.refund(paid, { amountMinor: 75051, reason: 'Too much' })).toEqual({
      state: 'refused',
      reason: 'The reversal amount cannot be greater than the original transaction amount',
    });
    expect(await provider.refund(paid, { amountMinor: 75050, reason: 'The rest' })).toMatchObject({ state: 'refunded' });
    expect(simulator.state.payment(providerRef)?.refunds.map((refund) => refund.amount)).toEqual(['500.00', '750.50']);
  });

  it("reports bKash's refusal with its reason", async () => {
    const provider = adapter();
    const { paid } = await paidPayment(provider);
    simulator.state.refuseRefunds(true);
    expect(await provider.refund(paid, { amountMinor: 100, reason: 'Damaged' })).toEqual({ state: 'refused', reason: 'Refund not allowed' });
  });
});

describe('bKash adapter: tokens', () => {
  it('grants one token for several calls, concurrent ones included', async () => {
    const { fetch, paths } = countingFetch();
    const provider = adapter({ fetch });
    const { payment } = await started(provider);
    await Promise.all([provider.query(payment), provider.query(payment), provider.query(payment)]);
    expect(paths.filter((path) => path.endsWith('/token/grant'))).toHaveLength(1);

    const fresh = countingFetch();
    const concurrent = adapter({ fetch: fresh.fetch });
    await Promise.all([concurrent.query(payment), concurrent.query(payment), concurrent.start(request())]);
    expect(fresh.paths.filter((path) => path.endsWith('/token/grant'))).toHaveLength(1);
  });

  it('refreshes the token once it expires, and grants again when the refresh is refused', async () => {
    let clock = 1_000_000;
    const { fetch, paths } = countingFetch();
    let refuseRefresh = false;
    const provider = adapter({
      now: () => clock,
      fetch: (input, init) => {
        if (refuseRefresh && String(input).endsWith('/token/refresh')) {
          paths.push('/refused-refresh');
          return Promise.resolve(Response.json({ statusCode: '2079', statusMessage: 'Invalid refresh token' }));
        }
        return fetch(input, init);
      },
    });
    const { payment } = await started(provider);
    await provider.query(payment);
    expect(paths.filter((path) => path.includes('/token/'))).toEqual(['/tokenized/checkout/token/grant']);

    // The simulator's tokens live 3600 s; the adapter renews shortly before.
    clock += 3590_000;
    await provider.query(payment);
    expect(paths.filter((path) => path.includes('/token/'))).toEqual(['/tokenized/checkout/token/grant', '/tokenized/checkout/token/refresh']);

    refuseRefresh = true;
    clock += 3590_000;
    expect(await provider.query(payment)).toEqual({ state: 'pending' });
    expect(paths.filter((path) => path.includes('/token/') || path === '/refused-refresh')).toEqual([
      '/tokenized/checkout/token/grant',
      '/tokenized/checkout/token/refresh',
      '/refused-refresh',
      '/tokenized/checkout/token/grant',
    ]);
  });

  it('gets a new token when bKash no longer knows its own (401), once', async () => {
    const { fetch, paths } = countingFetch();
    const provider = adapter({ fetch });
    const { payment } = await started(provider);
    simulator.state.forgetTokens();
    expect(await provider.query(payment)).toEqual({ state: 'pending' });
    expect(paths.filter((path) => path.endsWith('/token/grant'))).toHaveLength(2);
  });
});

describe('bKash adapter: what it cannot decide', () => {
  it('throws BkashError, not ProviderUnavailableError, for wrong credentials, and names none of them', async () => {
    for (const wrong of [{ password: 'wrong-password' }, { appSecret: 'wrong-secret' }]) {
      const error = await adapter(wrong)
        .start(request())
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BkashError);
      expect(error).not.toBeInstanceOf(ProviderUnavailableError);
      expect((error as Error).message).toMatch(/credentials/);
      for (const secret of [...Object.values(CREDENTIALS), ...Object.values(wrong)]) expect((error as Error).message).not.toContain(secret);
    }
  });

  it('throws ProviderUnavailableError while bKash is down, and works again once it is back', async () => {
    const provider = adapter();
    const { payment } = await started(provider);
    simulator.state.down(true);
    await expect(provider.query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.start(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(adapter().query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
    simulator.state.down(false);
    expect(await provider.query(payment)).toEqual({ state: 'pending' });
  });

  it('throws ProviderUnavailableError when execute cannot be reached and Query does not say paid', async () => {
    const provider = adapter({
      fetch: (input, init) => (String(input).endsWith('/execute') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    const { providerRef, payment } = await started(provider);
    const fields = returned(simulator.state.act(providerRef, 'pay'));
    await expect(provider.confirm(payment, fields)).rejects.toBeInstanceOf(ProviderUnavailableError);
    // Retried once bKash answers again: executed now, and paid.
    expect(await adapter().confirm(payment, fields)).toMatchObject({ state: 'paid' });
  });

  it('throws ProviderUnavailableError on a timeout, a network error and an answer that is not JSON', async () => {
    const payment: KnownPayment = { reference: 'R1', providerRef: 'TR0011X', amountMinor: 100, currency: 'BDT' };
    const hanging: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    await expect(adapter({ fetch: hanging, timeoutMs: 50 }).query(payment)).rejects.toThrow(/no answer within 50 ms/);
    await expect(adapter({ baseUrl: 'http://127.0.0.1:1' }).query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const html: typeof fetch = async () => new Response('<html>Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    await expect(adapter({ fetch: html }).query(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('bKash adapter: answers the simulator does not give', () => {
  /** bKash as a function of the path: a grant always succeeds, the rest as given. */
  function stub(answers: Record<string, unknown>): typeof fetch {
    return async (input) => {
      const path = new URL(String(input)).pathname;
      if (path.endsWith('/token/grant')) return Response.json({ statusCode: '0000', id_token: 't', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' });
      const key = Object.keys(answers).find((suffix) => path.endsWith(suffix));
      return Response.json(key ? answers[key] : { statusCode: '9999', statusMessage: 'unexpected' });
    };
  }
  const payment: KnownPayment = { reference: 'BP-1', providerRef: 'TR0011ABC', amountMinor: 125050, currency: 'BDT' };

  it("reads bKash's errorCode/errorMessage as a refusal", async () => {
    await expect(adapter({ fetch: stub({ '/create': { errorCode: '2006', errorMessage: 'Invalid amount' } }) }).start(request())).rejects.toThrow(/2006 Invalid amount/);
    expect(
      await adapter({ fetch: stub({ '/refund': { errorCode: '2071', errorMessage: 'Refund not allowed' } }) }).refund({ ...payment, transactionId: 'ABC' }, { amountMinor: 100, reason: 'x' }),
    ).toEqual({ state: 'refused', reason: 'Refund not allowed' });
  });

  it('does not report paid a Completed payment without a readable amount or a trxID, and reads merchantInvoice', async () => {
    const completed = { statusCode: '0000', paymentID: 'TR0011ABC', transactionStatus: 'Completed', currency: 'BDT', merchantInvoice: 'BP-1' };
    expect(await adapter({ fetch: stub({ '/payment/status': { ...completed, amount: '12,50.00', trxID: 'ABC' } }) }).query(payment)).toEqual({ state: 'pending' });
    expect(await adapter({ fetch: stub({ '/payment/status': { ...completed, amount: '1250.5' } }) }).query(payment)).toEqual({ state: 'pending' });
    expect(await adapter({ fetch: stub({ '/payment/status': { ...completed, amount: '1250.5', trxID: 'ABC' } }) }).query(payment)).toEqual({
      state: 'paid',
      reference: 'BP-1',
      amountMinor: 125050,
      currency: 'BDT',
      transactionId: 'ABC',
    });
  });
});
