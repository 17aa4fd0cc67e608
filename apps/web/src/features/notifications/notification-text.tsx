import type { Notification } from '@boipoka/shared';
import { formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';
import './messages';

/** The sentence of a notification in the page's language, from what it stores (kind and data), never stored text. */
/** The order as the shop names it (BP-000123); notifications from before order numbers name it by its id's end. */
function orderName(data: { orderId: string; orderNumber?: string }): string {
  return data.orderNumber ?? data.orderId.slice(-8);
}

export function notificationText(notification: Notification): string {
  switch (notification.kind) {
    case 'order-status-changed':
      return t('notifications:text.orderStatusChanged', { order: orderName(notification.data), status: t(`common:status.${notification.data.to}`) });
    case 'order-placed':
      // An order cancelled since is no longer a new order.
      return t(notification.data.cancelled ? 'notifications:text.orderPlacedCancelled' : 'notifications:text.orderPlaced', {
        order: orderName(notification.data),
        name: notification.data.customerName,
        count: notification.data.items,
        total: formatMoney(notification.data.totalPrice),
      });
    case 'order-cancelled':
      return t('notifications:text.orderCancelled', {
        order: orderName(notification.data),
        name: notification.data.customerName,
        count: notification.data.items,
        total: formatMoney(notification.data.totalPrice),
      });
    case 'low-stock':
      if (notification.data.quantity === 0) return t('notifications:text.soldOut', { title: notification.data.title });
      return t('notifications:text.lowStock', { count: notification.data.quantity, title: notification.data.title });
    case 'wishlist-back-in-stock':
      return t('notifications:text.backInStock', { title: notification.data.title });
    case 'book-request-fulfilled':
      return t('notifications:text.bookRequestFulfilled', { title: notification.data.title });
  }
}

/** Where a notification leads: the customer's order page, the admin's order page, or the admin's book list. */
export function notificationLink(notification: Notification): string {
  switch (notification.kind) {
    case 'order-status-changed':
      return `/dashboard/user-orders/${notification.data.orderId}`;
    case 'order-placed':
    case 'order-cancelled':
      return `/dashboard/order-dashboard/${notification.data.orderId}`;
    case 'low-stock':
      return '/dashboard/book-list';
    case 'wishlist-back-in-stock':
    case 'book-request-fulfilled':
      return `/product-details/${notification.data.bookId}`;
  }
}
