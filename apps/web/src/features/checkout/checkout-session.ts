/**
 * What this tab is checking out, kept for the session (sessionStorage): a reload of `/checkout`, or the way through
 * sign-in and sign-up, comes back to the same book and quantity, or to the cart. Only the book's id and the quantity
 * are kept; its price and stock are read from the server again (and the server prices the order itself).
 */
export type RememberedCheckout = { kind: 'book'; bookId: string; quantity: number } | { kind: 'cart' };

export const CHECKOUT_SESSION_KEY = 'boipoka:checkout';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the checkout then works as before, without surviving a reload.
    return null;
  }
}

export function rememberCheckout(value: RememberedCheckout): void {
  try {
    storage()?.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(value));
  } catch {
    /* full or refused: nothing to keep */
  }
}

export function rememberedCheckout(): RememberedCheckout | null {
  try {
    const value = JSON.parse(storage()?.getItem(CHECKOUT_SESSION_KEY) ?? 'null') as Partial<{ kind: string; bookId: unknown; quantity: unknown }> | null;
    if (value?.kind === 'cart') return { kind: 'cart' };
    if (value?.kind === 'book' && typeof value.bookId === 'string' && Number.isInteger(value.quantity) && (value.quantity as number) > 0) {
      return { kind: 'book', bookId: value.bookId, quantity: value.quantity as number };
    }
  } catch {
    /* not ours */
  }
  return null;
}

export function forgetCheckout(): void {
  try {
    storage()?.removeItem(CHECKOUT_SESSION_KEY);
  } catch {
    /* nothing kept */
  }
}
