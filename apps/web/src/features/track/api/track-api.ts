import type { TrackedOrder } from '@boipoka/shared';
import { apiData, toQueryString } from '../../../lib/api-client';

/** GET /api/track: an order's status and track by its number and phone (no session). */
export function trackOrder(number: string, phone: string): Promise<TrackedOrder> {
  return apiData<TrackedOrder>(`/track${toQueryString({ number, phone })}`);
}
