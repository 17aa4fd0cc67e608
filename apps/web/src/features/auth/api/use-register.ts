import type { RegisterInput, User } from '@boipoka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>('/users/register', { method: 'POST', body: { ...input, role: 'user' } }),
  });
}
