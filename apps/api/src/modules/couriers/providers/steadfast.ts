/**
 * Steadfast Courier's merchant API (v1, https://portal.packzy.com/api/v1): headers Api-Key and Secret-Key; POST
 * /create_order and /create_order/bulk-order (data: [...], at most 500) → consignment_id and tracking_code; GET
 * /status_by_cid/{id} and /status_by_invoice/{invoice} → delivery_status. Its notices to the shop's callback carry the
 * secret the merchant set as a Bearer token. A thin adapter on `fetch`: Steadfast ships no Node package of its own.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CourierRefusedError, CourierUnavailableError, type BookedParcel, type CourierNotice, type CourierProvider, type CourierStep, type Parcel, type ParcelStatus } from '../courier-provider';

export interface SteadfastOptions {
  /** STEADFAST_BASE_URL: https://portal.packzy.com/api/v1, or the local simulator's. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** STEADFAST_WEBHOOK_SECRET: the Bearer token Steadfast sends with each notice (set in its merchant panel). */
  webhookSecret: string;
  /** Where a reader follows a parcel by its tracking code. */
  trackingBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const STEADFAST_TRACKING_BASE = 'https://steadfast.com.bd/t/';

/** Steadfast's delivery_status, in the steps of the shop's track; statuses not listed mean nothing to act on (in_review, hold, unknown, partial). */
const STEPS: Record<string, CourierStep> = {
  pending: 'with_courier',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  cancelled_approval_pending: 'returned',
  cancelled: 'returned',
};

export function steadfastStep(deliveryStatus: string): CourierStep {
  return STEPS[deliveryStatus] ?? null;
}

type Answer = Record<string, unknown>;

const sameSecret = (given: string, expected: string) => {
  // Hashes first: equal lengths for timingSafeEqual whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
};

export class SteadfastCourier implements CourierProvider {
  readonly id = 'steadfast' as const;
  readonly name = 'Steadfast';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SteadfastOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer | Answer[]> {
    let response: Response;
    try {
      response = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { 'Api-Key': this.options.apiKey, 'Secret-Key': this.options.secretKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CourierUnavailableError(`Steadfast cannot be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new CourierUnavailableError(`Steadfast answered HTTP ${response.status} without JSON`);
    }
    if (response.status >= 500) throw new CourierUnavailableError(`Steadfast answered HTTP ${response.status}`);
    if (response.status >= 400) throw new CourierRefusedError(`Steadfast refused: HTTP ${response.status} ${messageOf(answer)}`);
    if (typeof answer !== 'object' || answer === null) throw new CourierUnavailableError('Steadfast answered nonsense');
    return answer as Answer | Answer[];
  }

  private fields(parcel: Parcel) {
    return {
      invoice: parcel.invoice,
      recipient_name: parcel.recipientName.slice(0, 100),
      recipient_phone: parcel.recipientPhone,
      recipient_address: parcel.recipientAddress.slice(0, 250),
      // Taka, as Steadfast takes it: a number with at most two decimals.
      cod_amount: parcel.cashToCollectMinor / 100,
      note: parcel.note ?? '',
    };
  }

  private trackingUrl(code: string | null): string | null {
    return code ? `${this.options.trackingBase ?? STEADFAST_TRACKING_BASE}${encodeURIComponent(code)}` : null;
  }

  /** A consignment as create_order answers it (its status is the parcel's); a bulk row's status is the booking's, and a new parcel is in_review. */
  private booked(consignment: Answer, bulk = false): BookedParcel {
    const id = consignment.consignment_id;
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '') throw new CourierUnavailableError('Steadfast answered without a consignment_id');
    const code = typeof consignment.tracking_code === 'string' ? consignment.tracking_code : null;
    return { consignmentId: String(id), trackingCode: code, trackingUrl: this.trackingUrl(code), courierStatus: !bulk && typeof consignment.status === 'string' ? consignment.status : 'in_review' };
  }

  async book(parcels: Parcel[]): Promise<(BookedParcel | Error)[]> {
    if (parcels.length === 1) {
      try {
        const answer = (await this.call('POST', '/create_order', this.fields(parcels[0]!))) as Answer;
        if (answer.status !== 200 || typeof answer.consignment !== 'object' || answer.consignment === null) return [new CourierRefusedError(`Steadfast refused: ${messageOf(answer)}`)];
        return [this.booked(answer.consignment as Answer)];
      } catch (error) {
        return [error as Error];
      }
    }
    let answer: Answer | Answer[];
    try {
      answer = await this.call('POST', '/create_order/bulk-order', { data: parcels.map((parcel) => this.fields(parcel)) });
    } catch (error) {
      return parcels.map(() => error as Error);
    }
    // The bulk answer is a list of the parcels sent, each with status success or error (or `data: [...]` holding them).
    const rows = Array.isArray(answer) ? answer : Array.isArray(answer.data) ? (answer.data as Answer[]) : [];
    const byInvoice = new Map(rows.map((row) => [String(row.invoice), row]));
    return parcels.map((parcel) => {
      const row = byInvoice.get(parcel.invoice);
      if (!row) return new CourierUnavailableError('Steadfast did not answer for this parcel');
      if (row.status !== 'success') return new CourierRefusedError(`Steadfast refused: ${messageOf(row)}`);
      try {
        return this.booked(row, true);
      } catch (error) {
        return error as Error;
      }
    });
  }

  async status(consignmentId: string): Promise<ParcelStatus> {
    const answer = (await this.call('GET', `/status_by_cid/${encodeURIComponent(consignmentId)}`)) as Answer;
    if (answer.status !== 200 || typeof answer.delivery_status !== 'string') throw new CourierRefusedError(`Steadfast does not know consignment ${consignmentId}`);
    return { courierStatus: answer.delivery_status, step: steadfastStep(answer.delivery_status) };
  }

  authenticateNotice(authorization: string | undefined, body: { consignment_id: number | string }): CourierNotice | undefined {
    const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (!match || !sameSecret(match[1]!.trim(), this.options.webhookSecret)) return undefined;
    return { consignmentId: String(body.consignment_id) };
  }
}

function messageOf(answer: unknown): string {
  if (typeof answer === 'object' && answer !== null) {
    const { message, errors } = answer as Answer;
    if (typeof message === 'string') return message;
    if (errors) return JSON.stringify(errors).slice(0, 200);
  }
  return 'no reason given';
}
