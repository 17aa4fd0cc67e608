import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../../../lib/locale';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { clearSession, getSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { beginLogout } from '../../../lib/logout-intent';

/** Revokes the refresh token on the server, clears the session and cached data, then goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refreshToken = getSession()?.refreshToken;
    if (refreshToken) {
      // Signing out locally must not wait on, or fail because of, the network.
      await apiRequest('/users/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
    }
    beginLogout();
    clearSession();
    queryClient.clear();
    notify.success(t('common:logout.success'));
    navigate('/login');
  }, [navigate, queryClient]);
}
