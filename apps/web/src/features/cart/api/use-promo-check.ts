import type { PromoCheck, PromoCheckInput } from '@boipoka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** POST /promotions/check: whether a code applies to the checkout's books, and its terms (the server decides; 400 says why not). */
export function usePromoCheck() {
  return useMutation({
    mutationFn: (input: PromoCheckInput) => apiData<PromoCheck>('/promotions/check', { method: 'POST', body: input, auth: true }),
  });
}
