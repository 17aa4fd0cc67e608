import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import escapeHtml from 'escape-html';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for SSLCommerz's v4 gateway (https://developer.sslcommerz.com/doc/v4/), answering on the paths the
 * official `sslcommerz-lts` package calls, so the adapter is tested, and the shop tried by hand, without the sandbox:
 * - POST /gwprocess/v4/api.php: a session (multipart form, as the package posts it, or urlencoded);
 * - GET /gateway/:sessionkey: the gateway's page, where a person pays, fails or cancels;
 * - /validator/api/validationserverAPI.php: validation of a val_id (VALID once, VALIDATED after);
 * - /validator/api/merchantTransIDvalidationAPI.php: transaction query (tran_id or sessionkey), refund, refund query.
 * State is in memory and bounded. It never runs in production: there it would be a way to mark orders paid for free.
 */

export type SimulatorAction = 'pay' | 'fail' | 'cancel';
export type SimulatorStatus = 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
export type Notify = (url: string, fields: Record<string, string>) => Promise<void>;

export interface SimulatedRefund {
  refundRefId: string;
  amountMinor: number;
  remarks: string;
  initiatedOn: string;
}

export interface SimulatedSession {
  sessionkey: string;
  tranId: string;
  /** What the session was started with, in its currency's minor units. */
  amountMinor: number;
  currency: 'BDT' | 'USD';
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  values: Record<'value_a' | 'value_b' | 'value_c' | 'value_d', string>;
  createdAt: string;
  status: SimulatorStatus;
  valId: string | null;
  bankTranId: string | null;
  cardType: string;
  tranDate: string | null;
  /** How often its val_id was validated: VALID the first time, VALIDATED after. */
  validations: number;
  refunds: SimulatedRefund[];
  /** The fields the gateway posted back once the session ended (returned again if the person acts again). */
  outcome: { url: string; fields: Record<string, string> } | null;
}

export interface SslcommerzSimulatorState {
  /** What a person's click on the gateway page does: the form the browser then posts, and where. Pay also sends the IPN. */
  act(sessionkey: string, action: SimulatorAction, channel?: string): { url: string; fields: Record<string, string> };
  /** Paid, but the reader closed the tab: nobody comes back and no IPN is sent (only a query finds it). */
  payAndCloseTab(sessionkey: string): void;
  /** Refuse every refund from now on (status 'failed'), or stop refusing. */
  refuseRefunds(on: boolean): void;
  /** 503 on every path from now on, or back up. */
  down(on: boolean): void;
  session(sessionkey: string): SimulatedSession | undefined;
  /** The latest session started with this tran_id. */
  byTranId(tranId: string): SimulatedSession | undefined;
  /** Resolves once every IPN sent so far was delivered (or failed). */
  idle(): Promise<void>;
}

export interface SslcommerzSimulatorOptions {
  /** The store's credentials the simulator accepts (defaults: 'boipoka-sim' / 'boipoka-sim-password'). */
  storeId?: string;
  storePassword?: string;
  /** The simulator's own URL as the browser reaches it (GatewayPageURL is built on it); from the request when absent. */
  publicUrl?: string;
  /** Shared with the tests' controls; a new one when absent. */
  state?: SslcommerzSimulatorState;
  /** How an IPN is delivered (default: a urlencoded POST with global fetch, errors ignored). */
  notify?: Notify;
}

export const SIMULATOR_STORE_ID = 'boipoka-sim';
export const SIMULATOR_STORE_PASSWORD = 'boipoka-sim-password';
const MAX_SESSIONS = 10_000;
/** Taka per dollar: a dollar payment is settled in Taka, as the real gateway does (amount/currency vs currency_amount/currency_type). */
const USD_RATE = 120;
const FEE_PERCENT = 2.5;
const PRODUCTION_ERROR = 'The SSLCommerz simulator never runs in production';
const CHANNELS: Record<string, { label: string; cardType: string }> = {
  card: { label: 'Visa / Master card', cardType: 'VISA-Dutch Bangla' },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad' },
  rocket: { label: 'Rocket', cardType: 'DBBLMOBILEB-Dbbl Mobile Banking' },
  bkash: { label: 'bKash', cardType: 'BKASH-BKash' },
};

function refuseProduction(): void {
  if (process.env.NODE_ENV === 'production') throw new Error(PRODUCTION_ERROR);
}

