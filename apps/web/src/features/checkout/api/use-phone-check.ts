import type { PhoneCheckStatus, PhoneCodeSent, PhoneConfirmed } from '@boipoka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiData } from '../../../lib/api-client';

/** GET /api/phone-checks?phone=: whether this phone must confirm a code before a cash-on-delivery order (decision 051). */
export function phoneCheckQuery(phone: string) {
  return queryOptions({
    queryKey: ['phone-checks', phone],
    queryFn: ({ signal }) => apiData<PhoneCheckStatus>(`/phone-checks?phone=${encodeURIComponent(phone)}`, { auth: true, signal }),
    // Asked once per phone in a checkout: the server counts these per address.
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** Whether the phone (normalised; null when not a whole number yet, or not paying on delivery) needs a code. */
export function usePhoneCheck(phone: string | null): { needed: boolean } {
  const { data } = useQuery({ ...phoneCheckQuery(phone ?? ''), enabled: phone !== null });
  return { needed: phone !== null && data?.needed === true };
}

/** POST /api/phone-checks: a code to the phone by SMS. The answer never holds the code. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: (phone: string) => apiData<PhoneCodeSent>('/phone-checks', { method: 'POST', body: { phone }, auth: true }) });
}

/** POST /api/phone-checks/confirm; once confirmed, the phone needs no code (its check is answered so at once). */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => apiData<PhoneConfirmed>('/phone-checks/confirm', { method: 'POST', body: input, auth: true }),
    onSuccess: (confirmed) => queryClient.setQueryData<PhoneCheckStatus>(phoneCheckQuery(confirmed.phone).queryKey, { phone: confirmed.phone, needed: false }),
  });
}

/** The order's 409 for a new phone that has not confirmed its code (on shippingDetails.phone). */
export function isPhoneUnconfirmed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.path === 'shippingDetails.phone');
}
