import type { AddressInput, SavedAddress, UpdateAddressInput } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiData, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const addressesKey = (userId: string | undefined) => ['addresses', userId] as const;

/**
 * GET /api/addresses: the signed-in reader's saved addresses, the default first. `once` (checkout's picker): read afresh
 * when the picker appears, whatever the cache holds (the last order may have changed the default), then left alone, so
 * the refetch of every query after an order does not wait for it.
 */
export function useAddresses({ once = false }: { once?: boolean } = {}) {
  const userId = useSession()?.user._id;
  const [read, setRead] = useState(false);
  const query = useQuery({
    queryKey: addressesKey(userId),
    queryFn: ({ signal }) => apiData<SavedAddress[]>('/addresses', { auth: true, signal }),
    enabled: Boolean(userId) && !(once && read),
    refetchOnMount: once ? 'always' : true,
  });
  useEffect(() => {
    if (once && query.isFetchedAfterMount) setRead(true);
  }, [once, query.isFetchedAfterMount]);
  return query;
}

type AddressChange = { kind: 'create'; input: AddressInput } | { kind: 'update'; id: string; input: UpdateAddressInput } | { kind: 'default'; id: string } | { kind: 'delete'; id: string };

/** Every change of the saved addresses; the list is read again after each (the default may have moved). */
export function useChangeAddress() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user._id;
  return useMutation({
    mutationFn: async (change: AddressChange) => {
      const id = 'id' in change ? encodeURIComponent(change.id) : '';
      if (change.kind === 'create') await apiRequest('/addresses', { method: 'POST', body: change.input, auth: true });
      else if (change.kind === 'update') await apiRequest(`/addresses/${id}`, { method: 'PATCH', body: change.input, auth: true });
      else if (change.kind === 'default') await apiRequest(`/addresses/${id}/default`, { method: 'POST', auth: true });
      else await apiRequest(`/addresses/${id}`, { method: 'DELETE', auth: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
