/**
 * A local stand-in for bKash's Tokenized Checkout (v1.2.0-beta, developer.bka.sh): the same six JSON endpoints and a
 * payment page for the reader, with no money anywhere. Tests start it with `startBkashSimulator`; the demo mounts
 * `bkashSimulator` under a prefix. Its state lives in memory, bounded, per registration.
 *
 * Simplified on purpose: a payment is Completed only by execute after the reader pressed Pay, except through the test
 * control `payAndCloseTab` (the reader paid and never came back, so only a Query finds it paid).
 */
import { randomBytes, randomInt } from 'node:crypto';
import escapeHtml from 'escape-html';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';

export interface BkashSimulatorOptions {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /**
   * The prefix's absolute URL as the reader's browser sees it (http://localhost:3000/simulators/bkash): bkashURL starts
   * with it. Empty: taken from each create's own request (its Host and the prefix), as startBkashSimulator does.
   */
  publicUrl: string;
  /** Driven by tests; a fresh one when absent. */
  state?: BkashSimulatorState;
  /** Seconds an id_token lives (bKash: 3600). */
  tokenSeconds?: number;
}

export type BkashSimulatorStatus = 'Initiated' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';
export type ReaderAction = 'pay' | 'fail' | 'cancel';

export interface BkashSimulatedPayment {
  paymentID: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  amount: string;
  amountMinor: number;
  currency: 'BDT';
  callbackURL: string;
  transactionStatus: BkashSimulatorStatus;
  /** The reader pressed Pay (or paid and closed the tab): execute may complete it. */
  readerPaid: boolean;
  trxID: string | undefined;
  executeCount: number;
  refundedMinor: number;
  refunds: { refundTrxID: string; amount: string }[];
}

/** Test controls: plain functions, never reachable over HTTP. */
export interface BkashSimulatorState {
  /** The reader pressed a button on the payment page; the callback URL the browser is sent to. */
  act(paymentID: string, action: ReaderAction): string;
  /** The reader paid and closed the tab before coming back: Completed with a trxID, no callback, no execute. */
  payAndCloseTab(paymentID: string): string;
  /** The payment's time ran out before the reader acted. */
  expire(paymentID: string): void;
  /** Every refund from now on is refused ('2071' Refund not allowed). */
  refuseRefunds(on: boolean): void;
  /** Every endpoint answers 503, as bKash down. */
  down(on: boolean): void;
  /** Every id_token issued so far is forgotten (as after bKash's restart): the next call with one gets 401. */
  forgetTokens(): void;
  payment(paymentID: string): Readonly<BkashSimulatedPayment> | undefined;
  executeCount(paymentID: string): number;
  /** How many grants and refreshes succeeded. */
  tokenCalls(): { grants: number; refreshes: number };
  readonly internal: SimulatorInternals;
}

interface SimulatorInternals {
  payments: Map<string, BkashSimulatedPayment>;
  tokens: Map<string, { expiresAt: number }>;
  refreshTokens: Set<string>;
  isDown: boolean;
  refusingRefunds: boolean;
  grants: number;
  refreshes: number;
  addPayment(payment: BkashSimulatedPayment): void;
}

/** Bounds that keep a long-running demo's memory flat: the oldest are dropped first. */
const MAX_PAYMENTS = 10_000;
const MAX_TOKENS = 1_000;
const API_VERSION = '1.2.0-beta';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return code;
}

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}

function callbackWith(callbackURL: string, paymentID: string, status: 'success' | 'failure' | 'cancel'): string {
  const query = new URLSearchParams({ paymentID, status, signature: randomBytes(16).toString('hex'), apiVersion: API_VERSION });
  return `${callbackURL}${callbackURL.includes('?') ? '&' : '?'}${query}`;
}

