import { useSyncExternalStore } from 'react';
import type { User } from '@boipoka/shared';

/** The session lives in local storage under `root` as `{ auth: { user, accessToken, refreshToken } }` (SPEC §3). */
export const SESSION_STORAGE_KEY = 'root';

export interface SessionUser extends Pick<User, '_id' | 'name' | 'email' | 'role'> {
  locale?: User['locale'];
  createdAt?: string;
}

export interface Session {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
}

/**
 * 'Remember me' unchecked: the session must end when the browser closes. It is still kept under `root` (shared by all
 * tabs), with a flag; a session cookie (no expiry, so the browser drops it on close) marks the browser session it
 * belongs to. A flagged session found without that cookie belongs to a closed browser and is dropped.
 */
const SESSION_ONLY_KEY = 'root:session-only';
const BROWSER_SESSION_COOKIE = 'boipoka_browser_session';

function hasBrowserSessionCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((part) => part.startsWith(`${BROWSER_SESSION_COOKIE}=`));
}

function markBrowserSession(sessionOnly: boolean): void {
  if (sessionOnly) {
    localStorage.setItem(SESSION_ONLY_KEY, '1');
    document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  } else {
    localStorage.removeItem(SESSION_ONLY_KEY);
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStoredSession();

function readStoredSession(): Session | null {
  try {
    if (globalThis.localStorage?.getItem(SESSION_ONLY_KEY) === '1' && !hasBrowserSessionCookie()) {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      localStorage.removeItem(SESSION_ONLY_KEY);
      return null;
    }
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const auth = (JSON.parse(raw) as { auth?: Partial<Session> | null }).auth;
    if (!auth?.user || !auth.accessToken || !auth.refreshToken) return null;
    return auth as Session;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export interface SessionOptions {
  /** false: the session ends when the browser closes ('Remember me' unchecked). Kept as it was when omitted. */
  remember?: boolean;
}

export function setSession(session: Session | null, options: SessionOptions = {}): void {
  current = session;
  try {
    if (session) {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ auth: session }));
      if (options.remember !== undefined) markBrowserSession(!options.remember);
    } else {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      localStorage.removeItem(SESSION_ONLY_KEY);
    }
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
  emit();
}

export function updateSessionTokens(tokens: Pick<Session, 'accessToken' | 'refreshToken'>): void {
  if (current) setSession({ ...current, ...tokens });
}

export function updateSessionUser(user: Partial<SessionUser>): void {
  if (current) setSession({ ...current, user: { ...current.user, ...user } });
}

export function clearSession(): void {
  setSession(null);
}

/** Reload the session when another tab signs in or out. */
export function reloadSessionFromStorage(): void {
  current = readStoredSession();
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) reloadSessionFromStorage();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
