import type { Readable } from 'node:stream';
import type { Order } from '@boipoka/shared';
import { csvOf } from '../../lib/csv';

/** The columns of the order export, one row per order (its lines in one cell). Money in the order's currency (its own column), two decimals. */
const COLUMNS = [
  { key: 'orderNumber', header: 'Order number' },
  { key: 'createdAt', header: 'Placed at (UTC)' },
  { key: 'status', header: 'Status' },
  { key: 'customer', header: 'Customer' },
  { key: 'accountEmail', header: 'Account e-mail' },
  { key: 'name', header: 'Deliver to' },
  { key: 'email', header: 'E-mail' },
  { key: 'phone', header: 'Phone' },
  { key: 'address', header: 'Address' },
  { key: 'city', header: 'City' },
  { key: 'postalCode', header: 'Postal code' },
  { key: 'items', header: 'Items' },
  { key: 'copies', header: 'Copies' },
  { key: 'subtotal', header: 'Subtotal' },
  { key: 'promoCode', header: 'Promo code' },
  { key: 'discount', header: 'Discount' },
  { key: 'memberDiscount', header: "New member's discount" },
  { key: 'shippingCost', header: 'Shipping' },
  { key: 'tax', header: 'Tax' },
  { key: 'totalPrice', header: 'Total' },
  { key: 'currency', header: 'Currency' },
  { key: 'paymentMethod', header: 'Payment' },
  { key: 'paymentState', header: 'Payment state' },
  { key: 'paid', header: 'Paid' },
  { key: 'refunded', header: 'Refunded' },
  { key: 'transactionId', header: 'Transaction' },
  { key: 'id', header: 'Order id' },
] as const;

/** How the export names each method (the brands' own spelling). */
const PAYMENT_NAMES = { cod: 'Cash on delivery', bkash: 'bKash', sslcommerz: 'SSLCommerz' } as const;

type CsvRecord = Record<(typeof COLUMNS)[number]['key'], string>;

function toRecord(order: Order): CsvRecord {
  const details = order.shippingDetails;
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    customer: order.user.name,
    accountEmail: order.user.email,
    name: details.name,
    email: details.email,
    phone: details.phone,
    address: details.address,
    city: details.city,
    postalCode: details.postalCode,
    items: order.books.map((line) => `${line.book.title} × ${line.quantity}`).join('; '),
    copies: String(order.books.reduce((sum, line) => sum + line.quantity, 0)),
    subtotal: order.subtotal.toFixed(2),
    promoCode: order.promoCode ?? '',
    discount: order.discount.toFixed(2),
    memberDiscount: order.memberDiscount.toFixed(2),
    shippingCost: order.shippingCost.toFixed(2),
    tax: order.tax.toFixed(2),
    totalPrice: order.totalPrice.toFixed(2),
    currency: order.currency,
    paymentMethod: PAYMENT_NAMES[order.payment.method],
    paymentState: order.payment.state,
    paid: order.payment.paid.toFixed(2),
    refunded: order.payment.refunded.toFixed(2),
    transactionId: order.payment.transactionId ?? '',
    id: order._id,
  };
}

/** The orders as CSV (GET /api/orders/export.csv). */
export function ordersCsv(orders: AsyncIterable<Order>): Readable {
  return csvOf(orders, COLUMNS, toRecord);
}