export function createBkashSimulatorState(): BkashSimulatorState {
  const internal: SimulatorInternals = {
    payments: new Map(),
    tokens: new Map(),
    refreshTokens: new Set(),
    isDown: false,
    refusingRefunds: false,
    grants: 0,
    refreshes: 0,
    addPayment: (payment) => boundedSet(internal.payments, payment.paymentID, payment, MAX_PAYMENTS),
  };
  const open = (paymentID: string): BkashSimulatedPayment => {
    const payment = internal.payments.get(paymentID);
    if (!payment) throw new Error(`No simulated bKash payment ${paymentID}`);
    if (payment.transactionStatus !== 'Initiated' || payment.readerPaid) throw new Error(`Payment ${paymentID} is no longer open (${payment.transactionStatus})`);
    return payment;
  };
  return {
    internal,
    act(paymentID, action) {
      const payment = open(paymentID);
      if (action === 'pay') payment.readerPaid = true;
      else payment.transactionStatus = action === 'fail' ? 'Failed' : 'Cancelled';
      return callbackWith(payment.callbackURL, paymentID, action === 'pay' ? 'success' : action === 'fail' ? 'failure' : 'cancel');
    },
    payAndCloseTab(paymentID) {
      const payment = open(paymentID);
      payment.readerPaid = true;
      payment.transactionStatus = 'Completed';
      payment.trxID = randomCode(10);
      return payment.trxID;
    },
    expire(paymentID) {
      open(paymentID).transactionStatus = 'Expired';
    },
    refuseRefunds(on) {
      internal.refusingRefunds = on;
    },
    down(on) {
      internal.isDown = on;
    },
    forgetTokens() {
      internal.tokens.clear();
    },
    payment(paymentID) {
      const payment = internal.payments.get(paymentID);
      return payment && { ...payment, refunds: [...payment.refunds] };
    },
    executeCount(paymentID) {
      return internal.payments.get(paymentID)?.executeCount ?? 0;
    },
    tokenCalls() {
      return { grants: internal.grants, refreshes: internal.refreshes };
    },
  };
}

function refuseInProduction(): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The bKash simulator never runs in production');
}

type Body = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** bKash's way of saying no: HTTP 200 with a statusCode other than '0000'. */
function refusal(statusCode: string, statusMessage: string) {
  return { statusCode, statusMessage };
}

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/;

