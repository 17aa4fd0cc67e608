import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@boipoka/shared';
import { ApiError, apiData, apiRequest, MissingTokenError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

export const ADMIN_USERS_KEY = ['admin-users'] as const;

/** The answer to GET /users/all had no list (SPEC §8 'Failed to load users'). */
export class UsersShapeError extends Error {
  constructor() {
    super('The user list answer had no data array');
    this.name = 'UsersShapeError';
  }
}

export async function fetchAllUsers(signal?: AbortSignal): Promise<User[]> {
  const envelope = await apiRequest<User[]>('/users/all', { auth: true, signal });
  if (!Array.isArray(envelope.data)) throw new UsersShapeError();
  return envelope.data;
}

export function useAllUsers() {
  return useQuery({ queryKey: ADMIN_USERS_KEY, queryFn: ({ signal }) => fetchAllUsers(signal), staleTime: 0 });
}

export type UserStatusChange = 'Blocked' | 'user';

/** PATCH /users/:id/status; the row takes its role from data.role of the answer (SPEC §7). */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatusChange }) => apiData<User>(`/users/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status }, auth: true }),
    onSuccess: (updated, { id }) => {
      queryClient.setQueryData<User[]>(ADMIN_USERS_KEY, (users) => users?.map((user) => (user._id === id ? { ...user, role: updated.role } : user)));
    },
  });
}

/** SPEC §8: the server's error bodies for these calls are not read; the banner names what failed. */
export function usersLoadErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t('admin:common.missingToken');
  if (error instanceof ApiError) return t('admin:users.fetchFailed');
  return t('admin:users.loadFailed');
}

export function userStatusErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t('admin:common.missingToken');
  return t('admin:users.updateFailed');
}
