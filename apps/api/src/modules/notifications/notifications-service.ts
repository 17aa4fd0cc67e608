import { isUuid, type Notification, type NotificationData, type NotificationKind, type NotificationsPage, type OrderStatus } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { WriteBatch } from '../../lib/write-batch';
import { NotificationsRepository } from './notifications-repository';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** What the orders service tells the bell, inside its own transaction (one call per use case). */
export interface OrderNotices {
  /** Added to the order's batch of writes (its transaction's last statement carries them). */
  orderPlaced(writes: WriteBatch, order: { orderId: string; orderNumber?: string; customerName: string; totalPrice: number; lines: { bookId: string; quantity: number }[] }): void;
  /**
   * The order took these copies (same transaction, after `orderPlaced`): `left` is what the book has now. Writes nothing
   * unless a book fell to the low-stock mark, so the statement that took the stock is the order's last but this one.
   */
  stockTaken(tx: Executor, books: { bookId: string; title: string; taken: number; left: number }[]): Promise<void>;
  statusChanged(tx: Executor, change: { orderId: string; orderNumber?: string; customerId: string; from: OrderStatus; to: OrderStatus; by: 'admin' | 'owner' }): Promise<void>;
  /** The customer cancelled their own pending order (the only move a customer makes). */
  cancelledByCustomer(tx: Executor, order: { orderId: string; orderNumber?: string; customerName: string; totalPrice: number; items: number }): Promise<void>;
  /** The order's parcel came back (its track reached returned: a courier's notice, or the shop's own hand). */
  parcelReturned(tx: Executor, parcel: NotificationData<'parcel-returned'>): Promise<void>;
}
/** What the couriers module tells the bell, inside its own transaction. */
export interface CourierNotices {
  /** An authenticated courier notice matched no parcel the shop could move (the caller tells of each one once). */
  courierNoticeUnmatched(tx: Executor, notice: NotificationData<'courier-notice-unmatched'>): Promise<void>;
}
/**
 * What the catalogue tells, inside the transaction that put a sold-out book back on sale (an admin's edit, an import, a
 * cancelled order): the wishlist module rings the readers who wished it.
 */
export interface RestockNotices {
  bookRestocked(tx: Executor, book: { id: string; title: string; quantity: number }): Promise<void>;
}

export const NO_ORDER_NOTICES: OrderNotices = {
  orderPlaced: () => {},
  stockTaken: async () => {},
  statusChanged: async () => {},
  cancelledByCustomer: async () => {},
  parcelReturned: async () => {},
};

function toNotification(row: NotificationRow): Notification {
  return { _id: row.id, kind: row.kind, data: row.data, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() } as Notification;
}

export interface NotificationsServiceOptions {
  db: Db;
  now: () => Date;
  /** An order that leaves a book with this many copies or fewer (having had more) tells the admins (LOW_STOCK_NOTIFY_AT). */
  lowStockAt?: number;
  /** How often the web app asks for the unread count (NOTIFICATIONS_POLL_SECONDS). */
  pollSeconds?: number;
}

export class NotificationsService implements OrderNotices, CourierNotices {
  private readonly repo: NotificationsRepository;
  private readonly now: () => Date;
  private readonly lowStockAt: number;
  private readonly pollSeconds: number;

  constructor({ db, now, lowStockAt, pollSeconds }: NotificationsServiceOptions) {
    this.repo = new NotificationsRepository(db);
    this.now = now;
    this.lowStockAt = lowStockAt ?? 5;
    this.pollSeconds = pollSeconds ?? 30;
  }

  /** Writes a notification in the caller's transaction: it exists exactly when what it tells of was committed. */
  async notify<K extends NotificationKind>(tx: Executor, userId: string, kind: K, data: NotificationData<K>): Promise<void> {
    await this.repo.insert([{ userId, kind, data }], tx);
  }

