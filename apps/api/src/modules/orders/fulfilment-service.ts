import {
  awaitsOnlinePayment,
  canFulfilOrder,
  formatOrderNumber,
  isUuid,
  parseOrderNumber,
  type TrackedOrder,
  normalizeBdMobile,
  statusAfterStep,
  type Currency,
  type FulfilmentStep,
  type OrderDetail,
  type OrderStatus,
  type ReturnReason,
} from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type MailService, parcelReturnedMail } from '../mail';
import type { OrderNotices } from '../notifications';
import { fulfilmentSms, type SmsService } from '../sms';
import { OrdersRepository } from './orders-repository';
import type { HourlyLimit } from '../../lib/hourly-limit';
import type { OrdersService } from './orders-service';

/** A step of the track as the shop or a courier's notice asks for it; cash in minor units of the order's currency. */
export type FulfilmentRequest =
  | { step: 'packed'; note?: string }
  | { step: 'with_courier'; courier: string; consignmentId: string | null; trackingUrl?: string | null; note?: string }
  | { step: 'out_for_delivery'; note?: string }
  | { step: 'delivered'; cashCollectedMinor?: number; note?: string }
  | { step: 'returned'; reason: ReturnReason; note?: string };

/** An order as a courier needs it to book its parcel (the couriers module). */
export interface OrderParcel {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  currency: Currency;
  lastStep: FulfilmentStep | null;
  recipientName: string;
  /** 01XXXXXXXXX when the order's phone is a Bangladeshi mobile number, else as written. */
  recipientPhone: string;
  recipientAddress: string;
  /** Cash on delivery: what is still unpaid; 0 for an order paid online. Minor units. */
  cashToCollectMinor: number;
}

/** What a step did: `recorded` false when the order already had it (a repeated notice). The caller runs `afterCommit` with it. */
export interface FulfilmentOutcome {
  orderId: string;
  step: FulfilmentStep;
  recorded: boolean;
  /** SPEC's status the step moved the order to (completed, cancelled), or null. */
  movedTo: OrderStatus | null;
  restocked: string[];
}

const ORDER_NOT_FOUND = 'Order not found';
const NO_SUCH_TRACKED_ORDER = 'No order has this number and phone';

/** ০১৭১১… as 01711… (a reader types either). */
function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
const CASH_REQUIRED = 'Cash collected is required for cash on delivery';
const CASH_NOT_TOTAL = "Cash collected must be the order's total";
const NOTHING_TO_COLLECT = 'Nothing is collected at the door for an order paid online';

/** What the reader pays at the door: the unpaid rest of a cash-on-delivery order; nothing for one paid online. */
function dueAtTheDoor(order: OrderRow): number {
  return order.paymentMethod === 'cod' ? Math.max(0, order.totalCents - order.paidMinor) : 0;
}

/**
 * The fulfilment track (issue 33, decision 047): each step is written under the order's row lock, with what it causes in
 * the same transaction — delivered completes the order (and records cash on delivery as collected), returned cancels it
 * and puts its books back through the orders' own move — and the reader's SMS. A step the order already has changes nothing.
 */
export class FulfilmentService {
  private readonly repo: OrdersRepository;

  constructor(
    private readonly options: {
      db: Db;
      orders: OrdersService;
      sms?: SmsService;
      /** The admins' bell and mail: a parcel that came back tells them, in the step's transaction. */
      notices?: Pick<OrderNotices, 'parcelReturned'>;
      mail?: MailService;
      trackLimit?: HourlyLimit;
    },
  ) {
    this.repo = new OrdersRepository(options.db);
  }

