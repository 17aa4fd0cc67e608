import type { CartAdjustment, CartAnswer, WishlistChange } from '@boipoka/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiData } from '../../lib/api-client';
import { catalogsReady, t } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { getCartLines, getCartOwner, onCartChange, replaceCart, setCartOwner } from '../../lib/cart-store';
import { wishlistKey, wishlistQuery } from '../wishlist';
import { clearGuestHearts, connectAccountWishlist, disconnectAccountWishlist, getGuestHearts, setAccountWish } from '../../lib/wishlist-store';
import { mergeCarts, toCartInput, toCartLine } from './cart-merge';
import '../../lib/accounts-messages';

/** A change of the cart not yet saved in the account (the tab closed first): sent on the next page load. */
export const CART_UNSAVED_KEY = 'boipoka:cart:unsaved';
/** Changes in quick succession (a quantity stepped up five times) are saved once. */
const SAVE_DELAY_MS = 300;

function markUnsaved(unsaved: boolean): void {
  try {
    if (unsaved) localStorage.setItem(CART_UNSAVED_KEY, '1');
    else localStorage.removeItem(CART_UNSAVED_KEY);
  } catch {
    // Storage blocked: saved at the next change.
  }
}

async function say(kind: 'info' | 'warning' | 'error', key: string, values?: Record<string, string | number>): Promise<void> {
  await catalogsReady();
  notify[kind](t(key, values));
}

/** What the server changed in the cart, told once. */
async function tellAdjustments(adjustments: readonly CartAdjustment[]): Promise<void> {
  for (const change of adjustments) {
    if (change.reason === 'limited') await say('warning', 'accounts:cart.limited', { title: change.title ?? '', count: change.quantity });
    else if (change.reason === 'soldOut') await say('warning', 'accounts:cart.soldOut', { title: change.title ?? '' });
    else await say('warning', change.title ? 'accounts:cart.gone' : 'accounts:cart.goneUnknown', { title: change.title ?? '' });
  }
}

/**
 * The hearts: this browser's signed-out hearts are added to the account (a book no longer sold is skipped), then the
 * account's wishlist is shown, and every toggle is written to it (PUT or DELETE, both idempotent).
 */
function keepWishlist(userId: string, queryClient: QueryClient): () => void {
  let stopped = false;
  /** Adds this browser's hearts to the account; false when the server could not be reached (they are kept for the next time). */
  const mergeGuestHearts = async (): Promise<string[] | null> => {
    const merged: string[] = [];
    for (const bookId of getGuestHearts()) {
      try {
        await apiData<WishlistChange>(`/wishlist/${encodeURIComponent(bookId)}`, { method: 'PUT', auth: true });
        merged.push(bookId);
      } catch (error) {
        // A book the shop no longer sells is not wished; any other failure keeps the browser's hearts for the next time.
        if (!(error instanceof ApiError && error.status === 404)) return null;
      }
    }
    clearGuestHearts();
    return merged;
  };
  void (async () => {
    if (!(await mergeGuestHearts())) return;
    const wishlist = await queryClient.fetchQuery({ ...wishlistQuery(userId), staleTime: 0 });
    // A heart filled while the account's list was on its way is in the browser's set: it joins the account too.
    const late = (await mergeGuestHearts()) ?? [];
    if (stopped) return;
    if (late.length) void queryClient.invalidateQueries({ queryKey: wishlistKey(userId) });
    connectAccountWishlist([...wishlist.items.map((item) => item.book._id), ...late], (bookId, wished) => {
      apiData<WishlistChange>(`/wishlist/${encodeURIComponent(bookId)}`, { method: wished ? 'PUT' : 'DELETE', auth: true })
        .then(() => queryClient.invalidateQueries({ queryKey: wishlistKey(userId) }))
        .catch(() => {
          setAccountWish(bookId, !wished);
          void say('error', 'accounts:wishlist.saveFailed');
        });
    });
  })().catch(() => {
    // Offline or the server failed: the hearts stay this browser's until the next page load.
  });
  return () => {
    stopped = true;
    disconnectAccountWishlist();
  };
}

/**
 * The cart: on sign-in this browser's cart is merged into the account's (and the server says what it had to change);
 * on a page load of a signed-in reader the account's cart replaces the browser's copy; every change is saved to the
 * account. Signing out empties the browser's copy (features/account-sync/account-keeper.tsx).
 */
function keepCart(userId: string): () => void {
  let stopped = false;
  let ready = false;
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = false;
  let again = false;
  let applying = false;

  const apply = (answer: CartAnswer) => {
    applying = true;
    try {
      replaceCart(answer.lines.map(toCartLine));
    } finally {
      applying = false;
    }
  };
  const put = (lines: ReturnType<typeof toCartInput>) => apiData<CartAnswer>('/cart', { method: 'PUT', auth: true, body: { lines } });

  const save = async () => {
    timer = undefined;
    if (saving) {
      again = true;
      return;
    }
    saving = true;
    const sent = version;
    try {
      const answer = await put(toCartInput(getCartLines()));
      if (stopped) return;
      // A change made while this one was on its way is saved next; its answer would undo it.
      if (sent === version) {
        apply(answer);
        markUnsaved(false);
      }
      await tellAdjustments(answer.adjustments);
    } catch {
      // Kept as unsaved: tried again at the next change or page load.
    } finally {
      saving = false;
      if (again && !stopped) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };
  const stopListening = onCartChange(() => {
    if (applying || stopped) return;
    version++;
    if (!ready) return;
    markUnsaved(true);
    schedule();
  });

  void (async () => {
    const owner = getCartOwner();
    const start = version;
    if (owner === userId) {
      let unsaved = false;
      try {
        unsaved = localStorage.getItem(CART_UNSAVED_KEY) === '1';
      } catch {
        // Storage blocked: the account's cart is read.
      }
      if (!unsaved) {
        const answer = await apiData<CartAnswer>('/cart', { auth: true });
        // A change made meanwhile is this browser's newest word: it is saved below instead.
        if (!stopped && version === start) apply(answer);
      }
    } else {
      const account = await apiData<CartAnswer>('/cart', { auth: true });
      if (stopped) return;
      // Read now, not before the account's answer came: a book added meanwhile is merged too. Another account's copy
      // (defensively: signing out empties it) is not merged.
      const browser = owner === null ? getCartLines() : [];
      const merging = version;
      if (browser.length === 0) apply(account);
      else {
        const answer = await put(mergeCarts(account.lines.map(toCartLine), browser));
        if (stopped) return;
        // The cart changed while the merge was on its way (an order placed, a line removed): that newer cart is saved
        // below, instead of being undone by the merge's answer.
        if (version === merging) {
          apply(answer);
          void say('info', 'accounts:cart.merged');
          await tellAdjustments(answer.adjustments);
        }
      }
      setCartOwner(userId);
      markUnsaved(version !== merging);
    }
    ready = true;
    let unsaved = false;
    try {
      unsaved = localStorage.getItem(CART_UNSAVED_KEY) === '1';
    } catch {
      // Storage blocked.
    }
    if (unsaved || version !== start) {
      markUnsaved(true);
      await save();
    }
  })().catch(() => {
    // Offline or the server failed: the browser's cart works as before; the next page load tries again.
  });

  return () => {
    stopped = true;
    stopListening();
    clearTimeout(timer);
  };
}

/** Keeps the signed-in reader's wishlist and cart in their account while any page is open. Renders nothing. */
export function AccountSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => keepWishlist(userId, queryClient), [userId, queryClient]);
  useEffect(() => keepCart(userId), [userId]);
  return null;
}
