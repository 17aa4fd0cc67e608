import { apiRequest } from '../../../lib/api-client';

/** POST /users/forgot-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<null>('/users/forgot-password', { method: 'POST', body: { email } });
}

/** POST /users/reset-password with the token of the mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest<null>('/users/reset-password', { method: 'POST', body: { token, newPassword } });
}
