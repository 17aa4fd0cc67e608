import { stripLocale } from '../../lib/locale';

/** Where a page sent the shopper to sign in, and why (kept in the router's location state). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string; state?: unknown };
  /** 'checkout': the login page tells the shopper why they are here (SPEC §2 Checkout). */
  reason?: 'checkout';
}

export function readLoginRedirect(state: unknown): LoginRedirectState {
  if (!state || typeof state !== 'object') return {};
  return state as LoginRedirectState;
}

/** A path of this site ('/checkout'), never another origin ('//evil.example', '/\\evil.example', 'https://…'). */
function isSameSitePath(pathname: unknown): pathname is string {
  return typeof pathname === 'string' && pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.includes('\\') && !/[\u0000-\u001f]/.test(pathname);
}

/** The path to return to after signing in (or signing up): where the shopper came from on this site, never back to the auth screens. */
export function returnPath(redirect: LoginRedirectState): { to: string; state?: unknown } {
  const from = redirect.from;
  // The page's own path, without its language: the navigation that follows adds the language of the login page.
  const pathname = isSameSitePath(from?.pathname) ? stripLocale(from.pathname) : undefined;
  if (!pathname || pathname === '/login' || pathname === '/register') return { to: '/' };
  const search = typeof from!.search === 'string' && from!.search.startsWith('?') ? from!.search : '';
  const hash = typeof from!.hash === 'string' && from!.hash.startsWith('#') ? from!.hash : '';
  return { to: `${pathname}${search}${hash}`, state: from!.state };
}
