import type { Order } from '@boipoka/shared';

/** The search of My Orders: orders holding a book whose title contains the text, ignoring case. */
export function filterOrdersByTitle(orders: readonly Order[], query: string): Order[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...orders];
  return orders.filter((order) => order.books.some((line) => line.book.title.toLocaleLowerCase().includes(needle)));
}