function minor(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const bkashSimulator: FastifyPluginAsync<BkashSimulatorOptions> = async (app, options) => {
  refuseInProduction();
  const state = options.state ?? createBkashSimulatorState();
  const sim = state.internal;
  const configuredUrl = options.publicUrl.replace(/\/+$/, '');
  const publicUrl = (request: FastifyRequest) => configuredUrl || `${request.protocol}://${request.host}${app.prefix}`;
  const tokenMs = (options.tokenSeconds ?? 3600) * 1000;

  // The payment page's form; encapsulated in this plugin, so the app around it parses nothing new.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (sim.isDown) return reply.code(503).send({ message: 'Service Unavailable' });
  });

  const issueToken = () => {
    const idToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    boundedSet(sim.tokens, idToken, { expiresAt: Date.now() + tokenMs }, MAX_TOKENS);
    sim.refreshTokens.add(refreshToken);
    // Bounded the same way: the oldest refresh tokens stop working first.
    while (sim.refreshTokens.size > MAX_TOKENS) sim.refreshTokens.delete(sim.refreshTokens.values().next().value as string);
    return { statusCode: '0000', statusMessage: 'Successful', id_token: idToken, refresh_token: refreshToken, expires_in: tokenMs / 1000, token_type: 'Bearer' };
  };

  const merchantHeaders = (headers: Record<string, unknown>) => headers.username === options.username && headers.password === options.password;
  const merchantKeys = (body: Body) => body.app_key === options.appKey && body.app_secret === options.appSecret;

  app.post('/tokenized/checkout/token/grant', async (request) => {
    const body = (request.body ?? {}) as Body;
    if (!merchantHeaders(request.headers) || !merchantKeys(body)) return refusal('2001', 'Invalid App Key');
    sim.grants++;
    return issueToken();
  });

  app.post('/tokenized/checkout/token/refresh', async (request) => {
    const body = (request.body ?? {}) as Body;
    if (!merchantHeaders(request.headers) || !merchantKeys(body)) return refusal('2001', 'Invalid App Key');
    const refreshToken = text(body.refresh_token);
    if (!sim.refreshTokens.delete(refreshToken)) return refusal('2079', 'Invalid refresh token');
    sim.refreshes++;
    return issueToken();
  });

  // Every other call needs a live id_token and the app key.
  const unauthorized = (authorization: unknown, appKey: unknown): boolean => {
    const token = typeof authorization === 'string' ? sim.tokens.get(authorization) : undefined;
    if (!token || token.expiresAt <= Date.now()) return true;
    return appKey !== options.appKey;
  };
  const guarded = (path: string, handler: (body: Body, request: FastifyRequest) => unknown) =>
    app.post(path, async (request, reply) => {
      if (unauthorized(request.headers.authorization, request.headers['x-app-key'])) return reply.code(401).send({ message: 'Unauthorized' });
      return handler((request.body ?? {}) as Body, request);
    });

  guarded('/tokenized/checkout/create', (body, request) => {
    const amount = text(body.amount);
    if (body.mode !== '0011') return refusal('2063', 'Mode is not valid as per request data');
    if (!AMOUNT.test(amount)) return refusal('2006', 'Invalid amount');
    if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
    if (body.intent !== 'sale') return refusal('2008', 'Invalid intent');
    const callbackURL = text(body.callbackURL);
    if (!isHttpUrl(callbackURL)) return refusal('2065', 'Mandatory field missing: callbackURL');
    const invoice = text(body.merchantInvoiceNumber).trim();
    if (!invoice || invoice.length > 255) return refusal('2031', 'Invalid merchant invoice number');
    const payment: BkashSimulatedPayment = {
      paymentID: `TR0011${randomCode(16)}`,
      merchantInvoiceNumber: invoice,
      payerReference: text(body.payerReference).slice(0, 255),
      amount: (minor(amount) / 100).toFixed(2),
      amountMinor: minor(amount),
      currency: 'BDT',
      callbackURL,
      transactionStatus: 'Initiated',
      readerPaid: false,
      trxID: undefined,
      executeCount: 0,
      refundedMinor: 0,
      refunds: [],
    };
    sim.addPayment(payment);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      bkashURL: `${publicUrl(request)}/pay/${payment.paymentID}`,
      callbackURL,
      successCallbackURL: callbackWith(callbackURL, payment.paymentID, 'success'),
      failureCallbackURL: callbackWith(callbackURL, payment.paymentID, 'failure'),
      cancelledCallbackURL: callbackWith(callbackURL, payment.paymentID, 'cancel'),
      amount: payment.amount,
      intent: 'sale',
      currency: 'BDT',
      paymentCreateTime: new Date().toISOString(),
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: invoice,
    };
  });

  guarded('/tokenized/checkout/execute', (body) => {
    const payment = sim.payments.get(text(body.paymentID));
    if (!payment) return refusal('2002', 'Invalid Payment ID');
    payment.executeCount++;
    if (payment.transactionStatus === 'Completed') return refusal('2117', 'Payment execution already been called before');
    if (payment.transactionStatus !== 'Initiated' || !payment.readerPaid) return refusal('2056', 'Invalid Payment State');
    payment.transactionStatus = 'Completed';
    payment.trxID = randomCode(10);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      trxID: payment.trxID,
      transactionStatus: 'Completed',
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      payerReference: payment.payerReference,
      customerMsisdn: payment.payerReference,
      paymentExecuteTime: new Date().toISOString(),
    };
  });

  guarded('/tokenized/checkout/payment/status', (body) => {
    const payment = sim.payments.get(text(body.paymentID));
    if (!payment) return refusal('2002', 'Invalid Payment ID');
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      mode: '0011',
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      payerReference: payment.payerReference,
      transactionStatus: payment.transactionStatus,
      ...(payment.trxID ? { trxID: payment.trxID } : {}),
    };
  });

  guarded('/tokenized/checkout/payment/refund', (body) => {
    const payment = sim.payments.get(text(body.paymentID));
    if (!payment) return refusal('2002', 'Invalid Payment ID');
    if (payment.transactionStatus !== 'Completed' || !payment.trxID) return refusal('2056', 'Invalid Payment State');
    if (body.trxID !== payment.trxID) return refusal('2028', 'Reverse failed because the transaction serial number does not exist');
    const amount = text(body.amount);
    if (!AMOUNT.test(amount)) return refusal('2006', 'Invalid amount');
    if (sim.refusingRefunds) return refusal('2071', 'Refund not allowed');
    if (minor(amount) > payment.amountMinor - payment.refundedMinor) {
      return refusal('2026', 'The reversal amount cannot be greater than the original transaction amount');
    }
    const refundTrxID = randomCode(10);
    payment.refundedMinor += minor(amount);
    payment.refunds.push({ refundTrxID, amount: (minor(amount) / 100).toFixed(2) });
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      originalTrxID: payment.trxID,
      refundTrxID,
      transactionStatus: 'Completed',
      amount: (minor(amount) / 100).toFixed(2),
      currency: 'BDT',
      completedTime: new Date().toISOString(),
    };
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) => reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

  app.get<{ Params: { paymentID: string } }>('/pay/:paymentID', async (request, reply) => {
    const payment = sim.payments.get(request.params.paymentID);
    if (!payment) return sendPage(reply, 404, paymentPage(undefined));
    return sendPage(reply, 200, paymentPage(payment));
  });

  app.post<{ Params: { paymentID: string } }>('/pay/:paymentID', async (request, reply) => {
    const action = text(((request.body ?? {}) as Body).action);
    // The reader who pays and closes the tab before coming back: only the shop's question to bKash finds the payment.
    if (action === 'pay-and-close') {
      try {
        state.payAndCloseTab(request.params.paymentID);
      } catch {
        return sendPage(reply, 409, paymentPage(sim.payments.get(request.params.paymentID)));
      }
      return sendPage(reply, 200, closedTabPage());
    }
    if (action !== 'pay' && action !== 'fail' && action !== 'cancel') return sendPage(reply, 400, paymentPage(sim.payments.get(request.params.paymentID)));
    let callback: string;
    try {
      callback = state.act(request.params.paymentID, action);
    } catch {
      // Unknown, or already acted on (a second tab, the back button): the page says where the payment stands.
      const payment = sim.payments.get(request.params.paymentID);
      return sendPage(reply, payment ? 409 : 404, paymentPage(payment));
    }
    return reply.redirect(callback, 303);
  });
};

