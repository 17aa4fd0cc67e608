import { useCallback, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type Ref } from 'react';
import { createPath, Navigate as RouterNavigate, useHref, useLocation, useNavigate as useRouterNavigate, useResolvedPath, type NavigateOptions, type NavigateProps, type To } from 'react-router';
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

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (absolute or relative to the route); other origins are plain `<a href>`s. */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * React Router's `<Link>` as this app uses it, without the parts only a data or framework router uses (prefetching,
 * view transitions, masks, route discovery), which its `<Link>` brings to every page's first load (2.9 KB gzip). It
 * renders the same `<a>` (same href and attributes, in the same order, so server-rendered HTML is unchanged) and
 * navigates the same way: a plain left click in the same tab goes through the router (replacing the entry when it
 * points at the current location), any other click is the browser's.
 */
export function RouterLink({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useRouterNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  }
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's content comes in its props (children)
  return <a {...rest} href={href} onClick={handleClick} target={target} data-discover="true" />;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style'> {
  /** Active only on this exact path, not also on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  style?: CSSProperties | ((state: { isActive: boolean }) => CSSProperties | undefined);
}

/** A `Link` that knows whether it points at the current page (React Router's `NavLink` rules: case-insensitive, `end`). */
export function NavLink({ to, end = false, className = '', style, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const target = localizeTo(to, useLocale());
  const toPathname = useResolvedPath(target).pathname.toLowerCase();
  const pathname = useLocation().pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive = pathname === toPathname || (!end && pathname.startsWith(toPathname) && pathname.charAt(endSlash) === '/');
  return (
    <RouterLink
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style({ isActive }) : style}
      to={target}
    />
  );
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
  return useCallback(((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, locale), options))) as LocaleNavigate, [navigate, locale]);
}
