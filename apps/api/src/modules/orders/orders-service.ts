import { createHash, randomUUID } from 'node:crypto';
import {
  ADMIN_ORDERS_UNPAGED_CAP,
  awaitsOnlinePayment,
  canOwnerHide,
  DEFAULT_ORDER_PAGE_SIZE,
  canTransition,
  needsReason,
  computeCheckoutTotals,
  formatOrderNumber,
  pricingRulesFor,
  type ShopSettings,
  fromCents,
  isUuid,
  restoresStock,
  roundHalfUpToCents,
  type AdminOrdersPage,
  type Order,
  type OrderActor,
  type OrderDetail,
  type OrderEvent,
  type RevenueSeries,
  type RevenueSummary,
  type Currency,
  type OnlinePaymentMethod,
  type OrderPaymentEventKind,
  type PaymentMethod,
  type PaymentState,
  isOnlinePayment,
  offeredPaymentMethods,
} from '@boipoka/shared';
import { PHONE_UNCONFIRMED, type adminOrdersQuery, type createOrderInput } from '@boipoka/shared';
import type { z } from 'zod';
import { recordAudit } from '../audit';
import type { Db, Executor } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { ConflictError, NotFoundError, pgConstraint, pgErrorCode, UnprocessableError, ValidationError } from '../../lib/errors';
import { PublicUrls } from '../../lib/public-url';
import { WriteBatch } from '../../lib/write-batch';
import { NO_ORDER_NOTICES, type OrderNotices, type RestockNotices } from '../notifications';
import { customerCancelledMail, type MailService, orderPlacedMail, orderStatusMail } from '../mail';
import { orderCancelledSms, orderPlacedSms, type SmsService } from '../sms';
import type { AddressBook, ComparableAddress } from '../addresses';
import { promoRefused, type PromotionsService } from '../promotions';
import type { PhoneCheckPort } from '../phone-checks';
import type { AuthUser } from '../../lib/auth-user';
import type { OrderRateLimits } from './order-rate-limits';
import { toFulfilmentEvent } from './fulfilment-timeline';
import { type OrderEventWithActor, type OrderListFilter, type OrderPaymentColumns, type OrderStatus, type OrderWithUser, OrdersRepository } from './orders-repository';

const ORDER_NOT_FOUND = 'Order not found';
/** Reads and transactions one order may take when the books it asks for change or sell meanwhile (then: not enough stock). */
const PLACE_ATTEMPTS = 3;

const MEMBER_DISCOUNT_REFUSED = "The new member's discount is only for a new account's first order";

/** A book of the order changed or sold between the read that priced the order and the statement that takes the stock. */
class BooksMoved extends Error {}
const BOOK_NOT_FOUND = 'Book not found';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

type OrderLine = Pick<OrderItemRow, 'bookId' | 'title' | 'image' | 'unitPriceCents' | 'quantity'>;