  /**
   * Public tracking: the order whose number and phone (its last ten digits) both match, as its number, status and track
   * only. Counted per client address (`limit`); a wrong number and a wrong phone answer alike.
   */
  async track(query: { number: string; phone: string }, clientIp: string): Promise<TrackedOrder> {
    await this.options.trackLimit?.assertAllowed(`track:${clientIp}`);
    const number = parseOrderNumber(latinDigits(query.number));
    const digits = latinDigits(query.phone).replace(/[^0-9]/g, '');
    const order = number !== undefined && digits.length >= 10 ? await this.repo.findByNumberAndPhone(number, digits.slice(-10)) : undefined;
    if (!order) throw new NotFoundError(NO_SUCH_TRACKED_ORDER);
    const track = await this.repo.fulfilmentOf(order.id);
    return {
      orderNumber: formatOrderNumber(order.orderNumber),
      status: order.status,
      placedAt: order.createdAt.toISOString(),
      fulfilment: track.map((event) => ({
        step: event.step,
        courier: event.courier,
        consignmentId: event.consignmentId,
        trackingUrl: event.trackingUrl,
        returnReason: event.returnReason,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  /** The shop's move (POST /api/orders/:id/fulfilment): the order with its track after it. */
  async advance(caller: AuthUser, orderId: string, request: FulfilmentRequest): Promise<OrderDetail> {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
    const id = orderId.toLowerCase();
    const outcome = await this.options.db.transaction((tx) => this.recordInTransaction(tx, id, request, caller));
    await this.afterCommit(outcome);
    return this.options.orders.orderDetail(caller, id);
  }

  /** The order's parcel as a courier books it; undefined when there is no such order. */
  async parcelOf(orderId: string, tx?: Executor): Promise<OrderParcel | undefined> {
    const order = await this.repo.findById(orderId, tx);
    if (!order) return undefined;
    const shipping = order.shippingDetails;
    // The upazila is kept by its id (dhaka/dhanmondi): the courier reads its name.
    const upazila = shipping.upazila?.split('/').pop()?.replace(/-/g, ' ');
    const place = [shipping.address, shipping.landmark, shipping.area, upazila, shipping.district ?? shipping.city, shipping.postalCode];
    return {
      orderId: order.id,
      orderNumber: formatOrderNumber(order.orderNumber),
      status: order.status,
      currency: order.currency,
      lastStep: await this.repo.lastFulfilmentStep(order.id, tx ?? this.options.db),
      recipientName: shipping.name,
      recipientPhone: normalizeBdMobile(shipping.phone),
      recipientAddress: place.filter((part, index) => part && place.indexOf(part) === index).join(', '),
      cashToCollectMinor: dueAtTheDoor(order),
    };
  }

  /**
   * Writes the step in the caller's transaction. `by`: the admin, or null for a courier's notice (the couriers module).
   * `ifApplicable`: a step the order cannot take now (finished, out of order) changes nothing instead of a 409 — a
   * courier's notice for a parcel the shop already settled.
   */
  async recordInTransaction(tx: Executor, orderId: string, request: FulfilmentRequest, by: AuthUser | null, options: { ifApplicable?: boolean } = {}): Promise<FulfilmentOutcome> {
    const order = await this.repo.lockById(orderId, tx);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const last = await this.repo.lastFulfilmentStep(orderId, tx);
    const unchanged: FulfilmentOutcome = { orderId, step: request.step, recorded: false, movedTo: null, restocked: [] };
    // The same step again (a notice repeated, a double click) is already done.
    if (last === request.step) return unchanged;
    if (!canFulfilOrder(order.status, last, request.step) || awaitsOnlinePayment(order.paymentState)) {
      if (options.ifApplicable) return unchanged;
      throw new ConflictError(`This order cannot be marked ${request.step} now`);
    }
    // A courier reporting a parcel delivered collected what it was booked to collect: what was still due.
    const cashMinor = request.step === 'delivered' ? this.cashCollected(order, by === null && order.paymentMethod === 'cod' ? dueAtTheDoor(order) : request.cashCollectedMinor) : null;

    await this.repo.insertFulfilmentEvent(
      {
        orderId,
        step: request.step,
        actorId: by?.id ?? null,
        actorRole: by ? 'admin' : null,
        courier: request.step === 'with_courier' ? request.courier : null,
        consignmentId: request.step === 'with_courier' ? request.consignmentId : null,
        trackingUrl: request.step === 'with_courier' ? (request.trackingUrl ?? null) : null,
        cashCollectedMinor: cashMinor,
        returnReason: request.step === 'returned' ? request.reason : null,
        note: request.note || null,
      },
      tx,
    );
    const orderNumber = formatOrderNumber(order.orderNumber);
    if (by)
      await recordAudit(tx, {
        actor: by,
        kind: 'order.status_changed',
        target: { type: 'order', id: orderId, label: orderNumber },
        changes: [{ field: 'fulfilment', before: last, after: request.step }],
      });

    const to = statusAfterStep(request.step);
    let restocked: string[] = [];
    if (to !== order.status) {
      // The reader hears of the step by its own SMS (delivered, returned), not the shop-cancel one.
      restocked = await this.options.orders.moveInTransaction(tx, order, to, by, { cancelSms: false });
      if (cashMinor !== null && order.paymentMethod === 'cod') {
        await this.options.orders.recordPayment(
          tx,
          orderId,
          { paymentState: 'paid', paidMinor: cashMinor },
          { event: 'collected', method: 'cod', amountMinor: cashMinor, actorId: by?.id ?? null, actorRole: by ? 'admin' : null },
        );
      }
    }
    if (request.step === 'returned') {
      // The owner is told of a parcel that came back and why, whoever said so (the courier's notice or an admin).
      const returned = { reason: request.reason, ...(request.note ? { note: request.note } : {}), by: by ? ('admin' as const) : ('courier' as const) };
      await this.options.notices?.parcelReturned(tx, { orderId, orderNumber, customerName: order.shippingDetails.name, ...returned });
      await this.options.mail?.enqueueForAdmins(tx, parcelReturnedMail(order, returned));
    }
    if (request.step !== 'packed') {
      await this.options.sms?.enqueueSms(
        tx,
        request.step === 'with_courier'
          ? fulfilmentSms(order, { step: 'with_courier', courier: request.courier, consignmentId: request.consignmentId, trackingUrl: request.trackingUrl ?? null })
          : fulfilmentSms(order, { step: request.step }),
      );
    }
    return { orderId, step: request.step, recorded: true, movedTo: to !== order.status ? to : null, restocked };
  }

  /** After the commit: the catalogue hears of the books back in stock; a cancel's listeners (refunds) run. */
  async afterCommit(outcome: FulfilmentOutcome): Promise<void> {
    if (outcome.movedTo) await this.options.orders.afterMove(outcome.orderId, outcome.restocked, outcome.movedTo);
  }

  /** Cash on delivery: the rider collects the whole total (what is still unpaid). An order paid online collects nothing. */
  private cashCollected(order: OrderRow, cashMinor: number | undefined): number | null {
    if (order.paymentMethod !== 'cod') {
      if (cashMinor) throw new ValidationError(NOTHING_TO_COLLECT, [{ path: 'cashCollected', message: NOTHING_TO_COLLECT }]);
      return null;
    }
    if (cashMinor === undefined) throw new ValidationError(CASH_REQUIRED, [{ path: 'cashCollected', message: CASH_REQUIRED }]);
    if (cashMinor !== dueAtTheDoor(order)) throw new ValidationError(CASH_NOT_TOTAL, [{ path: 'cashCollected', message: CASH_NOT_TOTAL }]);
    return cashMinor;
  }
}
