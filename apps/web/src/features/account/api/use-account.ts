import type { UpdatePasswordInput, User } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export const profileKey = (userId: string | undefined) => ['profile', userId] as const;

/** GET /users/profile: the signed-in account as the server knows it (member since, current name). */
export function useProfile() {
  const userId = useSession()?.user._id;
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => apiData<User>('/users/profile', { auth: true, signal }),
    enabled: Boolean(userId),
  });
}

/** PATCH /users/profile {name}; the session's user takes the new name so the navbar and sidebar follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user._id;
  return useMutation({
    mutationFn: (name: string) => apiData<User>('/users/profile', { method: 'PATCH', body: { name }, auth: true }),
    onSuccess: (user) => {
      updateSessionUser({ name: user.name });
      queryClient.setQueryData(profileKey(userId), user);
    },
  });
}

/** PATCH /users/update-password; the session stays as it is (the shopper stays signed in). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: UpdatePasswordInput) => apiRequest<unknown>('/users/update-password', { method: 'PATCH', body: input, auth: true }),
  });
}
