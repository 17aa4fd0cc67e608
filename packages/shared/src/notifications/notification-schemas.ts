import { z } from 'zod';
import { RETURN_REASONS } from '../orders/fulfilment-machine';
import { ORDER_STATUSES } from '../orders/order-status-machine';

/**
 * What the bell holds. A notification stores what happened (its kind and data), never a sentence: the web writes it
 * in the reader's language, and an order's customer or an admin reading it later sees it in the language they use then.
 */
export const NOTIFICATION_KINDS = [
  'order-status-changed',
  'order-placed',
  'order-cancelled',
  'low-stock',
  'wishlist-back-in-stock',
  'book-request-fulfilled',
  'parcel-returned',
  'courier-notice-unmatched',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const status = z.enum(ORDER_STATUSES);
export const notificationDataSchemas = {
  /** To the customer: the shop (or they themselves) moved their order. */
  'order-status-changed': z.object({ orderId: z.string(), orderNumber: z.string().optional(), from: status, to: status }),
  /** To every admin: a new order. Total in dollars, as every order answer. `cancelled`: the order was cancelled since (it is no longer new). */
  'order-placed': z.object({ orderId: z.string(), orderNumber: z.string().optional(), customerName: z.string(), totalPrice: z.number(), items: z.number().int(), cancelled: z.boolean().optional() }),
  /** To every admin: a customer cancelled their own (pending) order. */
  'order-cancelled': z.object({ orderId: z.string(), orderNumber: z.string().optional(), customerName: z.string(), totalPrice: z.number(), items: z.number().int() }),
  /** To every admin: an order took a book down to the low-stock threshold or below. */
  'low-stock': z.object({ bookId: z.string(), title: z.string(), quantity: z.number().int() }),
  /** To every reader who wished it: a sold-out book is on sale again (an admin's edit took its stock from 0). */
  'wishlist-back-in-stock': z.object({ bookId: z.string(), title: z.string(), quantity: z.number().int() }),
  /** To a reader who asked the shop for a book (issue 34): the shop has it now. */
  'book-request-fulfilled': z.object({ bookId: z.string(), title: z.string() }),
  /**
   * To every admin: a parcel came back (the order's track reached returned, by a courier's notice or the shop's own
   * hand), with why and who said so. `note`: the courier's word or the admin's note, as written.
   */
  'parcel-returned': z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerName: z.string(),
    reason: z.enum(RETURN_REASONS),
    note: z.string().optional(),
    by: z.enum(['courier', 'admin']),
  }),
  /**
   * To every admin: an authenticated courier notice the shop could not match (once per courier, consignment and
   * status): a consignment the shop never booked (`orderId` absent), or the consignment of an order already settled
   * that the courier now says is elsewhere. `status`: the courier's word (asked of it for a known consignment, as the
   * notice claimed it for an unknown one); `invoice`: what the notice gave.
   */
  'courier-notice-unmatched': z.object({
    courier: z.string(),
    consignmentId: z.string(),
    invoice: z.string().optional(),
    status: z.string().optional(),
    orderId: z.string().optional(),
    orderNumber: z.string().optional(),
  }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationData<K extends NotificationKind = NotificationKind> = z.infer<(typeof notificationDataSchemas)[K]>;

const base = { _id: z.string(), readAt: z.string().nullable(), createdAt: z.string() };
export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('order-status-changed'), data: notificationDataSchemas['order-status-changed'] }),
  z.object({ ...base, kind: z.literal('order-placed'), data: notificationDataSchemas['order-placed'] }),
  z.object({ ...base, kind: z.literal('order-cancelled'), data: notificationDataSchemas['order-cancelled'] }),
  z.object({ ...base, kind: z.literal('low-stock'), data: notificationDataSchemas['low-stock'] }),
  z.object({ ...base, kind: z.literal('wishlist-back-in-stock'), data: notificationDataSchemas['wishlist-back-in-stock'] }),
  z.object({ ...base, kind: z.literal('book-request-fulfilled'), data: notificationDataSchemas['book-request-fulfilled'] }),
  z.object({ ...base, kind: z.literal('parcel-returned'), data: notificationDataSchemas['parcel-returned'] }),
  z.object({ ...base, kind: z.literal('courier-notice-unmatched'), data: notificationDataSchemas['courier-notice-unmatched'] }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const DEFAULT_NOTIFICATION_PAGE_SIZE = 10;
export const notificationsQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').optional().default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').optional().default(DEFAULT_NOTIFICATION_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), total: z.number().int(), limit: z.number().int() }),
  /** How often a client should ask again for the unread count (the shop's NOTIFICATIONS_POLL_SECONDS, at most 30). */
  pollSeconds: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
