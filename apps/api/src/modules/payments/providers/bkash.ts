/**
 * bKash Tokenized Checkout (API v1.2.0-beta), as documented at https://developer.bka.sh ("Tokenized Checkout": Grant
 * Token, Refresh Token, Create Payment, Execute Payment, Query Payment, Refund Transaction). A thin adapter on `fetch`:
 * bKash ships no Node package of its own, and the six JSON calls need none.
 */
import {
  minorFromProviderAmount,
  providerAmount,
  ProviderUnavailableError,
  type KnownPayment,
  type PaidPayment,
  type PaymentHandle,
  type PaymentProvider,
  type ProviderVerdict,
  type RefundVerdict,
  type StartedAtProvider,
  type StartPaymentRequest,
} from '../payment-provider';

export interface BkashProviderOptions {
  /** https://tokenized.sandbox.bka.sh/v1.2.0-beta (sandbox), the live base, or the local simulator's URL. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per call; 10 s by default. */
  timeoutMs?: number;
}

/**
 * bKash answered, and said no to something that is not about this payment's verdict (the merchant's credentials, a
 * refused create, an unknown paymentID): asking again will not change the answer, so it is not ProviderUnavailableError.
 */
export class BkashError extends Error {
  constructor(
    message: string,
    readonly statusCode: string,
  ) {
    super(message);
    this.name = 'BkashError';
  }
}

type BkashAnswer = Record<string, unknown>;

interface Token {
  idToken: string;
  refreshToken: string;
  /** Our clock's time after which the token is no longer used. */
  renewAt: number;
}

/** A token is renewed this long before bKash says it expires, so a call never arrives with one just expired. */
const TOKEN_MARGIN_MS = 60_000;
/** bKash's paymentIDs are short alphanumerics (TR0011ON1565154754797); anything else in a return is not one of them. */
const PAYMENT_ID = /^[A-Za-z0-9]{1,64}$/;

const PROVIDER = 'bkash';

export class BkashProvider implements PaymentProvider {
  readonly id = 'bkash' as const;
  readonly currencies = ['BDT'] as const;

  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private token: Token | undefined;
  /** The grant or refresh under way, shared by every call that needs a token meanwhile. */
  private obtaining: Promise<Token> | undefined;

