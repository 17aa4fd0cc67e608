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

/** The path to return to after signing in: where the shopper came from, never back to the auth screens. */
export function returnPath(redirect: LoginRedirectState): { to: string; state?: unknown } {
  const from = redirect.from;
  // The page's own path, without its language: the navigation that follows adds the language of the login page.
  const pathname = from?.pathname ? stripLocale(from.pathname) : undefined;
  if (!pathname || pathname === '/login' || pathname === '/register') return { to: '/' };
  return { to: `${pathname}${from!.search ?? ''}${from!.hash ?? ''}`, state: from!.state };
}
