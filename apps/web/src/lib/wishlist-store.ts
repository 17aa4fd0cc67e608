import { useSyncExternalStore } from 'react';
import { getSession } from './session';

/**
 * The hearts. Signed out, they are kept in this browser (local storage) and merged into the account on sign-in;
 * signed in, they are the account's wishlist, which the account keeper (features/account-sync, loaded only for a
 * signed-in reader) reads from the server and writes back on every toggle. This module is on the storefront's first
 * load, so it holds a set of ids and no more: it never fetches.
 */
export const WISHLIST_STORAGE_KEY = 'boipoka:wishlist';

/** What the account keeper does with a toggle of a signed-in reader (PUT or DELETE /api/wishlist/:bookId). */
export type WishlistRemote = (bookId: string, wished: boolean) => void;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: ReadonlySet<string> = new Set();
let guest: ReadonlySet<string> = readGuestHearts();
let account: ReadonlySet<string> | null = null;
let remote: WishlistRemote | null = null;

function readGuestHearts(): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? new Set(parsed.filter((id): id is string => typeof id === 'string')) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function saveGuest(next: ReadonlySet<string>): void {
  guest = next;
  try {
    if (next.size) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([...next]));
    else localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage blocked: the hearts still work on this page.
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== WISHLIST_STORAGE_KEY && event.key !== null) return;
    guest = readGuestHearts();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The hearts shown now: the account's once it is known, else this browser's. */
export function getWishedIds(): ReadonlySet<string> {
  return account ?? guest;
}

/** Whether a book's heart is filled; empty while the page is rendered on the server and hydrated. */
export function useWished(bookId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getWishedIds().has(bookId),
    () => false,
  );
}

export function useWishedIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, getWishedIds, () => EMPTY);
}

/** Fills or empties a heart: in the account when signed in (and connected), else in this browser. */
export function toggleWish(bookId: string): void {
  const wished = !getWishedIds().has(bookId);
  if (getSession() && account && remote) {
    setAccountWish(bookId, wished);
    remote(bookId, wished);
    return;
  }
  const next = new Set(guest);
  if (wished) next.add(bookId);
  else next.delete(bookId);
  saveGuest(next);
}

// ---- For the account keeper (features/account-sync)

/** The signed-out hearts of this browser, to be merged into the account. */
export function getGuestHearts(): ReadonlySet<string> {
  return guest;
}

export function clearGuestHearts(): void {
  saveGuest(EMPTY);
}

/** The account's hearts are known: they are shown, and toggles go to `toServer`. */
export function connectAccountWishlist(ids: Iterable<string>, toServer: WishlistRemote): void {
  account = new Set(ids);
  remote = toServer;
  emit();
}

export function setAccountWish(bookId: string, wished: boolean): void {
  if (!account) return;
  const next = new Set(account);
  if (wished) next.add(bookId);
  else next.delete(bookId);
  account = next;
  emit();
}

/** Signed out: the account's hearts leave the page with it. */
export function disconnectAccountWishlist(): void {
  account = null;
  remote = null;
  emit();
}
