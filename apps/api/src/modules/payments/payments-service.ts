import { randomBytes } from 'node:crypto';
import { fromCents, isUuid, offeredPaymentMethods, type OnlinePaymentMethod, type PaymentMethods, type PaymentState, type ShopSettings } from '@boipoka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type MailService, paymentRefundedMail } from '../mail';
import { paymentRefundedSms, type SmsService } from '../sms';
import type { OrdersPort, PayableOrder } from '../orders';
import { type KnownPayment, type PaymentProvider, ProviderUnavailableError, type ProviderVerdict } from './payment-provider';
import { PaymentsRepository } from './payments-repository';

const ORDER_NOT_FOUND = 'Order not found';
/** A try younger than this is the reader's to finish: the worker asks its provider only after it (two sweeps, at least 10 s). */
const DEFAULT_ASK_AFTER_MS = 2 * 60_000;
/** Tries to pay one order online. */
export const MAX_TRIES_PER_ORDER = 10;
/** A try the provider still calls pending after this long is closed as failed (the worker asks the oldest first). */
const GIVE_UP_ASKING_MS = 24 * 60 * 60_000;
/** Rows the worker handles per kind and sweep: a backlog drains over several sweeps instead of one long one. */
const SWEEP_BATCH = 50;

/** What a return or notice came to, for the page the reader lands on. */
export type SettleOutcome = 'paid' | 'failed' | 'cancelled' | 'pending' | 'refunded' | 'unknown';

export interface PaymentsServiceOptions {
  db: Db;
  now: () => Date;
  orders: OrdersPort;
  providers: ReadonlyMap<OnlinePaymentMethod, PaymentProvider>;
  settings: { current(tx?: Executor): Promise<ShopSettings> };
  /** Where a provider sends the reader back, and where it posts its notice. */
  links: { returnUrl(method: OnlinePaymentMethod, locale: 'en' | 'bn'): string; noticeUrl(method: OnlinePaymentMethod): string };
  holdMinutes: number;
  /** How old a waiting try must be before the worker asks its provider (default two minutes). */
  askAfterMs?: number;
  log: FastifyBaseLogger;
  /** The refund mails, queued in the transaction that records the refund. */
  mail?: MailService;
  /** The refund SMS to the order's phone, beside the mail. */
  sms?: SmsService;
}