  private async notifyAdmins<K extends NotificationKind>(tx: Executor, kind: K, data: NotificationData<K>[]): Promise<void> {
    if (!data.length) return;
    // One statement: an order's transaction holds its books' rows meanwhile (no read of the admins, then a write).
    await this.repo.insertForAdmins(kind, data, tx);
  }

  orderPlaced(writes: WriteBatch, order: Parameters<OrderNotices['orderPlaced']>[1]): void {
    const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    const data: NotificationData<'order-placed'> = {
      orderId: order.orderId,
      ...(order.orderNumber ? { orderNumber: order.orderNumber } : {}),
      customerName: order.customerName,
      totalPrice: order.totalPrice,
      items,
    };
    writes.add(this.repo.insertForAdminsStatement('order-placed', [data]));
  }

  /** What the order left on the shelf, as the statement that took the stock read it: a book that fell to the mark tells the admins. */
  async stockTaken(tx: Executor, books: Parameters<OrderNotices['stockTaken']>[1]): Promise<void> {
    const fell = books.filter((book) => book.left <= this.lowStockAt && book.left + book.taken > this.lowStockAt);
    await this.notifyAdmins(
      tx,
      'low-stock',
      fell.map((book) => ({ bookId: book.bookId, title: book.title, quantity: book.left })),
    );
  }

  async statusChanged(tx: Executor, change: Parameters<OrderNotices['statusChanged']>[1]): Promise<void> {
    // The admins' 'new order' of an order the shop cancelled says so; unread stays unread (the other admins did not see it).
    if (change.to === 'cancelled') await this.repo.markOrderPlacedCancelled(change.orderId, undefined, tx);
    // A customer who cancelled their own order knows it already.
    if (change.by === 'owner') return;
    await this.notify(tx, change.customerId, 'order-status-changed', { orderId: change.orderId, ...(change.orderNumber ? { orderNumber: change.orderNumber } : {}), from: change.from, to: change.to });
  }

  /**
   * Every admin hears of it, and their 'new order' of this order no longer reads as new: it says 'cancelled' and is
   * marked read, so the bell counts the cancellation once instead of a new order and a cancellation.
   */
  async cancelledByCustomer(tx: Executor, order: Parameters<OrderNotices['cancelledByCustomer']>[1]): Promise<void> {
    await this.repo.markOrderPlacedCancelled(order.orderId, this.now(), tx);
    const { orderId, orderNumber, customerName, totalPrice, items } = order;
    await this.notifyAdmins(tx, 'order-cancelled', [{ orderId, ...(orderNumber ? { orderNumber } : {}), customerName, totalPrice, items }]);
  }

  async parcelReturned(tx: Executor, parcel: NotificationData<'parcel-returned'>): Promise<void> {
    await this.notifyAdmins(tx, 'parcel-returned', [parcel]);
  }

  async courierNoticeUnmatched(tx: Executor, notice: NotificationData<'courier-notice-unmatched'>): Promise<void> {
    await this.notifyAdmins(tx, 'courier-notice-unmatched', [notice]);
  }

  async list(userId: string, page: number, limit: number): Promise<NotificationsPage> {
    const [rows, counts] = await Promise.all([this.repo.page(userId, limit, (page - 1) * limit), this.repo.counts(userId)]);
    return {
      notifications: rows.map(toNotification),
      unreadCount: counts.unread,
      pagination: { currentPage: page, totalPages: Math.ceil(counts.total / limit), total: counts.total, limit },
      pollSeconds: this.pollSeconds,
    };
  }

  /** Someone else's notification does not exist as far as the caller can tell. */
  async markRead(userId: string, id: string): Promise<{ unreadCount: number }> {
    if (!isUuid(id) || !(await this.repo.markRead(userId, id.toLowerCase(), this.now()))) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    return { unreadCount: (await this.repo.counts(userId)).unread };
  }

  async markAllRead(userId: string): Promise<{ unreadCount: number }> {
    await this.repo.markAllRead(userId, this.now());
    return { unreadCount: 0 };
  }
}
