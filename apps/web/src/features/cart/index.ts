// The public entry of cart: the checkout checks the same lines against the books as they are now and shows the same
// totals, and the cart's promo code (the same box, the same code). The cart itself (the lines in this browser) is
// lib/cart-store.ts, shared by every page that adds to it.
export { useCartBooks, type CartLineState, type CheckedCartLine } from './api/use-cart-books';
export { OrderTotals, orderTotals, type AppliedPromo, type PricedLine } from './components/order-totals';
export { useMemberOffer } from './api/use-member-offer';
export { PromoCodeBox } from './components/promo-code-box';
export { CartPromoBox } from './components/cart-promo-box';
export { clearCartPromo, useCartPromo } from './lib/cart-promo';
