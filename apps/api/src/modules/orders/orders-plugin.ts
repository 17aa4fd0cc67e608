import type { Currency } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Db, Executor } from '../../db/client';
import type { FailureStore } from '../../lib/failure-store';
import { HourlyLimit } from '../../lib/hourly-limit';
import type { PublicUrls } from '../../lib/public-url';
import { OrderRateLimits, type OrderRateSettings } from './order-rate-limits';
import { ordersRoutes, trackingRoutes } from './orders-routes';
import { type FulfilmentOutcome, type FulfilmentRequest, FulfilmentService, type OrderParcel } from './fulfilment-service';
import type { AuthUser } from '../../lib/auth-user';
import { type OrderPaymentEvent, type OrderPaymentOptions, OrdersService, type PayableOrder, type PendingLimits } from './orders-service';
import type { OrderPaymentColumns } from './orders-repository';

export interface OrdersPluginOptions {
  db: Db;
  now: () => Date;
  urls: PublicUrls;
  /** What one account may hold pending (MAX_PENDING_*_PER_ACCOUNT). */
  limits: PendingLimits;
  /** Orders placed and cancelled per hour, counted in `rateStore` (memory, or Redis shared by every process). */
  rates: OrderRateSettings;
  rateStore: FailureStore;
  /** Runs after a commit that changed books' stock (the catalogue cache drops what showed it). */
  onStockChanged: (bookIds: string[]) => void;
  /** The online providers configured (PAYMENT_PROVIDERS) and the hold of an online payment (PAYMENT_HOLD_MINUTES). */
  payments: OrderPaymentOptions;
  /** Public tracking lookups per client address and hour (TRACK_LOOKUPS_PER_IP_PER_HOUR), counted in `rateStore`. */
  trackPerIpPerHour?: number;
}

/** What other modules may ask of the orders: whether the shop has taken any (settings: its currency is then fixed). */
export interface OrdersPort {
  /** Any order; with `otherThan`, any order in another currency than that one. */
  hasOrders(tx: Executor, otherThan?: Currency): Promise<boolean>;
  /** Payments: the order to pay or settle, locked in the caller's transaction; what its money now is, with the event saying why. */
  lockForPayment(tx: Executor, orderId: string): Promise<PayableOrder | undefined>;
  recordPayment(tx: Executor, orderId: string, change: OrderPaymentColumns, event: OrderPaymentEvent | null): Promise<void>;
  /** Payments: whether the order was last cancelled by its payment's hold running out (not by the reader or the shop). */
  cancelledByHold(tx: Executor, orderId: string): Promise<boolean>;
  /** Payments: a late payment brings back an order its hold released, if its copies are still there (books taken, or undefined). */
  reinstate(tx: Executor, orderId: string): Promise<string[] | undefined>;
  stockChanged(bookIds: string[]): void;
  /** Payments' worker: holds that ran out, released; cancelled orders still holding money. */
  paymentsDue(limit: number): Promise<{ id: string }[]>;
  releaseUnpaid(orderId: string): Promise<boolean>;
  cancelledAndPaid(limit: number): Promise<{ id: string }[]>;
  /** Promotions: whether an account has an order that is not cancelled (a first-order code is for one without). */
  hasOrdered(userId: string, tx: Executor): Promise<boolean>;
  /** The phone check: whether an order to this phone was ever delivered (completed); such a phone needs no code. */
  hasCompletedOrderTo(phone: string): Promise<boolean>;
  /** Payments: told after each committed cancel. */
  whenCancelled(listener: (orderId: string) => Promise<void>): void;
}
export type { PayableOrder, OrderPaymentEvent, OrderPaymentColumns };

/** What the couriers module may do on an order's fulfilment track: a step in its transaction, then what follows the commit. */
export interface FulfilmentPort {
  recordInTransaction(tx: Executor, orderId: string, request: FulfilmentRequest, by: AuthUser | null, options?: { ifApplicable?: boolean }): Promise<FulfilmentOutcome>;
  parcelOf(orderId: string, tx?: Executor): Promise<OrderParcel | undefined>;
  afterCommit(outcome: FulfilmentOutcome): Promise<void>;
}
export type { FulfilmentOutcome, FulfilmentRequest, OrderParcel };

declare module 'fastify' {
  interface FastifyInstance {
    ordersPort: OrdersPort;
    fulfilment: FulfilmentPort;
  }
}

/**
 * Orders: /api/orders. Rings the bell, queues the mails and SMS, tells the wishlist of restocks and the reader's address book
 * where the order went, each in the order's transaction.
 */
export const ordersPlugin = fp<OrdersPluginOptions>(
  async (app, { rates, rateStore, now, trackPerIpPerHour = 0, ...options }) => {
    const service = new OrdersService({
      ...options,
      now,
      notices: app.notifications,
      mail: app.mail,
      sms: app.sms,
      restock: app.wishlist,
      addressBook: app.addressBook,
      rates: new OrderRateLimits(new HourlyLimit(rateStore, 0, now), rates),
      settings: app.settings,
      promotions: app.promotions,
      phoneChecks: app.phoneChecks,
    });
    app.decorate('ordersPort', service as OrdersPort);
    const fulfilment = new FulfilmentService({
      db: options.db,
      orders: service,
      sms: app.sms,
      notices: app.notifications,
      mail: app.mail,
      trackLimit: new HourlyLimit(rateStore, trackPerIpPerHour, now),
    });
    app.decorate('fulfilment', fulfilment as FulfilmentPort);
    await app.register(ordersRoutes, { prefix: '/api/orders', service, fulfilment });
    await app.register(trackingRoutes, { prefix: '/api/track', fulfilment });
  },
  { name: 'orders', dependencies: ['auth', 'notifications', 'mail', 'sms', 'wishlist', 'settings', 'addresses', 'promotions', 'phone-checks'] },
);
