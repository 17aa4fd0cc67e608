import { fromCents, isUuid, type Consignment, type CourierId, type CourierResults, type NotificationData, BD_MOBILE } from '@boipoka/shared';
import type { z } from 'zod';
import type { courierBookingInput } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { ConsignmentRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { ConflictError, DomainError, NotFoundError, ServiceUnavailableError, UnauthorizedError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { MailService } from '../mail';
import type { CourierNotices } from '../notifications';
import type { FulfilmentOutcome, FulfilmentPort, OrderParcel } from '../orders';
import { CourierRefusedError, CourierUnavailableError, type CourierProvider, type Parcel } from './courier-provider';
import { CouriersRepository } from './couriers-repository';

const NOT_FOUND = 'Order not found';
const NOT_PROCESSING = 'Only processing orders can be booked with a courier';
const ALREADY_BOOKED = 'This order is already booked with a courier';
const ALREADY_WITH_COURIER = 'This order is already with a courier';
const TAKA_ONLY = 'This courier collects Taka only';
const NO_MOBILE = "The order's phone is not a Bangladeshi mobile number";
const REFUSED = 'The courier refused this parcel';
const UNAVAILABLE = 'The courier cannot be reached just now; try again';
const NOT_BOOKED = 'This order is not booked with a courier';

function toConsignment(row: ConsignmentRow): Consignment {
  return {
    orderId: row.orderId,
    courier: row.courier,
    courierName: row.courierName,
    consignmentId: row.consignmentId,
    trackingCode: row.trackingCode,
    trackingUrl: row.trackingUrl,
    courierStatus: row.courierStatus,
    cashToCollect: fromCents(row.cashToCollectMinor),
  };
}

export interface CouriersServiceOptions {
  db: Db;
  now: () => Date;
  /** The couriers configured: manual always, Steadfast with its keys (or the demo's simulator). */
  providers: ReadonlyMap<CourierId, CourierProvider>;
  fulfilment: FulfilmentPort;
  /** The admins' bell and mail: a notice the shop could not match tells them (once per courier, consignment and status). */
  notices?: CourierNotices;
  mail?: Pick<MailService, 'enqueueForAdmins'>;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}

/**
 * Booking parcels with couriers and taking their notices (issue 33, decision 047). Each order is booked, handed over or
 * moved by a notice in its own transaction; the fulfilment track itself is the orders module's (FulfilmentPort).
 */
export class CouriersService {
  private readonly repo: CouriersRepository;

  constructor(private readonly options: CouriersServiceOptions) {
    this.repo = new CouriersRepository(options.db);
  }

  couriers(): { id: CourierId; name: string }[] {
    return [...this.options.providers.values()].map((provider) => ({ id: provider.id, name: provider.name }));
  }

  private provider(id: CourierId): CourierProvider {
    const provider = this.options.providers.get(id);
    if (!provider) throw new ConflictError('This courier is not set up');
    return provider;
  }

  /** Books processing orders with a courier in one request (the courier's bulk call when there are several); one result per order. */
  async book(caller: AuthUser, input: z.output<typeof courierBookingInput>): Promise<CourierResults> {
    const provider = this.provider(input.courier);
    const courierName = input.courier === 'manual' ? input.courierName! : provider.name;
    const results = new Map<string, CourierResults['results'][number]>();
    const ready: { parcel: OrderParcel; request: Parcel }[] = [];
    const seen = new Set<string>();
    for (const wanted of input.parcels) {
      const orderId = wanted.orderId.toLowerCase();
      if (seen.has(orderId)) continue;
      seen.add(orderId);
      const refusal = await this.refusal(orderId, input.courier);
      if ('message' in refusal) {
        results.set(orderId, { orderId, ok: false, message: refusal.message });
        continue;
      }
      ready.push({
        parcel: refusal,
        request: {
          invoice: refusal.orderNumber,
          recipientName: refusal.recipientName,
          recipientPhone: refusal.recipientPhone,
          recipientAddress: refusal.recipientAddress,
          cashToCollectMinor: refusal.cashToCollectMinor,
          note: wanted.note,
          consignmentId: wanted.consignmentId,
          trackingUrl: wanted.trackingUrl,
        },
      });
    }
    const booked = ready.length ? await provider.book(ready.map((item) => item.request)) : [];
    for (const [index, { parcel }] of ready.entries()) {
      const answer = booked[index];
      if (!answer || answer instanceof Error) {
        this.options.onError?.(answer, { orderId: parcel.orderId, courier: input.courier });
        results.set(parcel.orderId, {
          orderId: parcel.orderId,
          ok: false,
          message: answer instanceof CourierRefusedError ? REFUSED : answer instanceof CourierUnavailableError ? UNAVAILABLE : REFUSED,
        });
        continue;
      }
      const outcome = await this.options.db.transaction(async (tx) => {
        const row = await this.repo.insert(
          {
            orderId: parcel.orderId,
            courier: input.courier,
            courierName,
            consignmentId: answer.consignmentId,
            invoice: parcel.orderNumber,
            trackingCode: answer.trackingCode,
            trackingUrl: answer.trackingUrl,
            courierStatus: answer.courierStatus,
            cashToCollectMinor: parcel.cashToCollectMinor,
          },
          tx,
        );
        if (!row) return undefined;
        await recordAudit(tx, {
          actor: caller,
          kind: 'order.status_changed',
          target: { type: 'order', id: parcel.orderId, label: parcel.orderNumber },
          changes: [{ field: 'consignment', before: null, after: `${courierName} ${answer.consignmentId}` }],
        });
        // A booked parcel is packed and labelled.
        const packed = await this.options.fulfilment.recordInTransaction(tx, parcel.orderId, { step: 'packed' }, caller, { ifApplicable: true });
        return { row, packed };
      });
      if (!outcome) {
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: false, message: ALREADY_BOOKED });
        continue;
      }
      await this.options.fulfilment.afterCommit(outcome.packed);
      results.set(parcel.orderId, { orderId: parcel.orderId, ok: true, consignment: toConsignment(outcome.row) });
    }
    return { results: [...seen].map((orderId) => results.get(orderId)!) };
  }

  /** Why the order cannot be booked now, or its parcel. */
  private async refusal(orderId: string, courier: CourierId): Promise<{ message: string } | OrderParcel> {
    const parcel = isUuid(orderId) ? await this.options.fulfilment.parcelOf(orderId) : undefined;
    if (!parcel) return { message: NOT_FOUND };
    if (parcel.status !== 'processing') return { message: NOT_PROCESSING };
    if (await this.repo.ofOrder(orderId)) return { message: ALREADY_BOOKED };
    if (parcel.lastStep !== null && parcel.lastStep !== 'packed') return { message: ALREADY_WITH_COURIER };
    if (courier === 'steadfast' && parcel.currency !== 'BDT') return { message: TAKA_ONLY };
    if (courier === 'steadfast' && !BD_MOBILE.test(parcel.recipientPhone)) return { message: NO_MOBILE };
    return parcel;
  }

  /** The parcels of these booked orders went to the courier: each order's track says so (with its consignment and link). */
  async handedOver(caller: AuthUser, orderIds: string[]): Promise<CourierResults> {
    const results: CourierResults['results'] = [];
    for (const orderId of [...new Set(orderIds.map((id) => id.toLowerCase()))]) {
      const consignment = await this.repo.ofOrder(orderId);
      if (!consignment) {
        results.push({ orderId, ok: false, message: NOT_BOOKED });
        continue;
      }
      try {
        const outcome = await this.options.db.transaction((tx) =>
          this.options.fulfilment.recordInTransaction(
            tx,
            orderId,
            { step: 'with_courier', courier: consignment.courierName, consignmentId: consignment.consignmentId, trackingUrl: consignment.trackingUrl },
            caller,
          ),
        );
        await this.options.fulfilment.afterCommit(outcome);
        results.push({ orderId, ok: true, consignment: toConsignment(consignment) });
      } catch (error) {
        if (!(error instanceof DomainError) || error instanceof ServiceUnavailableError) throw error;
        results.push({ orderId, ok: false, message: error.message });
      }
    }
    return { results };
  }

  /**
   * A courier's status notice: authenticated by its secret, then the parcel's status is asked of the courier (the notice's
   * own is not believed) and applied under the consignment's row lock. A parcel already past that step, or an order the
   * shop settled, changes nothing; the same notice twice at once records its step once.
   */
  async notice(
    courier: CourierId,
    authorization: string | undefined,
    body: { consignment_id: number | string; invoice?: string; status?: string },
  ): Promise<{ changed: boolean; courierStatus: string | null }> {
    const provider = this.options.providers.get(courier);
    if (!provider) throw new NotFoundError('Courier not found');
    const notice = provider.authenticateNotice(authorization, body);
    if (!notice) throw new UnauthorizedError('This notice is not signed with the shop’s courier secret');
    const known = await this.repo.findByConsignment(courier, notice.consignmentId);
    if (!known) {
      // Only an authenticated notice gets here: the admins hear of a consignment the shop never booked, once.
      const claimed = { invoice: cleanWord(body.invoice), status: cleanWord(body.status) };
      await this.options.db.transaction((tx) => this.unmatched(tx, courier, { courier: provider.name, consignmentId: notice.consignmentId, ...claimed }));
      throw new NotFoundError('Consignment not found');
    }
    let status;
    try {
      status = await provider.status(notice.consignmentId);
    } catch (error) {
      this.options.onError?.(error, { courier, consignmentId: notice.consignmentId });
      if (error instanceof CourierRefusedError) throw new NotFoundError('Consignment not found');
      throw new ServiceUnavailableError('The courier cannot be reached just now; send the notice again later');
    }
    if (!status) return { changed: false, courierStatus: null };
    const outcomes = await this.options.db.transaction(async (tx) => {
      const consignment = await this.repo.lockByConsignment(courier, notice.consignmentId, tx);
      if (!consignment) return [];
      await this.repo.setCourierStatus(consignment.id, status.courierStatus, this.options.now(), tx);
      const fulfil = this.options.fulfilment;
      // An order already settled (completed or cancelled) that the courier now places elsewhere: nothing moves, the admins hear of it.
      const parcel = await fulfil.parcelOf(consignment.orderId, tx);
      const settled = parcel?.status === 'completed' ? 'delivered' : parcel?.status === 'cancelled' ? 'returned' : null;
      if (parcel && settled && status.step !== settled) {
        await this.unmatched(tx, courier, {
          courier: consignment.courierName,
          consignmentId: consignment.consignmentId,
          invoice: cleanWord(body.invoice),
          status: status.courierStatus,
          orderId: parcel.orderId,
          orderNumber: parcel.orderNumber,
        });
        return [];
      }
      if (!status.step) return [];
      const done: FulfilmentOutcome[] = [];
      // A parcel delivered or returned was with the courier, whether or not the shop marked it handed over.
      done.push(
        await fulfil.recordInTransaction(
          tx,
          consignment.orderId,
          { step: 'with_courier', courier: consignment.courierName, consignmentId: consignment.consignmentId, trackingUrl: consignment.trackingUrl },
          null,
          {
            ifApplicable: true,
          },
        ),
      );
      if (status.step === 'delivered') done.push(await fulfil.recordInTransaction(tx, consignment.orderId, { step: 'delivered' }, null, { ifApplicable: true }));
      if (status.step === 'returned')
        done.push(
          await fulfil.recordInTransaction(tx, consignment.orderId, { step: 'returned', reason: 'other', note: `${consignment.courierName}: ${status.courierStatus}` }, null, { ifApplicable: true }),
        );
      return done;
    });
    for (const outcome of outcomes) await this.options.fulfilment.afterCommit(outcome);
    return { changed: outcomes.some((outcome) => outcome.recorded), courierStatus: status.courierStatus };
  }

  /** Tells the admins of a notice the shop could not match, in `tx`, unless this courier, consignment and status was told before. */
  private async unmatched(tx: Executor, courier: CourierId, notice: NotificationData<'courier-notice-unmatched'>): Promise<void> {
    const first = await this.repo.recordMiss({ courier, consignmentId: notice.consignmentId, status: notice.status ?? '', invoice: notice.invoice ?? null, orderId: notice.orderId ?? null }, tx);
    if (!first) return;
    const data = Object.fromEntries(Object.entries(notice).filter(([, value]) => value !== undefined)) as NotificationData<'courier-notice-unmatched'>;
    await this.options.notices?.courierNoticeUnmatched(tx, data);
    await this.options.mail?.enqueueForAdmins(tx, { kind: 'courier-notice-unmatched', data });
  }
}

/** A word of the notice as the courier wrote it, on one line (it reaches the bell and a mail's text); undefined when empty. */
function cleanWord(value: string | undefined): string | undefined {
  const clean = value?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean || undefined;
}
