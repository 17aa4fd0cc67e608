import type { Sale, SaleCreateInput, SalePatchInput } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const SALES_KEY = ['sales'] as const;

/** GET /api/sales (admin): every scheduled sale, latest start first. */
export function useSales() {
  return useQuery({ queryKey: SALES_KEY, queryFn: ({ signal }) => apiData<Sale[]>('/sales', { auth: true, signal }), staleTime: 0 });
}

/** POST /api/sales: a 400 names each field that does not fit. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleCreateInput) => apiData<Sale>('/sales', { method: 'POST', body: input, auth: true }),
    onSuccess: (created) => {
      queryClient.setQueryData<Sale[]>(SALES_KEY, (sales) => [created, ...(sales ?? []).filter((sale) => sale._id !== created._id)]);
    },
  });
}

/** PATCH /api/sales/:id: any field; `{ active: false }` pauses it. The list keeps the server's answer. */
export function useChangeSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SalePatchInput }) => apiData<Sale>(`/sales/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, auth: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Sale[]>(SALES_KEY, (sales) => sales?.map((sale) => (sale._id === saved._id ? saved : sale)));
    },
  });
}
