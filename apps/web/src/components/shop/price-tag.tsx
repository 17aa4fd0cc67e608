import { discountPercent } from '@boipoka/shared';
import { formatInteger, formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';

export interface PriceTagProps {
  price: number;
  /** The regular price; the struck-through price and the discount show only when it is there and above the price. */
  listPrice?: number | null;
  size?: 'md' | 'lg';
  /** Cards say '20% OFF'; the book page says 'Save 20%'. */
  label?: 'percentOff' | 'save';
  className?: string;
  /** On a dark background (the home page's hero). */
  tone?: 'light' | 'dark';
  /** Marks the price itself for the home page's journey, which compares each shown price with the book's (data-testid="home-price"). */
  homePriceOf?: string;
}

/** A book's price, with its regular price struck through and the discount computed from it when the book is on sale. */
export function PriceTag({ price, listPrice, size = 'md', label = 'percentOff', className = '', tone = 'light', homePriceOf }: PriceTagProps) {
  const onSale = listPrice !== null && listPrice !== undefined && listPrice > price;
  const percent = discountPercent(price, listPrice);
  const large = size === 'lg';
  return (
    <p className={`flex flex-wrap items-baseline ${large ? 'gap-3' : 'gap-2'} ${className}`}>
      <span
        className={`font-bold ${tone === 'dark' ? 'text-white' : 'text-brand-700'} ${large ? 'text-3xl' : 'text-lg'}`}
        {...(homePriceOf ? { 'data-testid': 'home-price', 'data-book-id': homePriceOf } : {})}
      >
        {formatMoney(price)}
      </span>
      {onSale && (
        <>
          <span className={`${tone === 'dark' ? 'text-brand-200' : 'text-stone-500'} line-through ${large ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('storefront:common.oldPrice')} </span>
            {formatMoney(listPrice)}
          </span>
          {percent !== undefined && (
            <span className={`rounded bg-accent-600 px-1.5 py-0.5 text-xs font-bold text-white ${large ? 'rounded-md px-2' : ''}`}>
              {label === 'save' ? t('storefront:common.savePercent', { percent: formatInteger(percent) }) : t('storefront:common.percentOff', { percent: formatInteger(percent) })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
