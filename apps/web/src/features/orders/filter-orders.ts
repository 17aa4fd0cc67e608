import { parseOrderNumber, type Order } from '@boipoka/shared';

/** The search of My Orders: the order with that number (BP-000123, 123), or orders holding a book whose title contains the text, ignoring case. */
export function filterOrdersByTitle(orders: readonly Order[], query: string): Order[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...orders];
  const number = parseOrderNumber(needle);
  return orders.filter((order) => (number !== undefined && parseOrderNumber(order.orderNumber) === number) || order.books.some((line) => line.book.title.toLocaleLowerCase().includes(needle)));
}
