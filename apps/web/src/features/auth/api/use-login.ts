import type { LoginInput, LoginResult } from '@boipoka/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiData } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../messages';

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginInput) => apiData<LoginResult>('/users/login', { method: 'POST', body: credentials }),
  });
}

/** The toast for a failed sign-in, by status (SPEC §8; 403 blocked and 429 throttled use the server's words). */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth:login.generic');
  switch (error.status) {
    case 401:
      return t('auth:login.invalid');
    case 403:
      return error.serverMessage || t('auth:login.blocked');
    case 429:
      return error.serverMessage || t('auth:login.tooMany');
    default:
      return error.status >= 500 ? t('auth:login.serverError') : t('auth:login.generic');
  }
}
