import { ShoppingCart } from 'lucide-react';
import { Link } from '../../lib/locale';
import { BookCover } from '../../components/ui/book-cover';
import { buttonClasses } from '../../components/ui/button';
import { cartCount, lineTotalCents, useCartLines } from '../../lib/cart-store';
import { formatCents, formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { NavbarPopover } from './navbar-popover';
import { MessageWithText } from '../../components/ui/message-with-text';
import { OtherScriptLine } from '../../components/ui/other-script-line';
import { bookNames, currentLocale } from '../../lib/book-names';

/** The cart dropdown (SPEC §2): count, lines and their total, and the way to the cart page. */
export function NavbarCart() {
  const items = useCartLines();
  const count = cartCount(items);
  const totalCents = items.reduce((sum, item) => sum + lineTotalCents(item), 0);
  return (
    <NavbarPopover
      label={`${t('common:nav.cart')}, ${t('common:nav.cartItems', { count })}`}
      trigger={
        <>
          <ShoppingCart aria-hidden="true" className="h-5 w-5" />
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white">
            {formatInteger(count)}
          </span>
        </>
      }
    >
      {(close) => (
        <div>
          <p className="flex items-center justify-between border-b border-stone-100 pb-2 text-sm font-semibold text-stone-900">
            <span>{t('common:nav.cart')}</span>
            <span className="font-normal text-stone-600">{t('common:nav.cartItems', { count })}</span>
          </p>
          {items.length === 0 ? (
            <div className="py-6 text-center">
              <ShoppingCart aria-hidden="true" className="mx-auto h-10 w-10 text-stone-300" />
              <p className="mt-2 text-sm text-stone-700">{t('common:nav.cartEmpty')}</p>
              <Link to="/all-products" onClick={close} className={buttonClasses('primary', 'sm', 'mt-4')}>
                {t('common:nav.startShopping')}
              </Link>
            </div>
          ) : (
            <>
              <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto">
                {items.map((item) => {
                  const { title } = bookNames(item, currentLocale());
                  return (
                    <li key={item.bookId} className="flex items-center gap-3 py-2">
                      <BookCover src={item.image} title={title.primary} width={40} height={60} className="h-15 w-10 rounded" />
                      <span className="min-w-0 flex-1 text-sm">
                        <span className="block">
                          <MessageWithText message={(slot) => t('common:cart.line', { title: slot, count: item.quantity })} text={title.primary} />
                        </span>
                        <OtherScriptLine as="span" text={title.secondary} className="block text-xs" />
                      </span>
                      <span className="text-sm font-semibold">{formatCents(lineTotalCents(item))}</span>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-2 flex justify-between border-t border-stone-100 pt-2 text-sm font-semibold">
                <span>{t('common:nav.total')}</span>
                <span>{formatCents(totalCents)}</span>
              </p>
              <Link to="/cart" onClick={close} className={buttonClasses('primary', 'sm', 'mt-3 w-full')}>
                {t('common:nav.viewCart')}
              </Link>
            </>
          )}
        </div>
      )}
    </NavbarPopover>
  );
}