  constructor(private readonly options: BkashProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async start(input: StartPaymentRequest): Promise<StartedAtProvider> {
    if (input.currency !== 'BDT') throw new Error(`bKash takes only BDT, not ${input.currency}`);
    const answer = await this.authorized('/tokenized/checkout/create', {
      mode: '0011',
      payerReference: input.customer.phone.trim() || input.reference,
      callbackURL: input.returnUrl,
      amount: providerAmount(input.amountMinor),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.reference,
    });
    const refusal = businessError(answer);
    if (refusal) throw new BkashError(`bKash refused to create the payment: ${refusal.code} ${refusal.message}`, refusal.code);
    const paymentID = answer.paymentID;
    const bkashURL = answer.bkashURL;
    if (typeof paymentID !== 'string' || !PAYMENT_ID.test(paymentID) || typeof bkashURL !== 'string' || !/^https?:\/\//.test(bkashURL)) {
      throw new ProviderUnavailableError(PROVIDER, 'create answered without a paymentID or bkashURL');
    }
    return { redirectUrl: bkashURL, providerRef: paymentID };
  }

  identify(fields: Record<string, string>): PaymentHandle | undefined {
    const paymentID = fields.paymentID;
    return typeof paymentID === 'string' && PAYMENT_ID.test(paymentID) ? { providerRef: paymentID } : undefined;
  }

  async confirm(payment: KnownPayment, fields: Record<string, string>): Promise<ProviderVerdict> {
    const paymentID = payment.providerRef;
    if (!paymentID) return { state: 'pending' };
    // The return's status only decides whether to execute; the verdict is always Query's (a forged 'cancel' loses nothing).
    if (fields.status !== 'success') return this.query(payment);
    let unreachable: ProviderUnavailableError | undefined;
    try {
      // Its answer is not the verdict: 'already executed' (a second return) or an error both leave Query to say.
      await this.authorized('/tokenized/checkout/execute', { paymentID });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      unreachable = error;
    }
    const verdict = await this.query(payment);
    // Execute may not have arrived: unless Query already says paid, the caller must try again (and execute again).
    if (unreachable && verdict.state !== 'paid') throw unreachable;
    return verdict;
  }

  async query(payment: KnownPayment): Promise<ProviderVerdict> {
    const paymentID = payment.providerRef;
    if (!paymentID) return { state: 'pending' };
    const answer = await this.authorized('/tokenized/checkout/payment/status', { paymentID });
    const refusal = businessError(answer);
    if (refusal) throw new BkashError(`bKash could not report payment ${paymentID}: ${refusal.code} ${refusal.message}`, refusal.code);
    switch (answer.transactionStatus) {
      case 'Completed': {
        const amountMinor = minorFromProviderAmount(answer.amount);
        const transactionId = answer.trxID;
        // Paid without an amount we can read or a transaction id is not a payment we could check or refund.
        if (Number.isNaN(amountMinor) || typeof transactionId !== 'string' || !transactionId) return { state: 'pending' };
        const reference = answer.merchantInvoiceNumber ?? answer.merchantInvoice;
        return {
          state: 'paid',
          reference: typeof reference === 'string' ? reference : '',
          amountMinor,
          currency: typeof answer.currency === 'string' ? answer.currency : '',
          transactionId,
        };
      }
      case 'Cancelled':
        return { state: 'cancelled', reason: 'The payment was cancelled at bKash' };
      case 'Failed':
        return { state: 'failed', reason: 'bKash reports the payment failed' };
      case 'Expired':
        return { state: 'failed', reason: 'The payment expired at bKash before it was completed' };
      default:
        // Initiated, and any state bKash may add: not paid yet, ask again later.
        return { state: 'pending' };
    }
  }

  async refund(payment: PaidPayment, request: { amountMinor: number; reason: string }): Promise<RefundVerdict> {
    if (!payment.providerRef) return { state: 'refused', reason: 'The payment has no bKash paymentID' };
    const answer = await this.authorized('/tokenized/checkout/payment/refund', {
      paymentID: payment.providerRef,
      amount: providerAmount(request.amountMinor),
      trxID: payment.transactionId,
      sku: 'books',
      // bKash limits the reason's length; the shop's own record keeps the whole text.
      reason: request.reason.slice(0, 255) || 'Refund',
    });
    const refusal = businessError(answer);
    if (refusal) return { state: 'refused', reason: refusal.message || `bKash refused the refund (${refusal.code})` };
    const refundTrxID = answer.refundTrxID;
    if (answer.transactionStatus !== 'Completed' || typeof refundTrxID !== 'string' || !refundTrxID) {
      throw new ProviderUnavailableError(PROVIDER, 'refund answered without a completed refundTrxID');
    }
    return { state: 'refunded', refundId: refundTrxID };
  }

  /** A call with the merchant's token; a token bKash no longer knows (401) is dropped and the call made once more with a new one. */
  private async authorized(path: string, body: BkashAnswer): Promise<BkashAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.currentToken();
      const { status, answer } = await this.post(path, body, { Authorization: token.idToken, 'X-APP-Key': this.options.appKey });
      if (status !== 401) return answer;
      if (this.token === token) this.token = undefined;
      if (attempt > 0) throw new BkashError(`bKash refused the merchant's token on ${path}`, '401');
    }
  }

  private currentToken(): Promise<Token> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token);
    this.obtaining ??= this.obtainToken().finally(() => {
      this.obtaining = undefined;
    });
    return this.obtaining;
  }

  private async obtainToken(): Promise<Token> {
    // Kept until a new one arrives: if bKash cannot be reached now, the next call tries the refresh again.
    const expired = this.token;
    const credentials = { username: this.options.username, password: this.options.password };
    if (expired) {
      const { status, answer } = await this.post(
        '/tokenized/checkout/token/refresh',
        { app_key: this.options.appKey, app_secret: this.options.appSecret, refresh_token: expired.refreshToken },
        credentials,
      );
      // A refresh token bKash no longer takes is not an outage: a new grant follows.
      const token = status === 200 ? this.tokenFrom(answer) : undefined;
      if (token) return (this.token = token);
    }
    const { answer } = await this.post('/tokenized/checkout/token/grant', { app_key: this.options.appKey, app_secret: this.options.appSecret }, credentials);
    const refusal = businessError(answer);
    if (refusal) throw new BkashError(`bKash refused the merchant's credentials: ${refusal.code} ${refusal.message}`, refusal.code);
    const token = this.tokenFrom(answer);
    if (!token) throw new BkashError("bKash granted no token for the merchant's credentials", 'grant');
    return (this.token = token);
  }

  private tokenFrom(answer: BkashAnswer): Token | undefined {
    if (businessError(answer)) return undefined;
    const { id_token: idToken, refresh_token: refreshToken, expires_in: expiresIn } = answer;
    if (typeof idToken !== 'string' || !idToken || typeof refreshToken !== 'string') return undefined;
    const seconds = Number(expiresIn);
    const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
    return { idToken, refreshToken, renewAt: this.now() + Math.max(0, lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2)) };
  }

  /**
   * One POST; what cannot be decided from its answer (no answer, a timeout, bKash's 5xx, a body that is not JSON) is
   * ProviderUnavailableError. Messages name the path and never a credential or token.
   */
  private async post(path: string, body: BkashAnswer, headers: Record<string, string>): Promise<{ status: number; answer: BkashAnswer }> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderUnavailableError(PROVIDER, `${path}: ${timedOut ? `no answer within ${this.timeoutMs} ms` : 'network error'}`);
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderUnavailableError(PROVIDER, `${path}: HTTP ${response.status}`);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(await response.text());
    } catch {
      throw new ProviderUnavailableError(PROVIDER, `${path}: an answer that is not JSON (HTTP ${response.status})`);
    }
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new ProviderUnavailableError(PROVIDER, `${path}: an answer that is not a JSON object (HTTP ${response.status})`);
    }
    if (response.status >= 400 && response.status !== 401 && !businessError(answer as BkashAnswer)) {
      // A 4xx without bKash's error fields: still a refusal, with the HTTP status as its code.
      return { status: response.status, answer: { statusCode: String(response.status), statusMessage: `HTTP ${response.status}` } };
    }
    return { status: response.status, answer: answer as BkashAnswer };
  }
}

/** bKash says no either as `statusCode` other than '0000' with `statusMessage`, or as `errorCode` with `errorMessage`. */
function businessError(answer: BkashAnswer): { code: string; message: string } | undefined {
  if (answer.errorCode !== undefined && answer.errorCode !== null && answer.errorCode !== '') {
    return { code: String(answer.errorCode), message: typeof answer.errorMessage === 'string' ? answer.errorMessage : '' };
  }
  if (answer.statusCode !== undefined && answer.statusCode !== '0000') {
    return { code: String(answer.statusCode), message: typeof answer.statusMessage === 'string' ? answer.statusMessage : '' };
  }
  return undefined;
}
