import type { PromoCode, PromoCodeInput, PromoCodePatch } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const PROMO_CODES_KEY = ['promo-codes'] as const;

/** GET /api/promotions (admin): every code, newest first. */
export function usePromoCodes() {
  return useQuery({ queryKey: PROMO_CODES_KEY, queryFn: ({ signal }) => apiData<PromoCode[]>('/promotions', { auth: true, signal }), staleTime: 0 });
}

/** POST /api/promotions: a 409 names `code` when it exists, a 400 names each field that does not fit. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput) => apiData<PromoCode>('/promotions', { method: 'POST', body: input, auth: true }),
    onSuccess: (created) => {
      queryClient.setQueryData<PromoCode[]>(PROMO_CODES_KEY, (codes) => [created, ...(codes ?? []).filter((code) => code._id !== created._id)]);
    },
  });
}

/** PATCH /api/promotions/:id: any field but the code; `{ active: false }` pauses it. The list keeps the server's answer. */
export function useChangePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PromoCodePatch }) => apiData<PromoCode>(`/promotions/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, auth: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PromoCode[]>(PROMO_CODES_KEY, (codes) => codes?.map((code) => (code._id === saved._id ? saved : code)));
    },
  });
}
