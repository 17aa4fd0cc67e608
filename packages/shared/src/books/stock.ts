/** Detail page: 'Only n left!' when in stock and under 5. */
export const LOW_STOCK_THRESHOLD = 5;
/** A shopper orders at most 10 of a book at once, or the stock if lower. */
export const MAX_ORDER_QUANTITY = 10;

export function isLowStock(quantity: number): boolean {
  return quantity > 0 && quantity < LOW_STOCK_THRESHOLD;
}

export function maxOrderQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_ORDER_QUANTITY));
}

export type StockLevel = 'high' | 'low' | 'out';
/** Book Management badge: green above 10, yellow 1 to 10, red 0. */
export function stockLevel(quantity: number): StockLevel {
  if (quantity > 10) return 'high';
  if (quantity >= 1) return 'low';
  return 'out';
}