function toOrder({ order, user }: OrderWithUser, items: OrderLine[], urls: PublicUrls): Order {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    user: { _id: user.id, name: user.name, email: user.email },
    books: items.map((item) => ({ book: { _id: item.bookId, title: item.title, image: urls.image(item.image), price: fromCents(item.unitPriceCents) }, quantity: item.quantity })),
    shippingDetails: order.shippingDetails,
    paymentMethod: order.paymentMethod,
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    promoCode: order.promoCode,
    memberDiscount: fromCents(order.memberDiscountCents),
    shippingCost: fromCents(order.shippingCents),
    tax: fromCents(order.taxCents),
    totalPrice: fromCents(order.totalCents),
    currency: order.currency,
    delivery: order.deliveryZone ?? null,
    status: order.status,
    payment: {
      method: order.paymentMethod,
      state: order.paymentState,
      paid: fromCents(order.paidMinor),
      refunded: fromCents(order.refundedMinor),
      transactionId: order.paymentTransactionId,
      dueAt: order.paymentDueAt?.toISOString() ?? null,
    },
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** An event as the caller may see it: who on the staff acted is for the staff only. */
function toEvent(event: OrderEventWithActor, forAdmin: boolean): OrderEvent {
  return {
    _id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorRole: event.actorRole,
    ...(forAdmin ? { actor: event.actorId ? { _id: event.actorId, name: event.actorName ?? '' } : null } : {}),
    ...(event.note !== null ? { note: event.note } : {}),
    ...(event.paymentEvent && event.paymentMethod
      ? { payment: { event: event.paymentEvent, method: event.paymentMethod, amount: event.amountMinor === null ? null : fromCents(event.amountMinor) } }
      : {}),
    createdAt: event.createdAt.toISOString(),
  };
}

/** Orders per batch of the CSV export: one round trip for the orders, one for their lines. */
const EXPORT_BATCH_SIZE = 500;

/**
 * What one account may hold unconfirmed (pending): one account cannot take the whole stock out of reach of everyone
 * else. Copies and value, not orders, bound it: a reader who buys one book per order (SPEC's client) is held to what
 * they hold, not to how they ordered it. 0 = no limit.
 */
export interface PendingLimits {
  maxPendingOrders: number;
  maxPendingCopies: number;
  /** The orders' totals together, in minor units of the shop's currency; null: $1,000 or ৳1,00,000 by the currency. */
  maxPendingValueCents: number | null;
}
const DEFAULT_PENDING_LIMITS: PendingLimits = { maxPendingOrders: 0, maxPendingCopies: 20, maxPendingValueCents: null };
const DEFAULT_PENDING_VALUE_MINOR = { USD: 100_000, BDT: 10_000_000 } as const;

/** The settings the orders read (the settings module's service): currency, zones, threshold, tax, cash on delivery. */
export interface OrderSettings {
  current(): Promise<ShopSettings>;
}

/** The order as asked for, independent of key order and of how the client spelled its total. */
function orderFingerprint(input: z.output<typeof createOrderInput>): string {
  const canonical = {
    books: input.books.map((line) => [line.book, line.quantity]),
    shipping: Object.entries(input.shippingDetails).sort(([a], [b]) => a.localeCompare(b)),
    paymentMethod: input.paymentMethod,
    totalCents: roundHalfUpToCents(input.totalAmount),
    promoCode: input.promoCode ?? null,
    // Only when asked: the fingerprints of orders from before the new member's discount stay what they were.
    ...(input.newMemberDiscount ? { newMemberDiscount: true } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The admin list's filters, shared by the list and its CSV export. */
function adminFilter(query: z.output<typeof adminOrdersQuery>): OrderListFilter {
  return {
    q: query.q || undefined,
    status: query.status,
    paymentState: query.paymentState,
    from: query.startDate ? new Date(query.startDate) : undefined,
    to: query.endDate ? endBoundary(query.endDate) : undefined,
  };
}

/** End of the given day when only a date (YYYY-MM-DD) is given, so the whole day is included. */
function endBoundary(value: string): Date {
  const date = new Date(value);
  const end = /^\d{4}-\d{2}-\d{2}$/.test(value) ? date.getTime() + 24 * 60 * 60 * 1000 : date.getTime() + 1;
  // Never past the last moment of year 9999: a five-digit year is no timestamp the database reads back.
  return new Date(Math.min(end, LAST_MOMENT));
}
const LAST_MOMENT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** An order as the payments module reads it (OrdersPort.lockForPayment). */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  method: PaymentMethod;
  state: PaymentState;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  currency: Currency;
  dueAt: Date | null;
  shipping: OrderRow['shippingDetails'];
  transactionId: string | null;
}

export interface OrderPaymentEvent {
  event: OrderPaymentEventKind;
  method: PaymentMethod;
  amountMinor: number | null;
  actorId?: string | null;
  actorRole?: 'user' | 'admin' | null;
}

export interface OrdersServiceOptions {
  db: Db;
  now: () => Date;
  onStockChanged?: (bookIds: string[]) => void;
  urls?: PublicUrls;
  limits?: PendingLimits;
  /** The bell: told inside each transaction, so a rolled-back change notifies no one. */
  notices?: OrderNotices;
  mail?: MailService;
  /** The SMS to the order's phone (order placed, cancelled by the shop), queued in the same transaction. */
  sms?: SmsService;
  /** A cancelled order's copies that put a sold-out book back on sale tell the readers who wished it (same transaction). */
  restock?: RestockNotices;
  /** Orders placed and cancelled per hour, per account and client address. */
  rates?: OrderRateLimits;
  settings: OrderSettings;
  /** Told where each order went (same transaction): the reader's next checkout starts from that address. */
  addressBook?: AddressBook;
  /** The online providers this server is configured for, and how long an online payment holds the order's copies. */
  payments?: OrderPaymentOptions;
  /** Promo codes: redeemed in the order's transaction, given back in a cancel's (none: an order with a code is refused). */
  promotions?: PromotionsService;
  /** The phone check (decision 051): whether a cash-on-delivery order's phone must first confirm a code sent by SMS. */
  phoneChecks?: PhoneCheckPort;
}

export interface OrderPaymentOptions {
  online: readonly OnlinePaymentMethod[];
  holdMinutes: number;
}
const NO_ONLINE_PAYMENTS: OrderPaymentOptions = { online: [], holdMinutes: 15 };

export class OrdersService {
  private readonly repo: OrdersRepository;
  /** `onStockChanged` runs after a commit that changed these books' stock (the catalogue cache drops what showed it). */
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly onStockChanged: (bookIds: string[]) => void;
  private readonly urls: PublicUrls;
  private readonly limits: PendingLimits;
  private readonly notices: OrderNotices;
  private readonly mail?: MailService;
  private readonly sms?: SmsService;
  private readonly restock?: RestockNotices;
  private readonly rates?: OrderRateLimits;
  private readonly settings: OrderSettings;
  private readonly addressBook?: AddressBook;
  private readonly payments: OrderPaymentOptions;
  private readonly promotions?: PromotionsService;
  private readonly phoneChecks?: PhoneCheckPort;
  /** Told after the commit of every cancel (the payments module refunds what an order had paid). */
  private readonly cancelledListeners: ((orderId: string) => Promise<void>)[] = [];

  constructor({ db, now, onStockChanged, urls, limits, notices, mail, sms, restock, rates, settings, addressBook, payments, promotions, phoneChecks }: OrdersServiceOptions) {
    this.phoneChecks = phoneChecks;
    this.payments = payments ?? NO_ONLINE_PAYMENTS;
    this.promotions = promotions;
    this.settings = settings;
    this.db = db;
    this.now = now;
    this.onStockChanged = onStockChanged ?? (() => {});
    this.urls = urls ?? new PublicUrls();
    this.limits = limits ?? DEFAULT_PENDING_LIMITS;
    this.notices = notices ?? NO_ORDER_NOTICES;
    this.mail = mail;
    this.sms = sms;
    this.restock = restock;
    this.rates = rates;
    this.addressBook = addressBook;
    this.repo = new OrdersRepository(db);
  }

  private async withItems(rows: OrderWithUser[]): Promise<Order[]> {
    const items = await this.repo.itemsOf(rows.map((r) => r.order.id));
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((row) => toOrder(row, byOrder.get(row.order.id) ?? [], this.urls));
  }

  private async read(id: string): Promise<Order> {
    const [row] = await this.repo.list({ id }, { by: 'createdAt', order: 'desc' });
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return (await this.withItems([row]))[0]!;
  }

  /**
   * Prices the order from the books as read just before its transaction, writes it, and takes the stock and writes its
   * lines last, in one statement that also checks the books still have the prices, titles and covers the order was
   * written with: the books' rows, which every order of the same books queues for, are held from that statement to the
   * commit only. A book changed or sold meanwhile rolls the transaction back, and the order is priced again from a new
   * read. With an Idempotency-Key, a retried submit returns the first order instead of placing a second one (also when
   * the first took the last copies).
   */
  async placeOrder(caller: AuthUser, input: z.output<typeof createOrderInput>, idempotencyKey?: string, clientIp?: string): Promise<{ order: Order; created: boolean }> {
    if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
      throw new ValidationError(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
    }
    await this.rates?.placing(caller.id, clientIp);
    const ids = input.books.map((line) => line.book);
    if (new Set(ids).size !== ids.length) {
      throw new ValidationError('Each book may appear only once in an order', [{ path: 'books', message: 'Each book may appear only once in an order' }]);
    }
    if (!ids.every(isUuid)) throw new NotFoundError(BOOK_NOT_FOUND);
    const fingerprint = orderFingerprint(input);

    let placed: { row: OrderRow; items: OrderLine[] } | undefined;
    for (let attempt = 1; !placed; attempt += 1) {
      try {
        placed = await this.placeOnce(caller, input, idempotencyKey, fingerprint);
      } catch (error) {
        // A book changed or sold between the read and the take: price the order again from what is there now.
        if (error instanceof BooksMoved && attempt < PLACE_ATTEMPTS) continue;
        // A retry of an order that was placed: its key is taken (23505), or the first order took the stock it asks for.
        if (idempotencyKey) {
          const existing = await this.repo.findByIdempotencyKey(caller.id, idempotencyKey).catch(() => undefined);
          if (existing && existing.fingerprint !== null && existing.fingerprint !== fingerprint) {
            throw new UnprocessableError('This Idempotency-Key was already used for a different order; use a new key for a new order');
          }
          if (existing) return { order: await this.read(existing.id), created: false };
        }
        // Only the books' own check is a shortage: another CHECK failing in the order's batch is not (the error handler's 409).
        if (error instanceof BooksMoved || (pgErrorCode(error) === '23514' && pgConstraint(error) === 'books_quantity_check')) throw new ConflictError('Not enough stock');
        throw error;
      }
    }
    this.onStockChanged(ids);
    // The answer is built from what the transaction wrote: reading the order back would cost two more round trips.
    return { order: toOrder({ order: placed.row, user: { id: caller.id, name: caller.name, email: caller.email } }, placed.items, this.urls), created: true };
  }

  /** One attempt of `placeOrder`: throws BooksMoved when a book changed or sold since it was read (rolled back). */
  private async placeOnce(caller: AuthUser, input: z.output<typeof createOrderInput>, idempotencyKey: string | undefined, fingerprint: string): Promise<{ row: OrderRow; items: OrderLine[] }> {
    const ids = input.books.map((line) => line.book);
    const settings = await this.settings.current();
    if (input.paymentMethod === 'cod' && !settings.cashOnDelivery)
      throw new ValidationError('Cash on delivery is not offered', [{ path: 'paymentMethod', message: 'Cash on delivery is not offered' }]);
    if (!offeredPaymentMethods(settings.currency, settings.cashOnDelivery, this.payments.online).includes(input.paymentMethod))
      throw new ValidationError('This payment method is not offered', [{ path: 'paymentMethod', message: 'This payment method is not offered' }]);
    // A new phone confirms a code before its first cash-on-delivery order (decision 051); refused before anything is written.
    if (input.paymentMethod === 'cod' && (await this.phoneChecks?.codeNeeded(input.shippingDetails.phone, settings.currency)))
      throw new ConflictError(PHONE_UNCONFIRMED, [{ path: 'shippingDetails.phone', message: PHONE_UNCONFIRMED }]);
    // An online payment holds the order's copies until it is paid or its time runs out (the payments worker releases them).
    const online = isOnlinePayment(input.paymentMethod);
    const placedAt = this.now();
    // The zone of the address: its upazila or thana when the form gave one, else its district (SPEC's `city`).
    const shipping = input.shippingDetails;
    const rules = pricingRulesFor(settings, { district: shipping.district ?? shipping.city, upazila: shipping.upazila });
    const maxPendingValue = this.limits.maxPendingValueCents ?? DEFAULT_PENDING_VALUE_MINOR[settings.currency];
    return this.db.transaction(async (tx) => {
      const limited = this.limits.maxPendingOrders > 0 || this.limits.maxPendingCopies > 0 || maxPendingValue > 0;
      // The account's row is locked for the limits and for the new member's discount: two first orders queue there.
      // The reader's saved addresses are read with them, for the address book (it remembers where the order goes).
      const pending = limited || input.newMemberDiscount ? await this.repo.lockAccountPending<ComparableAddress[]>(caller.id, ids, tx, this.addressBook?.savedAddressesColumn(caller.id)) : undefined;
      // The books are read without a lock: the statement that takes the stock checks they are still as read.
      const listed = new Map((pending?.books ?? (await this.repo.findBooks(ids, tx))).map((book) => [book.id, book]));
      if (pending)
        this.assertWithinPendingLimits(
          pending,
          input.books.reduce((sum, line) => sum + line.quantity, 0),
        );
      if (listed.size !== ids.length) throw new NotFoundError(BOOK_NOT_FOUND);
      const short = input.books.find((line) => listed.get(line.book)!.quantity < line.quantity);
      if (short) throw new ConflictError(`Not enough stock for "${listed.get(short.book)!.title}"`);
      const items = input.books.map((line) => {
        const book = listed.get(line.book)!;
        return { bookId: book.id, title: book.title, image: book.image, unitPriceCents: book.priceCents, quantity: line.quantity };
      });
      // A promo code: its row locked from here to the commit, so its last use goes to one order (issue 35).
      const promo = input.promoCode ? await this.redeemPromo(tx, caller.id, input.promoCode, settings.currency, input.books, listed) : undefined;
      // The new member's discount, only when the client showed it (SPEC's client never asks, and is charged as SPEC prices).
      const memberPercent = input.newMemberDiscount ? await this.memberDiscountPercent(tx, caller.id, settings.newMemberDiscountPercent) : 0;
      const totals = computeCheckoutTotals(
        items.map((item) => ({ unitPriceCents: item.unitPriceCents, quantity: item.quantity, promoEligible: promo ? promo.eligibleBookIds.has(item.bookId) : true })),
        rules,
        promo?.terms,
        memberPercent,
      );
      // The client's figure rounded half up to cents must be the server's own: a float sum (21.6392) is fine, a real mismatch never is.
      if (roundHalfUpToCents(input.totalAmount) !== totals.totalCents) throw new ConflictError('Order total does not match current prices');
      if (pending) this.assertWithinPendingValue(pending.valueCents, totals.totalCents, maxPendingValue, settings.currency);
      const orderId = randomUUID();
      // The order's row and its 'placed' event go with its stock (decision 054): its number and time were read already
      // with the pending orders (or are read now when no limit needs them).
      const writes = new WriteBatch();
      const row = this.repo.insertOrderStatements(
        {
          id: orderId,
          userId: caller.id,
          status: 'pending',
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          promoCode: promo?.code ?? null,
          memberDiscountCents: totals.memberDiscountCents,
          shippingCents: totals.shippingCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          shippingDetails: input.shippingDetails,
          paymentMethod: input.paymentMethod,
          paymentState: online ? 'awaiting' : 'unpaid',
          paymentDueAt: online ? new Date(placedAt.getTime() + this.payments.holdMinutes * 60_000) : null,
          currency: settings.currency,
          deliveryZone: { id: rules.zone.id, name: rules.zone.name, days: rules.zone.days },
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
        },
        pending?.numbered ?? (await this.repo.numberOrder(tx)),
        { orderId, kind: 'placed', actorId: caller.id, actorRole: 'user' },
        writes,
      );
      promo?.take(orderId, writes);
      // The admins' notice, the receipt and its SMS go with the statement that takes the stock (decision 053).
      this.notices.orderPlaced(writes, {
        orderId,
        orderNumber: formatOrderNumber(row.orderNumber),
        customerName: caller.name,
        totalPrice: fromCents(totals.totalCents),
        lines: input.books.map((line) => ({ bookId: line.book, quantity: line.quantity })),
      });
      await this.mail?.batchMail(tx, writes, orderPlacedMail(row, items, { ...caller, locale: pending?.locale }));
      // Many readers here read SMS, not mail: the order's phone hears of it too, in the account's language.
      await this.sms?.batchSms(tx, writes, orderPlacedSms(row, pending?.locale));
      // The account's row is locked already when `pending` was read, with its addresses; their writes go with the stock's.
      await this.addressBook?.rememberOrderAddress(tx, writes, caller.id, input.shippingDetails, { saved: pending?.also });
      // Last: the stock and the lines, checked against what the order was priced and written with.
      const taken = await this.repo.takeStockForLines(
        orderId,
        items.map((item) => ({ bookId: item.bookId, quantity: item.quantity, priceCents: item.unitPriceCents, title: item.title, image: item.image })),
        tx,
        writes,
      );
      if (taken.length !== items.length) throw new BooksMoved();
      await this.notices.stockTaken(
        tx,
        taken.map((book) => ({ bookId: book.id, title: book.title, taken: book.taken, left: book.left })),
      );
      return { row, items };
    });
  }

  /** The code's grant for these lines and this account (a 400 naming promoCode when it does not apply), in the order's transaction. */
  private redeemPromo(
    tx: Executor,
    userId: string,
    code: string,
    currency: Currency,
    lines: readonly { book: string; quantity: number }[],
    listed: Map<string, { id: string; priceCents: number; category: string; publisher: string }>,
  ): ReturnType<PromotionsService['redeem']> {
    if (!this.promotions) throw promoRefused('unknown', 'promoCode');
    return this.promotions.redeem(tx, {
      code,
      userId,
      currency,
      lines: lines.map((line) => {
        const book = listed.get(line.book)!;
        return { bookId: book.id, category: book.category, publisher: book.publisher, unitPriceCents: book.priceCents, quantity: line.quantity };
      }),
    });
  }

  /**
   * The new member's percent for this order, the account's row locked by the caller: a 409 naming newMemberDiscount when
   * the shop no longer offers it or the account has an order that is not cancelled (its first order took it).
   */
  private async memberDiscountPercent(tx: Executor, userId: string, percent: number): Promise<number> {
    if (percent > 0 && !(await this.repo.hasLiveOrder(userId, tx))) return percent;
    throw new ConflictError(MEMBER_DISCOUNT_REFUSED, [{ path: 'newMemberDiscount', message: MEMBER_DISCOUNT_REFUSED }]);
  }

  /** Whether the account has an order that is not cancelled (a first-order code is for an account without one). */
  async hasOrdered(userId: string, tx: Executor): Promise<boolean> {
    return this.repo.hasLiveOrder(userId, tx);
  }

  /** The phone check: whether an order to this phone (its last ten digits) was ever delivered (completed). */
  async hasCompletedOrderTo(phone: string): Promise<boolean> {
    return this.repo.hasCompletedOrderTo(phone);
  }

  private assertWithinPendingLimits(pending: { orders: number; copies: number }, copies: number): void {
    const { maxPendingOrders, maxPendingCopies } = this.limits;
    if (maxPendingOrders > 0 && pending.orders >= maxPendingOrders) {
      throw new ConflictError(
        `You already have ${pending.orders} ${pending.orders === 1 ? 'order' : 'orders'} waiting for the shop to confirm. Please wait until one is confirmed, or cancel one, before placing another.`,
      );
    }
    if (maxPendingCopies > 0 && pending.copies + copies > maxPendingCopies) {
      throw new ConflictError(
        `Orders waiting for confirmation can hold at most ${maxPendingCopies} books in all; you have ${pending.copies} waiting and this order adds ${copies}. Please order fewer, or wait until an order is confirmed.`,
      );
    }
  }

  private assertWithinPendingValue(pendingCents: number, addingCents: number, max: number, currency: ShopSettings['currency']): void {
    if (max > 0 && pendingCents + addingCents > max) {
      // Plain figures (no grouping), so the Bangla catalogue's templates read them back (i18n/bn-messages.ts).
      const figure = (minor: number) => (minor / 100).toFixed(currency === 'USD' || minor % 100 ? 2 : 0);
      if (currency === 'USD')
        throw new ConflictError(
          `Orders waiting for confirmation can be worth at most $${figure(max)} in all; you have $${figure(pendingCents)} waiting and this order adds $${figure(addingCents)}. Please order less, or wait until an order is confirmed.`,
        );
      throw new ConflictError(
        `Orders waiting for confirmation can be worth at most ৳${figure(max)} in all; you have ৳${figure(pendingCents)} waiting and this order adds ৳${figure(addingCents)}. Please order less, or wait until an order is confirmed.`,
      );
    }
  }

  /** Whether the shop has taken any order, cancelled ones too (their amounts are in the shop's currency). */
  hasOrders(tx: Executor, otherThan?: Currency): Promise<boolean> {
    return this.repo.any(tx, otherThan);
  }

  async myOrders(caller: AuthUser): Promise<Order[]> {
    return this.withItems(await this.repo.list({ userId: caller.id, visibleToOwner: true }, { by: 'createdAt', order: 'desc' }));
  }

  /** Paged when page or limit is given; otherwise the whole list, newest first, up to ADMIN_ORDERS_UNPAGED_CAP (the original client pages in the browser). */
  async allOrders(query: z.output<typeof adminOrdersQuery>): Promise<AdminOrdersPage> {
    const paged = query.page !== undefined || query.limit !== undefined;
    const page = query.page ?? 1;
    const limit = query.limit ?? (paged ? DEFAULT_ORDER_PAGE_SIZE : ADMIN_ORDERS_UNPAGED_CAP);
    const filter = adminFilter(query);
    const [rows, total] = await Promise.all([this.repo.list(filter, { by: query.sortBy, order: query.sortOrder }, { limit, offset: (page - 1) * limit }), this.repo.count(filter)]);
    return {
      orders: await this.withItems(rows),
      pagination: { currentPage: page, totalPages: Math.ceil(total / limit), totalOrders: total, limit },
    };
  }

  /** Revenue counts COMPLETED orders only: cash on delivery is collected when the order is delivered. */
  async revenue(): Promise<RevenueSummary> {
    const { totalCents, orders } = await this.repo.completedRevenue();
    return { totalRevenue: fromCents(totalCents), totalOrders: orders };
  }

  async revenueSeries(days: number): Promise<RevenueSeries> {
    const now = this.now();
    const series = await this.repo.dailySeries(days, now);
    const since = series.length ? new Date(`${series[0]!.date}T00:00:00.000Z`) : now;
    return {
      days: series.map((d) => ({ date: d.date, revenue: fromCents(d.revenueCents), orders: d.orders })),
      byStatus: await this.repo.countByStatus(since),
    };
  }

  /**
   * Admins move orders along ORDER_TRANSITIONS; an owner may only cancel their own pending order. Cancelling gives stock
   * back exactly once. The shop cancelling an order it had confirmed gives a reason (needsReason), which the customer sees.
   */
  async changeStatus(caller: AuthUser, id: string, to: OrderStatus, clientIp?: string, reason?: string): Promise<Order> {
    if (!isUuid(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.repo.findById(id);
    const isAdmin = caller.role === 'admin';
    // Someone else's order does not exist as far as a customer can tell.
    if (!order || (!isAdmin && order.userId !== caller.id)) throw new NotFoundError(ORDER_NOT_FOUND);
    const actor: OrderActor = isAdmin ? 'admin' : 'owner';
    if (!isAdmin && to === 'cancelled') await this.rates?.cancelling(caller.id, clientIp);
    if (!canTransition(actor, order.status, to)) throw new ConflictError(`Cannot change order status from ${order.status} to ${to}`);
    if (needsReason(actor, order.status, to) && !reason) throw new ValidationError('Reason is required', [{ path: 'reason', message: 'Reason is required' }]);
    // The shop does not send what an online payment has not paid for yet: it may only cancel such an order.
    if (to !== 'cancelled' && awaitsOnlinePayment(order.paymentState)) {
      throw new ConflictError('This order is waiting for its online payment; it can be confirmed once paid');
    }

    const restocked = await this.db.transaction((tx) => this.moveInTransaction(tx, order, to, caller, { reason: needsReason(actor, order.status, to) ? reason : undefined }));
    await this.afterMove(id, restocked, to);
    return this.read(id);
  }

  /**
   * Moves the order (read before, or locked, by the caller) from its status to `to` in the caller's transaction: the bell,
   * the customer's mail (and SMS when the shop cancels), the event, the audit entry of an admin's move, and for a cancel
   * the promo code's use and the copies given back. `by`: the caller, or null for a courier's notice. Answers the books
   * whose stock came back (the caller passes them to `afterMove` after its commit).
   */
  async moveInTransaction(tx: Executor, order: OrderRow, to: OrderStatus, by: AuthUser | null, options: { reason?: string; cancelSms?: boolean } = {}): Promise<string[]> {
    const id = order.id;
    const isAdmin = by === null || by.role === 'admin';
    const moved = await this.repo.moveStatus(id, order.status, to, this.now(), tx);
    if (!moved) {
      const latest = await this.repo.findById(id, tx);
      throw new ConflictError(`Cannot change order status from ${latest?.status ?? order.status} to ${to}`);
    }
    const items = restoresStock(to) ? await this.repo.itemsOf([id], tx) : [];
    const orderNumber = formatOrderNumber(order.orderNumber);
    // A customer's only move is cancelling their pending order: the admins hear of it; the shop's moves tell the customer.
    if (isAdmin) await this.notices.statusChanged(tx, { orderId: id, orderNumber, customerId: order.userId, from: order.status, to, by: 'admin' });
    else {
      const copies = items.reduce((sum, item) => sum + item.quantity, 0);
      await this.notices.cancelledByCustomer(tx, { orderId: id, orderNumber, customerName: by.name, totalPrice: fromCents(order.totalCents), items: copies });
      // The admins' mail of it, each in their language (the shop's own addresses: no loop to fear, unlike the customer's).
      await this.mail?.enqueueForAdmins(tx, customerCancelledMail(order, by.name, copies));
    }
    // Only the shop's moves are mailed. The shop does not verify addresses, so a customer's own action mails nothing but
    // the receipt: their cancel (which the page they cancelled on confirms) sends none, or a loop would mail on and on.
    if (isAdmin) await this.mail?.enqueueMail(tx, orderStatusMail(order, to));
    if (isAdmin && to === 'cancelled' && options.cancelSms !== false) await this.sms?.enqueueSms(tx, orderCancelledSms(order));
    // The record of the move commits with the move, or neither does.
    await this.repo.insertEvent(
      { orderId: id, kind: 'status_changed', fromStatus: order.status, toStatus: to, actorId: by?.id ?? null, actorRole: by ? (isAdmin ? 'admin' : 'user') : null, note: options.reason ?? null },
      tx,
    );
    // The shop's moves are admin changes (decision 025); a customer cancelling their own order is not, nor is a courier's notice.
    if (by && isAdmin) {
      await recordAudit(tx, { actor: by, kind: 'order.status_changed', target: { type: 'order', id, label: orderNumber }, changes: [{ field: 'status', before: order.status, after: to }] });
    }
    if (!restoresStock(to)) return [];
    await this.promotions?.release(tx, id);
    for (const book of await this.repo.giveBackStock(items, tx)) await this.restock?.bookRestocked(tx, book);
    return items.map((item) => item.bookId);
  }

  /** After the commit of a move: the catalogue hears of the stock that came back, the listeners of a cancel. */
  async afterMove(orderId: string, restocked: string[], to: OrderStatus): Promise<void> {
    if (restocked.length) this.onStockChanged(restocked);
    if (to === 'cancelled') await this.tellCancelled(orderId);
  }

  /** Listens for committed cancels (the payments module refunds what the order had paid). */
  whenCancelled(listener: (orderId: string) => Promise<void>): void {
    this.cancelledListeners.push(listener);
  }

  private async tellCancelled(orderId: string): Promise<void> {
    // A listener that fails does not undo the cancel: the payments worker finds a cancelled order still holding money.
    for (const listener of this.cancelledListeners) await listener(orderId).catch(() => undefined);
  }

  /**
   * The hold of an online payment ran out unpaid: the order is cancelled and its copies go back on sale, in one
   * transaction, unless it was paid or moved meanwhile. The reader's page and a mail say so. Answers whether it was released.
   */
  async releaseUnpaid(orderId: string): Promise<boolean> {
    const now = this.now();
    const released = await this.db.transaction(async (tx) => {
      const order = await this.repo.lockById(orderId, tx);
      if (!order || order.status !== 'pending' || !awaitsOnlinePayment(order.paymentState)) return undefined;
      if (!order.paymentDueAt || order.paymentDueAt > now) return undefined;
      await this.repo.moveStatus(orderId, 'pending', 'cancelled', now, tx);
      await this.repo.setPayment(orderId, { paymentState: 'failed', paymentDueAt: null }, now, tx);
      await this.repo.insertEvent({ orderId, kind: 'payment', paymentEvent: 'expired', paymentMethod: order.paymentMethod, amountMinor: order.totalCents, actorRole: null }, tx);
      await this.repo.insertEvent({ orderId, kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actorRole: null }, tx);
      await this.mail?.enqueueMail(tx, orderStatusMail(order, 'cancelled'));
      await this.promotions?.release(tx, orderId);
      const items = await this.repo.itemsOf([orderId], tx);
      for (const book of await this.repo.giveBackStock(items, tx)) await this.restock?.bookRestocked(tx, book);
      return items.map((item) => item.bookId);
    });
    if (!released) return false;
    this.onStockChanged(released);
    return true;
  }

  /** The payments worker's list: pending orders whose online payment's hold ran out. */
  paymentsDue(limit: number): Promise<{ id: string }[]> {
    return this.repo.paymentsDue(this.now(), limit);
  }

  /** The payments worker's list: cancelled orders whose payment was not given back yet. */
  cancelledAndPaid(limit: number): Promise<{ id: string }[]> {
    return this.repo.cancelledAndPaid(limit);
  }

  /** The order as the payments module needs it, its row locked until the caller's transaction ends. */
  async lockForPayment(tx: Executor, orderId: string): Promise<PayableOrder | undefined> {
    const order = await this.repo.lockById(orderId, tx);
    if (!order) return undefined;
    return {
      id: order.id,
      orderNumber: formatOrderNumber(order.orderNumber),
      userId: order.userId,
      status: order.status,
      method: order.paymentMethod,
      state: order.paymentState,
      totalMinor: order.totalCents,
      paidMinor: order.paidMinor,
      refundedMinor: order.refundedMinor,
      currency: order.currency,
      dueAt: order.paymentDueAt,
      shipping: order.shippingDetails,
      transactionId: order.paymentTransactionId,
    };
  }

  /** Writes where the order's money stands and the event that says why (none: a step that is not over yet), in the caller's transaction. */
  async recordPayment(tx: Executor, orderId: string, change: OrderPaymentColumns, event: OrderPaymentEvent | null): Promise<void> {
    if (Object.keys(change).length) await this.repo.setPayment(orderId, change, this.now(), tx);
    if (!event) return;
    await this.repo.insertEvent(
      { orderId, kind: 'payment', paymentEvent: event.event, paymentMethod: event.method, amountMinor: event.amountMinor, actorId: event.actorId ?? null, actorRole: event.actorRole ?? null },
      tx,
    );
  }

  /**
   * A payment arrived for an order its hold had already released: the order comes back (pending) if its copies can all
   * be taken again, in the caller's transaction. Answers the books taken (the caller tells the catalogue after its commit),
   * or undefined when the stock is no longer there (the caller refunds).
   */
  async reinstate(tx: Executor, orderId: string): Promise<string[] | undefined> {
    const order = await this.repo.findById(orderId, tx);
    if (!order) return undefined;
    // The account's row, as an order placed with a first order's promise holds it: the two queue.
    await this.repo.lockAccount(order.userId, tx);
    // The new member's discount is a first order's: when the reader has placed another order since, it stays cancelled.
    if (order.memberDiscountCents > 0 && (await this.repo.hasLiveOrder(order.userId, tx))) return undefined;
    const items = await this.repo.itemsOf([orderId], tx);
    // Its promo code's use comes back too, if the code would still be granted; else the order stays cancelled (and is refunded).
    if (this.promotions && !(await this.promotions.retake(tx, orderId))) return undefined;
    if (!(await this.repo.retakeStock(items, tx))) {
      await this.promotions?.release(tx, orderId);
      return undefined;
    }
    const moved = await this.repo.moveStatus(orderId, 'cancelled', 'pending', this.now(), tx);
    if (!moved) return undefined;
    await this.repo.insertEvent({ orderId, kind: 'status_changed', fromStatus: 'cancelled', toStatus: 'pending', actorRole: null }, tx);
    return items.map((item) => item.bookId);
  }

  cancelledByHold(tx: Executor, orderId: string): Promise<boolean> {
    return this.repo.lastCancelByHold(orderId, tx);
  }

  /** After a commit that took or gave back these books' copies. */
  stockChanged(bookIds: string[]): void {
    if (bookIds.length) this.onStockChanged(bookIds);
  }

  /** The order with what happened to it, for its owner or an admin; notes, and who on the staff acted, for admins only. */
  async orderDetail(caller: AuthUser, id: string): Promise<OrderDetail> {
    const isAdmin = caller.role === 'admin';
    const order = await this.visibleOrder(caller, id);
    const [read, events, fulfilment] = await Promise.all([this.read(order.id), this.repo.eventsOf(order.id, isAdmin), this.repo.fulfilmentOf(order.id)]);
    return { ...read, events: events.map((event) => toEvent(event, isAdmin)), fulfilment: fulfilment.map((event) => toFulfilmentEvent(event, isAdmin)) };
  }

  /** A private note of the shop on an order (admins only; the route checks the role). */
  async addNote(caller: AuthUser, id: string, note: string): Promise<OrderEvent> {
    const order = await this.visibleOrder(caller, id);
    const event = await this.repo.insertEvent({ orderId: order.id, kind: 'note', actorId: caller.id, actorRole: 'admin', note });
    return toEvent({ ...event, actorName: caller.name }, true);
  }

  /** Someone else's order, or one its owner removed from their list, does not exist as far as a customer can tell. */
  private async visibleOrder(caller: AuthUser, id: string): Promise<OrderRow> {
    if (!isUuid(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.repo.findById(id.toLowerCase());
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    if (caller.role !== 'admin' && (order.userId !== caller.id || order.hiddenByOwnerAt)) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /** The admin's filtered list, in its order, batch by batch: never more than one batch in memory, however many orders. */
  async *exportOrders(query: z.output<typeof adminOrdersQuery>): AsyncGenerator<Order> {
    const filter = adminFilter(query);
    const sort = { by: query.sortBy, order: query.sortOrder };
    let after: OrderRow | undefined;
    for (;;) {
      const rows = await this.repo.listAfter(filter, sort, after, EXPORT_BATCH_SIZE);
      if (!rows.length) return;
      yield* await this.withItems(rows);
      if (rows.length < EXPORT_BATCH_SIZE) return;
      after = rows[rows.length - 1]!.order;
    }
  }

  /** The owner removes a cancelled order from their list; the shop (admin, revenue history) keeps it. */
  async hideForOwner(caller: AuthUser, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.repo.findById(id);
    if (!order || order.userId !== caller.id || order.hiddenByOwnerAt) throw new NotFoundError(ORDER_NOT_FOUND);
    if (!canOwnerHide(order.status)) throw new ConflictError('Only cancelled orders can be deleted');
    await this.repo.hideForOwner(id, this.now());
  }
}
