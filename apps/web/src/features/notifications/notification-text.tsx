import type { Notification } from '@boipoka/shared';
import { Fragment, type ReactNode } from 'react';
import { MessageWithTexts } from '../../components/ui/message-with-text';
import { formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';
import './messages';

/** The order as the shop names it (BP-000123); notifications from before order numbers name it by its id's end. */
function orderName(data: { orderId: string; orderNumber?: string }): string {
  return data.orderNumber ?? data.orderId.slice(-8);
}

/**
 * One sentence of a notification: its catalogue key, the values the page words itself (numbers, money, statuses) and the
 * stored texts (a customer's name, a book's title, a courier's words), which keep the language of their own script.
 */
interface Sentence {
  key: string;
  values?: Record<string, string | number>;
  texts?: Record<string, string>;
}

/** The sentences of a notification, from what it stores (kind and data), never stored text. */
function sentencesOf(notification: Notification): Sentence[] {
  switch (notification.kind) {
    case 'order-status-changed':
      return [{ key: 'notifications:text.orderStatusChanged', values: { order: orderName(notification.data), status: t(`common:status.${notification.data.to}`) } }];
    case 'order-placed': {
      const { data } = notification;
      // An order cancelled since is no longer a new order.
      const key = data.cancelled ? 'notifications:text.orderPlacedCancelled' : 'notifications:text.orderPlaced';
      return [{ key, values: { order: orderName(data), count: data.items, total: formatMoney(data.totalPrice) }, texts: { name: data.customerName } }];
    }
    case 'order-cancelled': {
      const { data } = notification;
      return [{ key: 'notifications:text.orderCancelled', values: { order: orderName(data), count: data.items, total: formatMoney(data.totalPrice) }, texts: { name: data.customerName } }];
    }
    case 'low-stock':
      if (notification.data.quantity === 0) return [{ key: 'notifications:text.soldOut', texts: { title: notification.data.title } }];
      return [{ key: 'notifications:text.lowStock', values: { count: notification.data.quantity }, texts: { title: notification.data.title } }];
    case 'wishlist-back-in-stock':
      return [{ key: 'notifications:text.backInStock', texts: { title: notification.data.title } }];
    case 'book-request-fulfilled':
      return [{ key: 'notifications:text.bookRequestFulfilled', texts: { title: notification.data.title } }];
    case 'parcel-returned': {
      const { data } = notification;
      const key = `notifications:text.parcelReturned${data.by === 'courier' ? 'Courier' : 'Admin'}${data.note ? 'Note' : ''}`;
      return [
        {
          key,
          values: { order: data.orderNumber, reason: t(`notifications:text.returnReason.${data.reason}`) },
          texts: { name: data.customerName, ...(data.note ? { note: data.note } : {}) },
        },
      ];
    }
    case 'courier-notice-unmatched': {
      const { data } = notification;
      const texts = { courier: data.courier, consignment: data.consignmentId };
      return [
        data.orderId ? { key: 'notifications:text.noticeSettled', values: { order: data.orderNumber ?? data.orderId.slice(-8) }, texts } : { key: 'notifications:text.noticeUnknown', texts },
        ...(data.invoice ? [{ key: 'notifications:text.noticeInvoice', texts: { invoice: data.invoice } }] : []),
        ...(data.status ? [{ key: 'notifications:text.noticeStatus', texts: { status: data.status } }] : []),
      ];
    }
  }
}

/** The notification as plain text in the page's language (a link's name, a title). */
export function notificationText(notification: Notification): string {
  return sentencesOf(notification)
    .map((sentence) => t(sentence.key, { ...sentence.values, ...sentence.texts }))
    .join(' ');
}

/** The notification as the bell shows it: the page's language, each stored text marked with the language of its script. */
export function NotificationMessage({ notification }: { notification: Notification }): ReactNode {
  return sentencesOf(notification).map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <MessageWithTexts message={(slots) => t(sentence.key, { ...sentence.values, ...slots })} texts={sentence.texts ?? {}} />
    </Fragment>
  ));
}

/** Where a notification leads: the customer's order page, the admin's order page or orders, or the admin's book list. */
export function notificationLink(notification: Notification): string {
  switch (notification.kind) {
    case 'order-status-changed':
      return `/dashboard/user-orders/${notification.data.orderId}`;
    case 'order-placed':
    case 'order-cancelled':
    case 'parcel-returned':
      return `/dashboard/order-dashboard/${notification.data.orderId}`;
    case 'courier-notice-unmatched':
      // A consignment the shop never booked has no order: the orders list, where the admin looks for it.
      return notification.data.orderId ? `/dashboard/order-dashboard/${notification.data.orderId}` : '/dashboard/order-dashboard';
    case 'low-stock':
      return '/dashboard/book-list';
    case 'wishlist-back-in-stock':
    case 'book-request-fulfilled':
      return `/product-details/${notification.data.bookId}`;
  }
}
