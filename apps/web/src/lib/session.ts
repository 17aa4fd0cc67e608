import { useSyncExternalStore } from 'react';
import type { User } from '@boipoka/shared';

/** The session lives in local storage under `root` as `{ auth: { user, accessToken, refreshToken } }` (SPEC §3). */
export const SESSION_STORAGE_KEY = 'root';

export interface SessionUser extends Pick<User, '_id' | 'name' | 'email' | 'role'> {
  createdAt?: string;
}

export interface Session {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStoredSession();

function readStoredSession(): Session | null {
  try {
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

export function setSession(session: Session | null): void {
  current = session;
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ auth: session }));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
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
