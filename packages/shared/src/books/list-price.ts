// No zod here: the storefront's cards import it.

/** The discount a regular price gives, in whole percent rounded down (never overstated); undefined without a sale. */
export function discountPercent(price: number, listPrice: number | null | undefined): number | undefined {
  if (listPrice === null || listPrice === undefined || !(listPrice > price) || !(price > 0)) return undefined;
  const percent = Math.floor(((listPrice - price) / listPrice) * 100 + 1e-9);
  return percent >= 1 ? percent : undefined;
}
