import SslCommerzPayment from 'sslcommerz-lts';
import type { Currency } from '@boipoka/shared';
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

/**
 * SSLCommerz (cards, Nagad, Rocket, bKash and net banking through one gateway) behind the PaymentProvider port, over the
 * official `sslcommerz-lts` package. SSLCommerz's developer documentation, v4 API (https://developer.sslcommerz.com/doc/v4/):
 * - initiate a session: POST /gwprocess/v4/api.php → { status: SUCCESS | FAILED, GatewayPageURL, sessionkey, failedreason };
 * - the reader returns by a POSTed form to success_url / fail_url / cancel_url, and the IPN is POSTed to ipn_url, both
 *   with tran_id, val_id, amount, currency, status, bank_tran_id …: neither is believed, the server asks;
 * - order validation API: /validator/api/validationserverAPI.php?val_id= → status VALID (first time), VALIDATED, or
 *   INVALID_TRANSACTION;
 * - transaction query by tran_id (or sessionkey), refund initiation and refund query:
 *   /validator/api/merchantTransIDvalidationAPI.php → { APIConnect: DONE | INVALID_REQUEST | FAILED | INACTIVE, … }.
 * Amounts: for a payment in another currency than Taka, `amount`/`currency` are what is settled in BDT and
 * `currency_amount`/`currency_type` what the payment was started with; the verdict reports the latter when present.
 */
export interface SslcommerzOptions {
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com or the simulator's URL (no trailing slash needed). */
  baseUrl: string;
  storeId: string;
  storePassword: string;
  live: boolean;
  /** How long to wait for an answer: the package's fetch has no timeout of its own. */
  timeoutMs?: number;
}

type Answer = Record<string, unknown>;

const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);
const REFERENCE = /^[A-Za-z0-9-]{1,30}$/;
const DEFAULT_TIMEOUT_MS = 20_000;

export class SslcommerzProvider implements PaymentProvider {
  readonly id = 'sslcommerz' as const;
  readonly currencies: readonly Currency[] = ['BDT', 'USD'];
  private readonly sdk: SslCommerzPayment;
  private readonly timeoutMs: number;

