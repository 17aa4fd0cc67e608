import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, OutboxMail, OutboxMailSummary, OutboxSms, PageMeta } from '@boipoka/shared';
import { apiData, apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/api-client';
import '../../../lib/admin-messages';

export const OUTBOX_KEY = ['admin-outbox'] as const;
export const INBOX_KEY = ['admin-inbox'] as const;
export const PAGE_SIZE = 10;

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}

async function paged<T>(path: string, signal?: AbortSignal): Promise<Paged<T>> {
  const envelope = await apiRequest<T[]>(path, { auth: true, signal });
  return { items: envelope.data, meta: envelope.meta! };
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, page],
    queryFn: ({ signal }) => paged<OutboxMailSummary>(`/admin/outbox${toQueryString({ page, limit: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The SMS outbox: every SMS the shop sent or would send, newest first, with its encoding and segment count. */
export function useSmsOutbox(page: number) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'sms', page],
    queryFn: ({ signal }) => paged<OutboxSms>(`/admin/sms-outbox${toQueryString({ page, limit: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'mail', id],
    queryFn: ({ signal }) => apiData<OutboxMail>(`/admin/outbox/${encodeURIComponent(id!)}`, { auth: true, signal }),
    enabled: Boolean(id),
  });
}

export function useInbox(page: number, status: 'new' | 'handled' | undefined) {
  return useQuery({
    queryKey: [...INBOX_KEY, page, status],
    queryFn: ({ signal }) => paged<ContactMessage>(`/admin/messages${toQueryString({ page, limit: PAGE_SIZE, status })}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInboxMessage(id: string | null) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'message', id],
    queryFn: ({ signal }) => apiData<ContactMessage>(`/admin/messages/${encodeURIComponent(id!)}`, { auth: true, signal }),
    enabled: Boolean(id),
  });
}

function useInboxMutation<V>(send: (input: V) => Promise<ContactMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (message) => {
      queryClient.setQueryData([...INBOX_KEY, 'message', message._id], message);
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    },
  });
}

export function useReply() {
  return useInboxMutation(({ id, body }: { id: string; body: string }) => apiData<ContactMessage>(`/admin/messages/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { body }, auth: true }));
}

export function useSetMessageStatus() {
  return useInboxMutation(({ id, status }: { id: string; status: 'new' | 'handled' }) =>
    apiData<ContactMessage>(`/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status }, auth: true }),
  );
}