const id = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const amountText = (minor: number) => (minor / 100).toFixed(2);
/** SSLCommerz writes dates as 'YYYY-MM-DD HH:mm:ss'. */
const gatewayDate = (date = new Date()) => date.toISOString().slice(0, 19).replace('T', ' ');

interface StateInternals extends SslcommerzSimulatorState {
  /** Set by the plugin from its options. */
  notify: Notify;
  isDown(): boolean;
  refusingRefunds(): boolean;
  add(session: SimulatedSession): void;
  byValId(valId: string): SimulatedSession | undefined;
  byBankTranId(bankTranId: string): SimulatedSession | undefined;
  byTran(tranId: string): SimulatedSession[];
  refund(refundRefId: string): { session: SimulatedSession; refund: SimulatedRefund } | undefined;
  indexRefund(session: SimulatedSession, refund: SimulatedRefund): void;
}

const defaultNotify: Notify = async (url, fields) => {
  try {
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), signal: AbortSignal.timeout(10_000) });
  } catch {
    // The real gateway retries an IPN it could not deliver; the simulator just drops it (the shop's sweep must cope).
  }
};

export function createSslcommerzSimulatorState(options: { notify?: Notify } = {}): SslcommerzSimulatorState {
  const sessions = new Map<string, SimulatedSession>();
  const tranIndex = new Map<string, string[]>();
  const valIndex = new Map<string, string>();
  const bankIndex = new Map<string, string>();
  const refundIndex = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  let down = false;
  let refusing = false;

  const forget = (session: SimulatedSession) => {
    sessions.delete(session.sessionkey);
    const keys = (tranIndex.get(session.tranId) ?? []).filter((key) => key !== session.sessionkey);
    if (keys.length) tranIndex.set(session.tranId, keys);
    else tranIndex.delete(session.tranId);
    if (session.valId) valIndex.delete(session.valId);
    if (session.bankTranId) bankIndex.delete(session.bankTranId);
    for (const refund of session.refunds) refundIndex.delete(refund.refundRefId);
  };

  const get = (sessionkey: string) => {
    const session = sessions.get(sessionkey);
    if (!session) throw new Error(`No simulated SSLCommerz session ${sessionkey}`);
    return session;
  };

  /** Ends a session once; a second action on an ended session changes nothing. */
  const finish = (session: SimulatedSession, action: SimulatorAction, channel: string) => {
    if (session.status !== 'PENDING') return;
    session.cardType = (CHANNELS[channel] ?? CHANNELS.card).cardType;
    session.tranDate = gatewayDate();
    session.bankTranId = `${Date.now().toString().slice(-8)}${id(5)}`;
    bankIndex.set(session.bankTranId, session.sessionkey);
    if (action === 'pay') {
      session.status = 'VALID';
      session.valId = `${session.tranDate.replace(/\D/g, '').slice(2)}${id(6)}`;
      valIndex.set(session.valId, session.sessionkey);
    } else {
      session.status = action === 'fail' ? 'FAILED' : 'CANCELLED';
    }
    const url = action === 'pay' ? session.successUrl : action === 'fail' ? session.failUrl : session.cancelUrl;
    session.outcome = { url, fields: gatewayFields(session) };
  };

  const state: StateInternals = {
    notify: options.notify ?? defaultNotify,
    act(sessionkey, action, channel = 'card') {
      const session = get(sessionkey);
      const fresh = session.status === 'PENDING';
      finish(session, action, channel);
      const outcome = session.outcome!;
      if (fresh && session.status === 'VALID' && session.ipnUrl) {
        const delivery = state
          .notify(session.ipnUrl, { ...outcome.fields })
          .catch(() => {})
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { url: outcome.url, fields: { ...outcome.fields } };
    },
    payAndCloseTab(sessionkey) {
      finish(get(sessionkey), 'pay', 'card');
    },
    refuseRefunds(on) {
      refusing = on;
    },
    down(on) {
      down = on;
    },
    session: (sessionkey) => sessions.get(sessionkey),
    byTranId(tranId) {
      const keys = tranIndex.get(tranId);
      return keys?.length ? sessions.get(keys[keys.length - 1]) : undefined;
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    isDown: () => down,
    refusingRefunds: () => refusing,
    add(session) {
      sessions.set(session.sessionkey, session);
      tranIndex.set(session.tranId, [...(tranIndex.get(session.tranId) ?? []), session.sessionkey]);
      // A Map keeps insertion order: the first one is the oldest.
      while (sessions.size > MAX_SESSIONS) forget(sessions.values().next().value!);
    },
    byValId: (valId) => sessions.get(valIndex.get(valId) ?? ''),
    byBankTranId: (bankTranId) => sessions.get(bankIndex.get(bankTranId) ?? ''),
    byTran: (tranId) => (tranIndex.get(tranId) ?? []).map((key) => sessions.get(key)!).filter(Boolean),
    refund(refundRefId) {
      const session = sessions.get(refundIndex.get(refundRefId) ?? '');
      const refund = session?.refunds.find((candidate) => candidate.refundRefId === refundRefId);
      return session && refund ? { session, refund } : undefined;
    },
    indexRefund(session, refund) {
      session.refunds.push(refund);
      refundIndex.set(refund.refundRefId, session.sessionkey);
    },
  };
  return state;
}

/** Amount and currency as the gateway reports them: settled in Taka, with what the session asked for beside it. */
function money(session: SimulatedSession): Record<string, string> {
  const rate = session.currency === 'USD' ? USD_RATE : 1;
  const settledMinor = session.amountMinor * rate;
  return {
    amount: amountText(settledMinor),
    store_amount: amountText(Math.round(settledMinor * (1 - FEE_PERCENT / 100))),
    currency: 'BDT',
    currency_type: session.currency,
    currency_amount: amountText(session.amountMinor),
    currency_rate: rate.toFixed(4),
  };
}

/** What the gateway posts to the shop (browser return and IPN). */
function gatewayFields(session: SimulatedSession): Record<string, string> {
  const fields: Record<string, string> = {
    tran_id: session.tranId,
    ...(session.valId ? { val_id: session.valId } : {}),
    ...money(session),
    status: session.status,
    tran_date: session.tranDate ?? '',
    bank_tran_id: session.bankTranId ?? '',
    card_type: session.cardType,
    card_no: session.status === 'VALID' && session.cardType.startsWith('VISA') ? '424242XXXXXX4242' : '',
    card_issuer: 'SSLCommerz simulator',
    card_brand: session.cardType.split('-')[0],
    error: session.status === 'FAILED' ? 'Declined by the simulator' : session.status === 'CANCELLED' ? 'Cancelled by the customer' : '',
    ...session.values,
    risk_level: '0',
    risk_title: 'Safe',
  };
  // The real verify_sign is an MD5 over the fields named in verify_key; the simulator's is random (nobody should rely on it).
  fields.verify_key = Object.keys(fields).join(',');
  fields.verify_sign = randomBytes(16).toString('hex');
  return fields;
}

/** What the validator and query APIs say of a session. */
function transactionFields(session: SimulatedSession): Record<string, string> {
  return {
    status: session.status,
    tran_date: session.tranDate ?? session.createdAt,
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    ...money(session),
    bank_tran_id: session.bankTranId ?? '',
    card_type: session.cardType,
    ...session.values,
    risk_level: '0',
    risk_title: 'Safe',
    error: session.outcome?.fields.error ?? '',
  };
}

type Fields = Record<string, string>;

/** One string per field: the first of a repeated query parameter; anything else dropped. */
function flat(input: unknown): Fields {
  const fields: Fields = {};
  if (typeof input !== 'object' || input === null) return fields;
  for (const [key, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[key] = first;
  }
  return fields;
}

async function formFields(request: FastifyRequest): Promise<Fields> {
  if (!request.isMultipart()) return flat(request.body);
  const fields: Fields = {};
  for await (const part of request.parts()) {
    if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
    else if (part.type === 'file') part.file.resume();
  }
  return fields;
}

const isHttpUrl = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The documented failure of an init, e.g. 'Store Credential Error Or Store is De-active'. */
const initFailure = (failedreason: string) => ({
  status: 'FAILED',
  failedreason,
  sessionkey: '',
  gw: [],
  redirectGatewayURL: '',
  directPaymentURLBank: '',
  directPaymentURLCard: '',
  directPaymentURL: '',
  redirectGatewayURLFailed: '',
  GatewayPageURL: '',
  storeBanner: '',
  storeLogo: '',
  desc: [],
  is_direct_pay_enable: '0',
});

function initProblem(fields: Fields): string | undefined {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(fields.total_amount ?? '') || Number(fields.total_amount) <= 0) {
    return 'Invalid Information! Please provide valid total_amount';
  }
  if (fields.currency !== 'BDT' && fields.currency !== 'USD') return 'Invalid Information! Please provide valid currency';
  if (!/^[A-Za-z0-9_-]{1,30}$/.test(fields.tran_id ?? '')) return 'Invalid Information! Please provide valid tran_id';
  for (const name of ['success_url', 'fail_url', 'cancel_url'] as const) {
    if (!isHttpUrl(fields[name])) return `Invalid Information! Please provide valid ${name}`;
  }
  if (fields.ipn_url && !isHttpUrl(fields.ipn_url)) return 'Invalid Information! Please provide valid ipn_url';
  return undefined;
}

const minorOf = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const sslcommerzSimulator: FastifyPluginAsync<SslcommerzSimulatorOptions> = async (app, options) => {
  refuseProduction();
  const state = (options.state ?? createSslcommerzSimulatorState()) as StateInternals;
  if (options.notify) state.notify = options.notify;
  const storeId = options.storeId ?? SIMULATOR_STORE_ID;
  const storePassword = options.storePassword ?? SIMULATOR_STORE_PASSWORD;
  const publicUrl = (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}${app.prefix}`).replace(/\/+$/, '');

  // Scoped to this plugin: the package posts the init as multipart, the gateway page posts urlencoded forms.
  await app.register(multipart, { limits: { fields: 200, fieldSize: 16 * 1024, files: 0, parts: 200, headerPairs: 50 } });
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.addHook('onRequest', async (_request, reply) => {
    if (state.isDown()) return reply.code(503).type('text/html; charset=utf-8').send('<h1>503 Service Unavailable</h1>');
  });

  const credentialsOk = (fields: Fields) => fields.store_id === storeId && fields.store_passwd === storePassword;

  app.post('/gwprocess/v4/api.php', async (request) => {
    const fields = await formFields(request);
    if (!credentialsOk(fields)) return initFailure('Store Credential Error Or Store is De-active');
    const problem = initProblem(fields);
    if (problem) return initFailure(problem);
    const sessionkey = id(16);
    state.add({
      sessionkey,
      tranId: fields.tran_id,
      amountMinor: minorOf(fields.total_amount),
      currency: fields.currency as 'BDT' | 'USD',
      successUrl: fields.success_url,
      failUrl: fields.fail_url,
      cancelUrl: fields.cancel_url,
      ipnUrl: fields.ipn_url ?? '',
      productName: fields.product_name ?? '',
      values: { value_a: fields.value_a ?? '', value_b: fields.value_b ?? '', value_c: fields.value_c ?? '', value_d: fields.value_d ?? '' },
      createdAt: gatewayDate(),
      status: 'PENDING',
      valId: null,
      bankTranId: null,
      cardType: '',
      tranDate: null,
      validations: 0,
      refunds: [],
      outcome: null,
    });
    const page = `${publicUrl(request)}/gateway/${sessionkey}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: { visa: 'city_visa,ebl_visa,dbbl_visa', master: 'city_master,ebl_master', mobilebanking: 'dbblmobilebanking,bkash,nagad' },
      redirectGatewayURL: page,
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: page,
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    };
  });

  // The package always POSTs (with the query in the URL); a browser or curl may GET.
  app.route({
    method: ['GET', 'POST'],
    url: '/validator/api/validationserverAPI.php',
    handler: async (request) => {
      const query = flat(request.query);
      if (!credentialsOk(query)) return { status: 'INVALID_TRANSACTION', APIConnect: 'FAILED', error: 'Store Credential Error Or Store is De-active' };
      const session = query.val_id ? state.byValId(query.val_id) : undefined;
      if (!session || session.status !== 'VALID') return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE', error: 'Invalid val_id' };
      session.validations += 1;
      const now = gatewayDate();
      return {
        ...transactionFields(session),
        status: session.validations === 1 ? 'VALID' : 'VALIDATED',
        card_no: '',
        emi_instalment: '0',
        emi_amount: '0.00',
        APIConnect: 'DONE',
        validated_on: now,
        gw_version: '',
      };
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/validator/api/merchantTransIDvalidationAPI.php',
    handler: async (request) => {
      const query = flat(request.query);
      if (!credentialsOk(query)) return { APIConnect: 'FAILED', error: 'Store Credential Error Or Store is De-active' };
      if (query.refund_ref_id) return refundQuery(query.refund_ref_id);
      if (query.refund_amount !== undefined || query.bank_tran_id !== undefined) return refund(query);
      if (query.sessionkey) {
        const session = state.session(query.sessionkey);
        if (!session) return { APIConnect: 'DONE', status: 'INVALID_REQUEST', sessionkey: query.sessionkey, error: 'Invalid session key' };
        return { APIConnect: 'DONE', sessionkey: session.sessionkey, ...transactionFields(session) };
      }
      if (query.tran_id) {
        const element = state.byTran(query.tran_id).map(transactionFields);
        return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
      }
      return { APIConnect: 'INVALID_REQUEST', error: 'Provide tran_id, sessionkey, refund_ref_id or a refund' };
    },
  });

  function refund(query: Fields) {
    const base = { APIConnect: 'DONE', bank_tran_id: query.bank_tran_id ?? '', trans_id: '', refund_ref_id: '' };
    if (!query.refund_amount || !query.bank_tran_id || !query.refe_id) {
      return { APIConnect: 'INVALID_REQUEST', error: 'refund_amount, bank_tran_id and refe_id are required' };
    }
    const session = state.byBankTranId(query.bank_tran_id);
    if (!session || session.status !== 'VALID') return { ...base, status: 'failed', errorReason: 'Invalid or not a paid bank_tran_id' };
    const withTrans = { ...base, trans_id: session.tranId };
    if (state.refusingRefunds()) return { ...withTrans, status: 'failed', errorReason: 'Refund refused by the simulator' };
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(query.refund_amount) || minorOf(query.refund_amount) <= 0) {
      return { ...withTrans, status: 'failed', errorReason: 'Invalid refund_amount' };
    }
    const amountMinor = minorOf(query.refund_amount);
    const refunded = session.refunds.reduce((sum, each) => sum + each.amountMinor, 0);
    if (refunded + amountMinor > session.amountMinor) {
      return { ...withTrans, status: 'failed', errorReason: 'Refund amount exceeds the refundable amount' };
    }
    const record: SimulatedRefund = { refundRefId: id(10), amountMinor, remarks: query.refund_remarks ?? '', initiatedOn: gatewayDate() };
    state.indexRefund(session, record);
    return { ...withTrans, refund_ref_id: record.refundRefId, status: 'success', errorReason: '' };
  }

  function refundQuery(refundRefId: string) {
    const found = state.refund(refundRefId);
    if (!found) return { APIConnect: 'DONE', refund_ref_id: refundRefId, status: 'cancelled', errorReason: 'Invalid refund_ref_id' };
    return {
      APIConnect: 'DONE',
      bank_tran_id: found.session.bankTranId,
      tran_id: found.session.tranId,
      refund_ref_id: refundRefId,
      initiated_on: found.refund.initiatedOn,
      refunded_on: found.refund.initiatedOn,
      status: 'refunded',
      errorReason: '',
    };
  }

  app.get<{ Params: { sessionkey: string } }>('/gateway/:sessionkey', async (request, reply) => {
    const session = state.session(request.params.sessionkey);
    if (!session) return html(reply, 404, page('Not found / পাওয়া যায়নি', '<p>No such payment session. / এমন কোনো পেমেন্ট সেশন নেই।</p>'));
    if (session.status !== 'PENDING') {
      return html(reply, 409, page('Already finished / শেষ হয়ে গেছে', `<p>This payment is already <strong>${escapeHtml(session.status)}</strong>.</p>`));
    }
    return html(reply, 200, gatewayPage(session));
  });

  app.post<{ Params: { sessionkey: string } }>('/gateway/:sessionkey', async (request, reply) => {
    const session = state.session(request.params.sessionkey);
    if (!session) return html(reply, 404, page('Not found / পাওয়া যায়নি', '<p>No such payment session. / এমন কোনো পেমেন্ট সেশন নেই।</p>'));
    const body = flat(request.body);
    const action = body.action === 'pay' || body.action === 'fail' || body.action === 'cancel' ? body.action : undefined;
    if (!action) return html(reply, 400, page('Bad request / ভুল অনুরোধ', '<p>Choose Pay, Fail or Cancel.</p>'));
    const { url, fields } = state.act(session.sessionkey, action, body.channel ?? 'card');
    return html(reply, 200, returnPage(url, fields), true);
  });
};