  constructor(private readonly options: SslcommerzOptions) {
    this.sdk = new SslCommerzPayment(options.storeId, options.storePassword, options.live);
    // The package hard-codes sandbox/securepay hosts; its endpoint URLs are plain properties, pointed here at the configured one.
    const base = options.baseUrl.replace(/\/+$/, '');
    const api = `${base}/validator/api/merchantTransIDvalidationAPI.php?`;
    Object.assign(this.sdk, {
      baseURL: base,
      initURL: `${base}/gwprocess/v4/api.php`,
      validationURL: `${base}/validator/api/validationserverAPI.php?`,
      refundURL: api,
      refundQueryURL: api,
      transactionQueryBySessionIdURL: api,
      transactionQueryByTransactionIdURL: api,
    });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async start(req: StartPaymentRequest): Promise<StartedAtProvider> {
    const { customer } = req;
    const answer = await this.ask('initiating a payment', () =>
      this.sdk.init({
        total_amount: providerAmount(req.amountMinor),
        currency: req.currency,
        tran_id: req.reference,
        success_url: req.returnUrl,
        fail_url: req.returnUrl,
        cancel_url: req.returnUrl,
        ipn_url: req.noticeUrl,
        shipping_method: 'Courier',
        product_name: req.description,
        product_category: 'Books',
        product_profile: 'physical-goods',
        num_of_item: String(req.items),
        cus_name: customer.name,
        cus_email: customer.email,
        cus_add1: customer.address,
        cus_city: customer.city,
        cus_postcode: customer.postcode,
        cus_country: 'Bangladesh',
        cus_phone: customer.phone,
        ship_name: customer.name,
        ship_add1: customer.address,
        ship_city: customer.city,
        ship_postcode: customer.postcode,
        ship_country: 'Bangladesh',
        // Our order number rides along, shown in SSLCommerz's merchant panel beside the tran_id.
        value_a: req.orderNumber,
      }),
    );
    if (answer.status === 'SUCCESS' && isText(answer.GatewayPageURL) && isText(answer.sessionkey)) {
      return { redirectUrl: answer.GatewayPageURL, providerRef: answer.sessionkey };
    }
    if (answer.status === 'FAILED') {
      throw new Error(`SSLCommerz refused the payment: ${text(answer.failedreason) || 'no reason given'}`);
    }
    throw new ProviderUnavailableError('SSLCommerz', `unexpected answer to initiating a payment (status ${JSON.stringify(answer.status)})`);
  }

  identify(fields: Record<string, string>): PaymentHandle | undefined {
    const tranId = fields.tran_id;
    return typeof tranId === 'string' && REFERENCE.test(tranId) ? { reference: tranId } : undefined;
  }

  async confirm(payment: KnownPayment, fields: Record<string, string>): Promise<ProviderVerdict> {
    const valId = fields.val_id?.trim();
    if (valId) {
      const answer = await this.ask('validating a payment', () => this.sdk.validate({ val_id: valId }, `${this.sdk.validationURL}${this.search({ val_id: valId })}`));
      if (answer.APIConnect !== undefined && answer.APIConnect !== 'DONE') {
        throw new ProviderUnavailableError('SSLCommerz', `validation answered APIConnect ${text(answer.APIConnect)}`);
      }
      // A val_id of another transaction (a cheap one of the reader's own) says nothing about this one: ask about ours.
      if (PAID_STATUSES.has(text(answer.status)) && answer.tran_id === payment.reference) {
        return paidVerdict(answer) ?? { state: 'pending' };
      }
    }
    // No val_id (a failed or cancelled return, or a forged form) or one the gateway does not know: the posted status means nothing.
    return this.query(payment);
  }

  async query(payment: KnownPayment): Promise<ProviderVerdict> {
    const answer = await this.ask('querying a transaction', () =>
      this.sdk.transactionQueryByTransactionId({ tran_id: payment.reference }, `${this.sdk.transactionQueryByTransactionIdURL}${this.search({ tran_id: payment.reference })}`),
    );
    if (answer.APIConnect !== 'DONE') {
      throw new ProviderUnavailableError('SSLCommerz', `transaction query answered APIConnect ${text(answer.APIConnect) || 'nothing'}`);
    }
    const elements = (Array.isArray(answer.element) ? answer.element : []).filter((element): element is Answer => isPlainObject(element) && element.tran_id === payment.reference);
    for (const element of elements) {
      const verdict = PAID_STATUSES.has(text(element.status)) ? paidVerdict(element) : undefined;
      if (verdict) return verdict;
    }
    // An attempt still open on the gateway page may yet be paid: wait for it rather than fail the order.
    const statuses = elements.map((element) => text(element.status));
    if (statuses.length === 0 || statuses.some((status) => status === 'PENDING' || status === 'UNATTEMPTED')) return { state: 'pending' };
    const last = statuses[statuses.length - 1];
    if (last === 'CANCELLED') return { state: 'cancelled', reason: 'Cancelled at SSLCommerz' };
    if (last === 'FAILED') return { state: 'failed', reason: text(elements[elements.length - 1].error) || 'Failed at SSLCommerz' };
    if (last === 'EXPIRED') return { state: 'failed', reason: 'Expired at SSLCommerz' };
    return { state: 'pending' };
  }

  async refund(payment: PaidPayment, request: { amountMinor: number; reason: string }): Promise<RefundVerdict> {
    const data = {
      refund_amount: providerAmount(request.amountMinor),
      refund_remarks: request.reason,
      bank_tran_id: payment.transactionId,
      refe_id: payment.reference,
    };
    const answer = await this.ask('refunding', () => this.sdk.initiateRefund(data, `${this.sdk.refundURL}${this.search(data)}`));
    if (answer.APIConnect !== 'DONE') {
      throw new ProviderUnavailableError('SSLCommerz', `refund answered APIConnect ${text(answer.APIConnect) || 'nothing'}`);
    }
    // 'processing': SSLCommerz already holds this refund request; its id is the one to follow.
    if ((answer.status === 'success' || answer.status === 'processing') && isText(answer.refund_ref_id)) {
      return { state: 'refunded', refundId: answer.refund_ref_id };
    }
    if (answer.status === 'failed') return { state: 'refused', reason: text(answer.errorReason) || 'Refused by SSLCommerz' };
    throw new ProviderUnavailableError('SSLCommerz', `unexpected answer to a refund (status ${JSON.stringify(answer.status)})`);
  }

  /**
   * The query string of a validator call, every value encoded: the package would paste values (and the store's
   * password) into the URL unencoded, so the whole URL is built here and handed to it.
   */
  private search(params: Record<string, string>): string {
    return new URLSearchParams({ ...params, store_id: this.options.storeId, store_passwd: this.options.storePassword, v: '1', format: 'json' }).toString();
  }

  /** One call to the package: it resolves with the error object on a network error, and has no timeout. */
  private async ask(what: string, call: () => Promise<unknown>): Promise<Answer> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new ProviderUnavailableError('SSLCommerz', `no answer to ${what} within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const answer = await Promise.race([call(), timeout]);
      if (!isPlainObject(answer)) {
        const detail = answer instanceof Error ? answer.message : 'an answer that is not a JSON object';
        throw new ProviderUnavailableError('SSLCommerz', `${what}: ${detail}`);
      }
      return answer;
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      throw new ProviderUnavailableError('SSLCommerz', `${what}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A paid verdict from a validation answer or a query element; undefined when its amount cannot be read. */
function paidVerdict(answer: Answer): ProviderVerdict | undefined {
  // The amount and currency the payment was started with when the gateway converted it, else the plain ones.
  const converted = isText(answer.currency_type) && isText(answer.currency_amount);
  const amountMinor = minorFromProviderAmount(converted ? answer.currency_amount : answer.amount);
  const currency = text(converted ? answer.currency_type : answer.currency);
  if (Number.isNaN(amountMinor) || !currency) return undefined;
  return { state: 'paid', reference: text(answer.tran_id), amountMinor, currency, transactionId: text(answer.bank_tran_id) };
}

function isPlainObject(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
