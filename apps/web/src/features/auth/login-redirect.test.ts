import { describe, expect, it } from 'vitest';
import { returnPath } from './login-redirect';

describe('where signing in returns to', () => {
  it('is the page the shopper came from, without its language (the navigation adds the login page’s)', () => {
    expect(returnPath({ from: { pathname: '/bn/checkout', search: '?from=cart', state: { x: 1 } } })).toEqual({ to: '/checkout?from=cart', state: { x: 1 } });
    expect(returnPath({ from: { pathname: '/dashboard/user-orders' } })).toEqual({ to: '/dashboard/user-orders', state: undefined });
  });

  it('is never the sign-in or registration page, in either language', () => {
    expect(returnPath({ from: { pathname: '/bn/login' } })).toEqual({ to: '/' });
    expect(returnPath({ from: { pathname: '/bn/register' } })).toEqual({ to: '/' });
    expect(returnPath({})).toEqual({ to: '/' });
  });

  it('is a path of this site only: another origin in any spelling goes home (no open redirect)', () => {
    for (const pathname of ['//evil.example/checkout', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/\nevil']) {
      expect(returnPath({ from: { pathname } })).toEqual({ to: '/' });
    }
    expect(returnPath({ from: { pathname: '/checkout', search: '//evil.example' } })).toEqual({ to: '/checkout', state: undefined });
  });
});
