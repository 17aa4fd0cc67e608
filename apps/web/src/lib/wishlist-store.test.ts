import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from './session';
import { clearGuestHearts, connectAccountWishlist, disconnectAccountWishlist, getGuestHearts, getWishedIds, toggleWish, WISHLIST_STORAGE_KEY } from './wishlist-store';

afterEach(() => {
  disconnectAccountWishlist();
  clearGuestHearts();
  setSession(null);
});

describe('the hearts', () => {
  it('signed out: kept in this browser, for the merge on sign-in', () => {
    toggleWish('a');
    toggleWish('b');
    toggleWish('a');
    expect([...getWishedIds()]).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(['b']);
    expect([...getGuestHearts()]).toEqual(['b']);
  });

  it("signed in and connected: the account's hearts are shown, and a toggle goes to the server, not to the browser", () => {
    setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'n@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    const toServer = vi.fn();
    connectAccountWishlist(['x'], toServer);
    expect([...getWishedIds()]).toEqual(['x']);
    toggleWish('y');
    toggleWish('x');
    expect(toServer.mock.calls).toEqual([
      ['y', true],
      ['x', false],
    ]);
    expect([...getWishedIds()]).toEqual(['y']);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    // Signed out: the account's hearts leave the page.
    disconnectAccountWishlist();
    expect([...getWishedIds()]).toEqual([]);
  });
});
