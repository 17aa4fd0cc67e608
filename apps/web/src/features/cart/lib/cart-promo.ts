import { useSyncExternalStore } from 'react';
import { getSession, useSession } from '../../../lib/session';
import type { AppliedPromo } from '../../../lib/shop-pricing';

/**
 * The promo code applied to the cart (issue 35): kept beside the cart in this browser (local storage, shared by its
 * tabs), so a code applied in the cart is still applied at the cart's checkout, and the reverse. It is the account's
 * that checked it: another account, or none, does not see it. The server's answer (terms, eligible books) is kept
 * only to price the cart until it is checked again; the cart and the checkout check it again when they open and when
 * the lines change, and the server checks it once more when the order is placed.
 */
export const CART_PROMO_STORAGE_KEY = 'boipoka:cart:promo';

interface StoredPromo {
  /** The account that checked it. */
  owner: string;
  promo: AppliedPromo;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let stored: StoredPromo | null = readStored();

function isStoredPromo(value: unknown): value is StoredPromo {
  const candidate = value as Partial<StoredPromo> | null;
  const promo = candidate?.promo as Partial<AppliedPromo> | undefined;
  return (
    typeof candidate?.owner === 'string' &&
    typeof promo?.code === 'string' &&
    typeof promo.terms === 'object' &&
    promo.terms !== null &&
    typeof (promo.terms as { kind?: unknown }).kind === 'string' &&
    Array.isArray(promo.eligibleBookIds) &&
    promo.eligibleBookIds.every((id) => typeof id === 'string')
  );
}

function readStored(): StoredPromo | null {
  try {
    const raw = globalThis.localStorage?.getItem(CART_PROMO_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredPromo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(next: StoredPromo | null): void {
  stored = next;
  try {
    if (next) localStorage.setItem(CART_PROMO_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(CART_PROMO_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the code still holds in this tab.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_PROMO_STORAGE_KEY && event.key !== null) return;
    stored = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getStored = () => stored;

/** The code applied to the cart for the signed-in account; null for none (or when signed out). */
export function getCartPromo(): AppliedPromo | null {
  const userId = getSession()?.user._id;
  return stored && userId && stored.owner === userId ? stored.promo : null;
}

export function useCartPromo(): AppliedPromo | null {
  const userId = useSession()?.user._id;
  const current = useSyncExternalStore(subscribe, getStored, () => null);
  return current && userId && current.owner === userId ? current.promo : null;
}

/** Applies a code the server accepted for the signed-in account, or drops the code (null). */
export function setCartPromo(promo: AppliedPromo | null): void {
  const userId = getSession()?.user._id;
  save(promo && userId ? { owner: userId, promo } : null);
}

export function clearCartPromo(): void {
  if (stored) save(null);
}
