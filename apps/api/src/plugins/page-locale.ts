import { isLocale, LOCALE_COOKIE, type Locale } from '@boipoka/shared';
import type { FastifyRequest } from 'fastify';
import { negotiateLocale } from '../i18n/locale';

/** The language a cookie header names (`lang=bn`), if any. */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * Where a visit to `/` should go: '/bn' for a visitor who chose Bangla (cookie) or, with no choice yet, whose browser
 * prefers it; undefined to answer `/` in English. A navigation from one of the shop's own pages (the English link of the
 * language switch, before the page's code has started) is never redirected, so there is no loop.
 */
export function homeRedirect(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return undefined;
  const chosen = localeFromCookie(request.headers.cookie);
  const locale = chosen ?? negotiateLocale(request.headers['accept-language']);
  if (locale !== 'bn') return undefined;
  const query = request.url.indexOf('?');
  return query === -1 ? '/bn' : `/bn${request.url.slice(query)}`;
}