/** Our reference of one try: the order's number and six random characters; at most 30 of [A-Z0-9-], as both providers take. */
function newReference(orderNumber: string): string {
  return `${orderNumber.replace(/[^A-Z0-9]/gi, '')}-${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 30);
}

function known(payment: PaymentRow): KnownPayment {
  return { reference: payment.reference, providerRef: payment.providerRef, amountMinor: payment.amountMinor, currency: payment.currency };
}

/** The order's payment state once `refundedMinor` of `paidMinor` went back. */
function refundedState(paidMinor: number, refundedMinor: number): PaymentState {
  return refundedMinor >= paidMinor ? 'refunded' : 'partly_refunded';
}

/**
 * Online payments (issue 32, decision 041): start a try at a provider, settle what a return, a notice or the worker's
 * question brings back, release holds that ran out, refund. Every verdict comes from the provider, server to server;
 * each is applied under the payment's and the order's row locks, so a notice arriving twice on two processes at once
 * settles once. An order is paid by one payment at most (payments_one_paid_per_order); any other the provider took is
 * given back.
 */
export class PaymentsService {
  private readonly repo: PaymentsRepository;

  constructor(private readonly options: PaymentsServiceOptions) {
    this.repo = new PaymentsRepository(options.db);
  }

  private get now(): Date {
    return this.options.now();
  }

  /** What checkout offers in this shop now. */
  async methods(): Promise<PaymentMethods> {
    const settings = await this.options.settings.current();
    return {
      currency: settings.currency,
      methods: offeredPaymentMethods(settings.currency, settings.cashOnDelivery, [...this.options.providers.keys()]),
      holdMinutes: this.options.holdMinutes,
    };
  }

  private provider(method: OnlinePaymentMethod): PaymentProvider {
    const provider = this.options.providers.get(method);
    if (!provider) throw new ValidationError('This payment method is not offered', [{ path: 'method', message: 'This payment method is not offered' }]);
    return provider;
  }

  /** The reader's own order, locked; someone else's does not exist as far as they can tell. */
  private async ownOrder(tx: Executor, caller: AuthUser, orderId: string): Promise<PayableOrder> {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.options.orders.lockForPayment(tx, orderId.toLowerCase());
    if (!order || (order.userId !== caller.id && caller.role !== 'admin')) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  private assertPayable(order: PayableOrder): void {
    if (order.state === 'paid' || order.state === 'refunded' || order.state === 'partly_refunded' || order.state === 'refund_due') throw new ConflictError('This order is already paid');
    if (order.status !== 'pending' || (order.state !== 'awaiting' && order.state !== 'failed')) throw new ConflictError('This order is not waiting for an online payment');
    if (!order.dueAt || order.dueAt <= this.now) throw new ConflictError('The time to pay for this order has run out');
  }

  /** Starts a try to pay the reader's order (again) with an online method; answers the provider's page. */
  async start(caller: AuthUser, orderId: string, method: OnlinePaymentMethod, locale: 'en' | 'bn'): Promise<{ redirectUrl: string }> {
    const provider = this.provider(method);
    const settings = await this.options.settings.current();
    if (!provider.currencies.includes(settings.currency)) {
      throw new ValidationError('This payment method is not offered', [{ path: 'method', message: 'This payment method is not offered' }]);
    }
    const { payment, order } = await this.options.db.transaction(async (tx) => {
      const order = await this.ownOrder(tx, caller, orderId);
      this.assertPayable(order);
      if (!provider.currencies.includes(order.currency)) throw new ConflictError('This payment method cannot take this order’s currency');
      // Each try is a row and a call to the provider: an order gets a bounded number of them.
      if ((await this.repo.ofOrder(order.id, tx)).length >= MAX_TRIES_PER_ORDER) {
        throw new ConflictError(`An order can be tried at most ${MAX_TRIES_PER_ORDER} times online; pay on delivery instead, or ask the shop`);
      }
      const payment = await this.repo.insert({ orderId: order.id, provider: method, reference: newReference(order.orderNumber), amountMinor: order.totalMinor, currency: order.currency }, tx);
      await this.options.orders.recordPayment(
        tx,
        order.id,
        { paymentMethod: method, paymentState: 'awaiting' },
        { event: 'started', method, amountMinor: order.totalMinor, actorId: caller.id, actorRole: caller.role === 'admin' ? 'admin' : 'user' },
      );
      return { payment, order };
    });
    const shipping = order.shipping;
    try {
      const started = await provider.start({
        reference: payment.reference,
        orderNumber: order.orderNumber,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        returnUrl: this.options.links.returnUrl(method, locale),
        noticeUrl: this.options.links.noticeUrl(method),
        customer: { name: shipping.name, email: shipping.email, phone: shipping.phone, address: shipping.address, city: shipping.city, postcode: shipping.postalCode || '1000' },
        description: `Books, order ${order.orderNumber}`,
        items: 1,
      });
      await this.repo.update(payment.id, { providerRef: started.providerRef }, this.now);
      return { redirectUrl: started.redirectUrl };
    } catch (error) {
      // The try never reached the reader: it failed, and the order may be paid another way.
      await this.options.db.transaction(async (tx) => {
        const locked = await this.repo.lock(payment.id, tx);
        if (locked?.state !== 'started') return;
        await this.repo.update(payment.id, { state: 'failed', failure: error instanceof Error ? error.message.slice(0, 300) : 'start failed' }, this.now, tx);
        await this.options.orders.recordPayment(tx, order.id, { paymentState: 'failed' }, { event: 'failed', method, amountMinor: payment.amountMinor });
      });
      this.options.log.warn({ err: error, provider: method, order: order.orderNumber }, 'payment could not be started');
      throw new ServiceUnavailableError('The payment provider cannot be reached just now. Please try again, or choose cash on delivery.');
    }
  }

  /** The reader gives up paying online: the order is paid at the door (when the shop takes cash on delivery). */
  async switchToCashOnDelivery(caller: AuthUser, orderId: string): Promise<void> {
    const settings = await this.options.settings.current();
    if (!settings.cashOnDelivery) throw new ConflictError('Cash on delivery is not offered');
    await this.options.db.transaction(async (tx) => {
      const order = await this.ownOrder(tx, caller, orderId);
      this.assertPayable(order);
      await this.options.orders.recordPayment(
        tx,
        order.id,
        { paymentMethod: 'cod', paymentState: 'unpaid', paymentDueAt: null },
        { event: 'switched_to_cod', method: 'cod', amountMinor: null, actorId: caller.id, actorRole: 'user' },
      );
    });
  }

  /**
   * A return or a notice arrived with these fields: find the payment they name, ask its provider, apply the verdict.
   * Answers the order and the outcome; `unknown` when the fields name no payment of ours.
   */
  async settle(method: OnlinePaymentMethod, fields: Record<string, string>): Promise<{ orderId?: string; outcome: SettleOutcome }> {
    const provider = this.options.providers.get(method);
    const handle = provider?.identify(fields);
    const payment = handle ? await this.repo.find(method, handle) : undefined;
    if (!provider || !payment) return { outcome: 'unknown' };
    let verdict: ProviderVerdict;
    try {
      verdict = await provider.confirm(known(payment), fields);
    } catch (error) {
      // Nothing is decided (the provider unreachable, or refusing the question): the worker asks again.
      this.options.log.warn({ err: error, provider: method }, 'payment could not be confirmed');
      return { orderId: payment.orderId, outcome: 'pending' };
    }
    return { orderId: payment.orderId, outcome: await this.apply(payment.id, verdict) };
  }

  /** Applies a provider's verdict to one payment and its order, once. */
  async apply(paymentId: string, verdict: ProviderVerdict): Promise<SettleOutcome> {
    if (verdict.state === 'pending') return 'pending';
    const { orders } = this.options;
    let refund: { paymentId: string; orderId: string; forOrder: boolean } | undefined;
    let retaken: string[] | undefined;
    const outcome = await this.options.db.transaction(async (tx): Promise<SettleOutcome> => {
      const payment = await this.repo.lock(paymentId, tx);
      // Settled before (a second notice, the same notice on another process): nothing changes. Only the provider's word
      // that the money was taken moves a payment on from failed or cancelled (a forged cancel, a late payment).
      if (!payment) return 'unknown';
      if (payment.state === 'paid' || payment.state === 'duplicate') return 'paid';
      if (payment.state !== 'started' && verdict.state !== 'paid') return payment.state;
      const order = (await orders.lockForPayment(tx, payment.orderId))!;
      const method = payment.provider;
      if (verdict.state !== 'paid') {
        await this.repo.update(payment.id, { state: verdict.state, failure: verdict.reason.slice(0, 300) }, this.now, tx);
        const waiting = order.state === 'awaiting' && !(await this.repo.anotherStarted(order.id, payment.id, tx));
        await orders.recordPayment(tx, order.id, waiting ? { paymentState: 'failed' } : {}, { event: verdict.state, method, amountMinor: payment.amountMinor });
        return verdict.state;
      }
      // The provider's word must be this payment's, in full: its reference, amount and currency.
      if (verdict.reference !== payment.reference || verdict.amountMinor !== payment.amountMinor || verdict.currency !== payment.currency) {
        if (payment.state !== 'started') return 'failed';
        this.options.log.error({ provider: method, reference: payment.reference, verdict }, 'a provider reported a payment that does not match ours: not marked paid');
        await this.repo.update(payment.id, { state: 'failed', failure: 'The provider reported another reference, amount or currency' }, this.now, tx);
        await orders.recordPayment(tx, order.id, order.state === 'awaiting' ? { paymentState: 'failed' } : {}, { event: 'failed', method, amountMinor: payment.amountMinor });
        return 'failed';
      }
      const alreadyPaid = order.paidMinor > 0;
      if (alreadyPaid) {
        // The reader paid twice (two tabs, two providers): the order keeps its first payment, this one goes back.
        await this.repo.update(payment.id, { state: 'duplicate', transactionId: verdict.transactionId }, this.now, tx);
        await orders.recordPayment(tx, order.id, {}, { event: 'paid', method, amountMinor: payment.amountMinor });
        refund = { paymentId: payment.id, orderId: order.id, forOrder: false };
        return 'paid';
      }
      let event: 'paid' | 'reinstated' = 'paid';
      if (order.status === 'cancelled') {
        // Its hold ran out before the money came: the order comes back if its copies are still there; otherwise, or when
        // the reader or the shop cancelled it, the money goes back at once.
        retaken = (await orders.cancelledByHold(tx, order.id)) ? await orders.reinstate(tx, order.id) : undefined;
        if (retaken) event = 'reinstated';
        else refund = { paymentId: payment.id, orderId: order.id, forOrder: true };
      }
      await this.repo.update(payment.id, { state: 'paid', transactionId: verdict.transactionId }, this.now, tx);
      await orders.recordPayment(
        tx,
        order.id,
        { paymentMethod: method, paymentState: 'paid', paidMinor: payment.amountMinor, paymentTransactionId: verdict.transactionId, paymentDueAt: null },
        { event, method, amountMinor: payment.amountMinor },
      );
      return 'paid';
    });
    if (retaken) orders.stockChanged(retaken);
    if (refund) {
      const done = refund.forOrder ? await this.refundOrder(refund.orderId, undefined, undefined, 'Paid after the order was cancelled') : await this.refundDuplicate(refund.paymentId);
      if (refund.forOrder && done === 'refunded') return 'refunded';
    }
    return outcome;
  }

  /**
   * Gives back what an order paid (all of what remains, or `amountMinor`), through its provider. The amount is claimed
   * first (refunded_minor raised in the order's transaction), so two processes cannot both refund it; a refusal turns
   * the claim into 'refund due' for the shop to pay by hand, and an unreachable provider releases it for the worker.
   */
  async refundOrder(orderId: string, by: AuthUser | undefined, amountMinor?: number, reason = 'Order cancelled'): Promise<'refunded' | 'refund_due' | 'nothing'> {
    const { orders } = this.options;
    const claim = await this.options.db.transaction(async (tx) => {
      const order = await orders.lockForPayment(tx, orderId);
      if (!order || (order.state !== 'paid' && order.state !== 'partly_refunded')) return undefined;
      const payment = (await this.repo.ofOrder(order.id, tx)).find((row) => row.state === 'paid');
      if (!payment || !payment.transactionId) return undefined;
      const remaining = payment.amountMinor - payment.refundedMinor - payment.refundDueMinor;
      const amount = Math.min(amountMinor ?? remaining, remaining);
      if (amount <= 0) return undefined;
      // The claim: no other process refunds this amount again. The timeline says so once the provider has answered.
      await this.repo.update(payment.id, { refundedMinor: payment.refundedMinor + amount }, this.now, tx);
      await orders.recordPayment(tx, order.id, { refundedMinor: order.refundedMinor + amount, paymentState: refundedState(order.paidMinor, order.refundedMinor + amount) }, null);
      return { payment, amount, order };
    });
    if (!claim) return 'nothing';
    const { payment, amount, order } = claim;
    const why = await this.askRefund(payment, amount, reason);
    const actor = { actorId: by?.id ?? null, actorRole: by ? ('admin' as const) : null };
    if (why === undefined) {
      await this.options.db.transaction(async (tx) => {
        await orders.recordPayment(tx, order.id, {}, { event: 'refunded', method: payment.provider, amountMinor: amount, ...actor });
        await this.options.mail?.enqueueMail(tx, paymentRefundedMail({ ...order, name: order.shipping.name }, { amountMinor: amount, method: payment.provider, byHand: false }));
        await this.options.sms?.enqueueSms(tx, paymentRefundedSms({ ...order, phone: order.shipping.phone }, { amountMinor: amount, byHand: false }));
        if (by)
          await recordAudit(tx, {
            actor: by,
            kind: 'order.refunded',
            target: { type: 'order', id: order.id, label: order.orderNumber },
            changes: [{ field: 'refunded', before: fromCents(order.refundedMinor), after: fromCents(order.refundedMinor + amount) }],
          });
      });
      return 'refunded';
    }
    // Refused, or unanswered (a refund that timed out may have gone through: asking again could pay twice): the amount
    // stays owed by hand, visible to the shop, which checks with the provider and marks it.
    await this.options.db.transaction(async (tx) => {
      const locked = (await this.repo.lock(payment.id, tx))!;
      const current = (await orders.lockForPayment(tx, order.id))!;
      await this.repo.update(payment.id, { refundedMinor: locked.refundedMinor - amount, refundDueMinor: locked.refundDueMinor + amount, failure: why }, this.now, tx);
      await orders.recordPayment(
        tx,
        order.id,
        { refundedMinor: current.refundedMinor - amount, paymentState: 'refund_due' },
        { event: 'refund_due', method: payment.provider, amountMinor: amount, ...actor },
      );
    });
    this.options.log.warn({ order: order.orderNumber, reason: why }, 'refund not made by the provider: owed by hand');
    return 'refund_due';
  }

  /** Asks the provider to give `amountMinor` back: undefined when it did, else why not. */
  private async askRefund(payment: PaymentRow, amountMinor: number, reason: string): Promise<string | undefined> {
    try {
      const verdict = await this.provider(payment.provider).refund({ ...known(payment), transactionId: payment.transactionId! }, { amountMinor, reason });
      return verdict.state === 'refunded' ? undefined : verdict.reason.slice(0, 300);
    } catch (error) {
      return error instanceof ProviderUnavailableError ? 'The provider did not answer the refund: check with it before paying by hand' : (error as Error).message.slice(0, 300);
    }
  }

  /** Gives back a payment the provider took for an order already paid; the order's own figures are not touched. */
  private async refundDuplicate(paymentId: string): Promise<'refunded' | 'refund_due' | 'nothing'> {
    const claim = await this.options.db.transaction(async (tx) => {
      const payment = await this.repo.lock(paymentId, tx);
      if (payment?.state !== 'duplicate' || !payment.transactionId) return undefined;
      const amount = payment.amountMinor - payment.refundedMinor - payment.refundDueMinor;
      if (amount <= 0) return undefined;
      await this.repo.update(payment.id, { refundedMinor: payment.refundedMinor + amount }, this.now, tx);
      return { payment, amount };
    });
    if (!claim) return 'nothing';
    const { payment, amount } = claim;
    const why = await this.askRefund(payment, amount, 'Paid twice');
    if (why === undefined) {
      await this.options.db.transaction((tx) => this.options.orders.recordPayment(tx, payment.orderId, {}, { event: 'refunded', method: payment.provider, amountMinor: amount }));
      return 'refunded';
    }
    await this.options.db.transaction(async (tx) => {
      const locked = (await this.repo.lock(payment.id, tx))!;
      await this.repo.update(payment.id, { refundedMinor: locked.refundedMinor - amount, refundDueMinor: locked.refundDueMinor + amount, failure: why }, this.now, tx);
      await this.options.orders.recordPayment(tx, payment.orderId, { paymentState: 'refund_due' }, { event: 'refund_due', method: payment.provider, amountMinor: amount });
    });
    return 'refund_due';
  }

  /** The admin gave back by hand what a provider refused to refund, and says so. */
  async markRefundedByHand(admin: AuthUser, orderId: string): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
      const order = await this.options.orders.lockForPayment(tx, orderId.toLowerCase());
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      if (order.state !== 'refund_due') throw new ConflictError('This order has no refund due');
      let owed = 0;
      let ownOwed = 0;
      for (const payment of await this.repo.refundsDue(order.id, tx)) {
        owed += payment.refundDueMinor;
        if (payment.state === 'paid') ownOwed += payment.refundDueMinor;
        await this.repo.update(payment.id, { refundedMinor: payment.refundedMinor + payment.refundDueMinor, refundDueMinor: 0 }, this.now, tx);
      }
      const refunded = order.refundedMinor + ownOwed;
      const state = order.paidMinor === 0 ? 'unpaid' : refunded > 0 ? refundedState(order.paidMinor, refunded) : 'paid';
      await this.options.orders.recordPayment(
        tx,
        order.id,
        { refundedMinor: refunded, paymentState: state },
        { event: 'refunded_by_hand', method: order.method, amountMinor: owed, actorId: admin.id, actorRole: 'admin' },
      );
      if (order.method !== 'cod') {
        await this.options.mail?.enqueueMail(tx, paymentRefundedMail({ ...order, name: order.shipping.name }, { amountMinor: owed, method: order.method, byHand: true }));
        await this.options.sms?.enqueueSms(tx, paymentRefundedSms({ ...order, phone: order.shipping.phone }, { amountMinor: owed, byHand: true }));
      }
      await recordAudit(tx, {
        actor: admin,
        kind: 'order.refunded',
        target: { type: 'order', id: order.id, label: order.orderNumber },
        changes: [{ field: 'refunded by hand', before: null, after: fromCents(owed) }],
      });
    });
  }

  /**
   * The worker's round: asks the providers about tries left waiting (the reader closed the tab), releases holds that
   * ran out, and gives back what cancelled orders and second payments hold. Safe on several processes at once.
   */
  async sweep(): Promise<void> {
    for (const payment of await this.repo.startedBefore(new Date(this.now.getTime() - (this.options.askAfterMs ?? DEFAULT_ASK_AFTER_MS)), SWEEP_BATCH)) await this.ask(payment);
    for (const { id } of await this.options.orders.paymentsDue(SWEEP_BATCH)) {
      // The provider is asked one last time before the copies go back on sale.
      for (const payment of await this.repo.ofOrder(id)) if (payment.state === 'started') await this.ask(payment);
      await this.options.orders.releaseUnpaid(id);
    }
    for (const { id } of await this.options.orders.cancelledAndPaid(SWEEP_BATCH)) await this.refundOrder(id, undefined);
    for (const payment of await this.repo.duplicatesToRefund(SWEEP_BATCH)) await this.refundDuplicate(payment.id);
  }

  private async ask(payment: PaymentRow): Promise<void> {
    const provider = this.options.providers.get(payment.provider);
    if (!provider) return;
    try {
      // A try the reader never reached (no provider id) is asked by our reference; a provider that cannot find it says pending.
      const verdict = await provider.query(known(payment));
      // Still nothing after a day: the try is closed, so the sweep's oldest-first batch moves on. The provider's word
      // that it was paid, should it ever come (a return, a notice), still settles it.
      const stale = this.now.getTime() - payment.createdAt.getTime() > GIVE_UP_ASKING_MS;
      await this.apply(payment.id, verdict.state === 'pending' && stale ? { state: 'failed', reason: 'No answer from the provider within a day' } : verdict);
    } catch (error) {
      this.options.log.warn({ err: error, provider: payment.provider, reference: payment.reference }, 'payment could not be asked about');
    }
  }

  /** What a cancel does to an order's money: what it paid goes back (the orders module tells after each committed cancel). */
  async orderCancelled(orderId: string): Promise<void> {
    await this.refundOrder(orderId, undefined).catch((error: unknown) => this.options.log.warn({ err: error, orderId }, 'refund after a cancel failed: the worker tries again'));
  }
}
