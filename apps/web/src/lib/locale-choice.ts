import { LOCALE_COOKIE } from '@boipoka/shared';
import { apiRequest } from './api-client';
import type { Locale } from './i18n';
import { getSession, updateSessionUser } from './session';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's choice of language: a cookie the server reads on the next visit to / (it then answers in that language
 * rather than by Accept-Language), and for a signed-in person also on the account, so e-mails can use it.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  if (!getSession()) return;
  updateSessionUser({ locale });
  // Best effort: the cookie already keeps the choice on this device.
  apiRequest('/users/profile', { method: 'PATCH', body: { locale }, auth: true }).catch(() => {});
}
