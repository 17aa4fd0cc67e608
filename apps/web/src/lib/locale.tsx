import { useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import type { Locale } from './i18n';

/**
 * The page's language comes from its path: English at today's URLs, Bangla under `/bn` (`/bn/all-products`, …). The
 * `Link`, `NavLink`, `Navigate` and `useNavigate` here take the app's usual absolute paths (`/all-products`) and keep
 * the visitor in the language of the page they are on; app/ and features/ use these, never react-router's own.
 */
export const BANGLA_PREFIX = '/bn';

export function localeOfPath(pathname: string): Locale {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? 'bn' : 'en';
}

/** The path without its language: '/bn/all-products' → '/all-products', '/bn' → '/'. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(BANGLA_PREFIX.length) || '/';
}

/**
 * An absolute in-app path in `locale`: '/all-products?q=x' → '/bn/all-products?q=x', '/' → '/bn'. Relative paths,
 * other origins and paths already in Bangla are left as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (localeOfPath(pathname) === 'bn') return path;
  return `${pathname === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${pathname}`}${rest}`;
}

/** The same page (path, query and hash) in the other language, for the language switch. */
export function switchLocalePath(location: { pathname: string; search?: string; hash?: string }, locale: Locale): string {
  return `${localePath(stripLocale(location.pathname), locale)}${location.search ?? ''}${location.hash ?? ''}`;
}

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localePath(to, locale);
  return to.pathname ? { ...to, pathname: localePath(to.pathname, locale) } : to;
}

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLocale())} {...props} />;
}

export interface LocaleNavigate {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
}

export function useNavigate(): LocaleNavigate {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, locale), options))) as LocaleNavigate,
    [navigate, locale],
  );
}