const PAGE_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;background:#fdf2f7;color:#1f1f1f}' +
  'main{max-width:420px;margin:0 auto;padding:16px}' +
  '.banner{background:#1f1f1f;color:#fff;padding:8px 12px;border-radius:8px;font-size:14px;text-align:center}' +
  'header{background:#e2136e;color:#fff;padding:16px;border-radius:12px 12px 0 0;margin-top:12px;font-size:22px;font-weight:700}' +
  '.card{background:#fff;padding:16px;border-radius:0 0 12px 12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}' +
  'dl{margin:0 0 16px}dt{font-size:13px;color:#666}dd{margin:2px 0 12px;font-size:18px;word-break:break-all}' +
  'label{display:block;font-size:13px;color:#666;margin-bottom:4px}' +
  'input{width:100%;box-sizing:border-box;padding:12px;font-size:18px;border:1px solid #ccc;border-radius:8px;margin-bottom:16px}' +
  'button{display:block;width:100%;padding:14px;margin-top:8px;font-size:16px;border-radius:8px;border:2px solid #e2136e;cursor:pointer}' +
  '.pay{background:#e2136e;color:#fff}.fail{background:#fff;color:#e2136e}.cancel{background:#fff;color:#444;border-color:#999}' +
  '.status{font-size:18px;text-align:center;padding:12px}';