function html(reply: FastifyReply, code: number, body: { html: string; nonce: string }, posting = false) {
  // Its own policy: the app's would block the inline script and a form posted to the shop's origin.
  reply.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${body.nonce}'; form-action 'self'${posting ? ' http: https:' : ''}; base-uri 'none'; frame-ancestors 'none'`,
  );
  reply.header('cache-control', 'no-store');
  return reply.code(code).type('text/html; charset=utf-8').send(body.html);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:440px;margin:0 auto;padding:16px}
.banner{background:#fff3cd;border:1px solid #e0b84d;color:#5c4300;padding:10px 12px;border-radius:8px;font-weight:600;margin-bottom:12px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.2rem;margin:0 0 8px}.amount{font-size:1.6rem;font-weight:700;margin:4px 0}.muted{color:#5b6675;font-size:.9rem;word-break:break-all}
fieldset{border:1px solid #d5dbe3;border-radius:8px;margin:12px 0;padding:8px 12px}legend{padding:0 4px;font-weight:600}
label.channel{display:flex;align-items:center;gap:8px;padding:8px 0;min-height:44px}
label.number{display:block;margin-top:8px;font-weight:600}input[type=text]{width:100%;padding:10px;font-size:1rem;border:1px solid #b9c2cf;border-radius:6px;margin-top:4px}
.buttons{display:flex;flex-direction:column;gap:8px;margin-top:12px}
button{min-height:48px;font:inherit;font-weight:600;border:0;border-radius:8px;cursor:pointer;color:#fff}
.pay{background:#1a7f37}.fail{background:#b42318}.cancel{background:#5b6675}
`;

function page(title: string, content: string, script = ''): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  return {
    nonce,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="banner" role="note">SSLCommerz simulator — no real money / SSLCommerz সিমুলেটর — আসল টাকা নয়</p>${content}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`,
  };
}

function gatewayPage(session: SimulatedSession) {
  const channels = Object.entries(CHANNELS)
    .map(([value, { label }], index) => `<label class="channel"><input type="radio" name="channel" value="${escapeHtml(value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`)
    .join('');
  return page(
    'SSLCommerz simulator',
    `<section class="card"><h1>Pay / পরিশোধ</h1>
<p class="amount">${escapeHtml(amountText(session.amountMinor))} ${escapeHtml(session.currency)}</p>
<p class="muted">tran_id: ${escapeHtml(session.tranId)}</p>
${session.productName ? `<p class="muted">${escapeHtml(session.productName)}</p>` : ''}
<form method="post">
<fieldset><legend>Channel / মাধ্যম</legend>${channels}</fieldset>
<label class="number">Card number / কার্ড নম্বর<input type="text" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></label>
<div class="buttons">
<button class="pay" type="submit" name="action" value="pay">Pay / পরিশোধ করুন</button>
<button class="fail" type="submit" name="action" value="fail">Fail / ব্যর্থ</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel / বাতিল</button>
</div></form></section>`,
  );
}

function returnPage(url: string, fields: Fields) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Returning to the shop / দোকানে ফেরা হচ্ছে',
    `<section class="card"><h1>Returning to the shop… / দোকানে ফেরা হচ্ছে…</h1>
<form id="return" method="post" action="${escapeHtml(url)}">${inputs}
<div class="buttons"><button class="pay" type="submit">Continue / এগিয়ে যান</button></div></form></section>`,
    "document.getElementById('return').submit();",
  );
}

export interface RunningSslcommerzSimulator {
  /** http://127.0.0.1:<port>: the baseUrl to give the adapter. */
  url: string;
  state: SslcommerzSimulatorState;
  close(): Promise<void>;
}

/** The simulator on its own server (127.0.0.1, a free port), mounted at `/`. */
export async function startSslcommerzSimulator(options: SslcommerzSimulatorOptions = {}): Promise<RunningSslcommerzSimulator> {
  refuseProduction();
  const state = options.state ?? createSslcommerzSimulatorState();
  const app = Fastify({ logger: false });
  await app.register(sslcommerzSimulator, { ...options, state });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, state, close: () => app.close() };
}
