import { ApiError, MissingTokenError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/**
 * SPEC §8 for book changes: no token → the token message; the server answered with a failure → its message, else
 * `failed`; the call never got an answer → `otherwise`.
 */
export function bookChangeErrorMessage(error: unknown, failed: string, otherwise: string, useServerMessage = true): string {
  if (error instanceof MissingTokenError) return t('admin:common.missingToken');
  if (error instanceof ApiError) return (useServerMessage && error.serverMessage) || failed;
  return otherwise;
}
