// The public entry of wishlist: the account sync and the dashboard's welcome page read the account's wishlist. The
// hearts themselves (in this browser, or the account's) are lib/wishlist-store.ts, shared by every page that shows one.
export { useWishlist, wishlistKey, wishlistQuery } from './api/use-wishlist';
