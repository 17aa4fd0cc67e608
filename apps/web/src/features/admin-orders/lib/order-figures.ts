import type { RevenueSummary } from '@boipoka/shared';
import { fromCents, toCents } from '@boipoka/shared';

/**
 * SPEC §2: Average Order Value = totalRevenue / totalOrders, and 0 when there is no revenue data (no orders,
 * missing figures): never NaN or Infinity on the card. Rounded to cents.
 */
export function averageOrderValue(summary: Partial<RevenueSummary> | null | undefined): number {
  const revenue = summary?.totalRevenue;
  const orders = summary?.totalOrders;
  if (typeof revenue !== 'number' || typeof orders !== 'number' || !Number.isFinite(revenue) || !(orders > 0)) return 0;
  return fromCents(toCents(revenue) / orders);
}
