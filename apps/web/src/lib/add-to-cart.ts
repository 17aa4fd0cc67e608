import { t } from './i18n';
import { notify } from './toast';
import { addToCart, type AddToCartResult, type CartBook } from './cart-store';

/** Adds to the cart and says what happened in a toast (added, capped at what one order can take, or out of stock). */
export function addToCartWithToast(book: CartBook, quantity = 1): AddToCartResult {
  const result = addToCart(book, quantity);
  if (result.status === 'added') notify.success(t('common:cart.added', { title: book.title, count: result.quantity }));
  else if (result.status === 'limited') notify.warning(t('common:cart.limited', { title: book.title, count: result.quantity }));
  else notify.error(t('common:cart.unavailable', { title: book.title }));
  return result;
}
