import type { PaymentMethod } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQuery } from '../../../lib/payments';

/** What a shop without an answer offers: cash on delivery, as it always has (the server still decides when the order comes). */
const CASH_ONLY: readonly PaymentMethod[] = ['cod'];

/**
 * The methods checkout offers now (GET /api/payments/methods), in the order the shop gives them, and how many minutes
 * an online payment holds the order's books. Until the answer comes (or when it does not), cash on delivery alone.
 */
export function usePaymentMethods(): { methods: readonly PaymentMethod[]; holdMinutes: number | null; ready: boolean } {
  const { data, isPending } = useQuery(paymentMethodsQuery());
  if (!data || data.methods.length === 0) return { methods: CASH_ONLY, holdMinutes: data?.holdMinutes ?? null, ready: !isPending };
  return { methods: data.methods, holdMinutes: data.holdMinutes, ready: true };
}