function paymentPage(payment: BkashSimulatedPayment | undefined): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>bKash simulator</title><style>${PAGE_STYLE}</style></head><body><main>` +
    '<div class="banner" role="note">bKash simulator — no real money / <span lang="bn">bKash সিমুলেটর — আসল টাকা নয়</span></div>' +
    '<header>bKash</header><div class="card">';
  const foot = '</div></main></body></html>';
  if (!payment) return `${head}<p class="status">Payment not found / <span lang="bn">পেমেন্ট পাওয়া যায়নি</span></p>${foot}`;
  const details =
    '<dl>' +
    `<dt>Invoice / <span lang="bn">ইনভয়েস</span></dt><dd>${escapeHtml(payment.merchantInvoiceNumber)}</dd>` +
    `<dt>Amount / <span lang="bn">পরিমাণ</span></dt><dd>৳${escapeHtml(payment.amount)}</dd>` +
    '</dl>';
  if (payment.transactionStatus !== 'Initiated' || payment.readerPaid) {
    return `${head}${details}<p class="status">This payment is no longer open (${escapeHtml(payment.readerPaid ? 'Paid' : payment.transactionStatus)}) / <span lang="bn">এই পেমেন্টটি আর খোলা নেই</span></p>${foot}`;
  }
  return (
    head +
    details +
    // No action: the form posts back to the page's own address, whatever prefix the simulator is mounted under.
    '<form method="post">' +
    '<label for="wallet">bKash wallet number / <span lang="bn">বিকাশ অ্যাকাউন্ট নম্বর</span></label>' +
    `<input id="wallet" name="wallet" inputmode="tel" autocomplete="tel" value="${escapeHtml(payment.payerReference)}">` +
    '<button class="pay" name="action" value="pay">Pay / <span lang="bn">পরিশোধ করুন</span></button>' +
    '<button class="fail" name="action" value="fail">Fail / <span lang="bn">ব্যর্থ</span></button>' +
    '<button class="cancel" name="action" value="cancel">Cancel / <span lang="bn">বাতিল</span></button>' +
    '<button class="cancel" name="action" value="pay-and-close">Pay, then close the tab / <span lang="bn">পরিশোধ করে ট্যাব বন্ধ</span></button>' +
    '</form>' +
    foot
  );
}

/** What the reader sees after 'Pay, then close the tab': nothing goes back to the shop from here. */
function closedTabPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>bKash simulator</title><style>${PAGE_STYLE}</style></head><body><main>` +
    '<div class="banner" role="note">bKash simulator — no real money / <span lang="bn">bKash সিমুলেটর — আসল টাকা নয়</span></div>' +
    '<header>bKash</header><div class="card"><p class="status" role="status">Paid. The tab is now “closed”: the shop learns of the payment by asking bKash. / ' +
    '<span lang="bn">পরিশোধ হয়েছে। ট্যাবটি এখন “বন্ধ”: দোকান বিকাশকে জিজ্ঞেস করে পেমেন্টের খবর পাবে।</span></p></div></main></body></html>'
  );
}

/** The simulator on its own server at 127.0.0.1 (a free port), at the root: for tests and standalone use. */
export async function startBkashSimulator(options: Omit<BkashSimulatorOptions, 'publicUrl'> & { publicUrl?: string }): Promise<{ url: string; state: BkashSimulatorState; close(): Promise<void> }> {
  refuseInProduction();
  const state = options.state ?? createBkashSimulatorState();
  const app = Fastify({ logger: false });
  // Without a publicUrl the page's address comes from each request: the port is known only once listening.
  await app.register(bkashSimulator, { ...options, state, publicUrl: options.publicUrl ?? '' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
