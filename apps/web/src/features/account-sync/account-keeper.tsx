import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../lib/session';
import { clearCart, getCartOwner, setCartOwner } from '../../lib/cart-store';

/** The code that talks to the account (wishlist, cart) loads only for a signed-in reader: a visitor's page never fetches it. */
const AccountSync = lazy(async () => ({ default: (await import('./account-sync')).AccountSync }));

/**
 * Mounted once on every page. Signed in: the account's wishlist and cart are kept in step. Signed out: a cart that was
 * the copy of an account's (kept on the server) leaves this browser with the session.
 */
export function AccountKeeper() {
  const session = useSession();
  const userId = session?.user._id;
  useEffect(() => {
    if (userId || !getCartOwner()) return;
    setCartOwner(null);
    clearCart();
  }, [userId]);
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <AccountSync key={userId} userId={userId} />
    </Suspense>
  );
}
