import { afterEach, describe, expect, it, vi } from 'vitest';

const session = {
  user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' as const },
  accessToken: 'access',
  refreshToken: 'refresh',
};

/** A fresh copy of the module, as after a page load. */
async function loadSessionModule() {
  vi.resetModules();
  return import('./session');
}

function closeBrowser() {
  // Session cookies are what a browser drops when it closes.
  document.cookie = 'boipoka_browser_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  closeBrowser();
  localStorage.clear();
});

describe('session storage', () => {
  it('keeps the session under root as { auth } and restores it on the next page load', async () => {
    (await loadSessionModule()).setSession(session, { remember: true });
    expect(JSON.parse(localStorage.getItem('root')!)).toEqual({ auth: session });
    closeBrowser();
    expect((await loadSessionModule()).getSession()).toEqual(session);
  });

  it("without 'Remember me' the session survives reloads but not closing the browser", async () => {
    (await loadSessionModule()).setSession(session, { remember: false });
    expect((await loadSessionModule()).getSession()).toEqual(session);
    closeBrowser();
    expect((await loadSessionModule()).getSession()).toBeNull();
    expect(localStorage.getItem('root')).toBeNull();
  });

  it('a refreshed token keeps the choice made at sign-in', async () => {
    const module = await loadSessionModule();
    module.setSession(session, { remember: false });
    module.updateSessionTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    closeBrowser();
    expect((await loadSessionModule()).getSession()).toBeNull();
  });
});
