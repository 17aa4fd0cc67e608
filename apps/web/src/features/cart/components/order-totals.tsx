import { moreForFreeDelivery, type DeliveryZone } from '@boipoka/shared';
import { formatCents, formatDecimal, formatInteger, getShopCurrency } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { orderTotals, useShopPricing, type AppliedPromo, type DeliveryPlace, type PricedLine } from '../../../lib/shop-pricing';
import { useMemberOffer } from '../api/use-member-offer';
import '../messages';

export { orderTotals, type AppliedPromo, type PricedLine };

/** 'Inside Dhaka: 1–2 days' (Bangla 'ঢাকার ভেতরে: ১–২ দিন'): a zone and the days it promises. */
export function zonePromise(zone: Pick<DeliveryZone, 'name' | 'days'>, locale = currentLocale()): string {
  const { min, max } = zone.days;
  const days = min === max ? formatInteger(max) : `${formatInteger(min)}–${formatInteger(max)}`;
  return t('cart:totals.zoneDays', { zone: locale === 'bn' ? zone.name.bn || zone.name.en : zone.name.en, days, count: max });
}

interface OrderTotalsProps {
  lines: readonly PricedLine[];
  /**
   * The checkout's address: the delivery charge of its zone, and the zone's name and days. Absent in the cart, which
   * shows the range of the zones' charges until an address is known.
   */
  place?: DeliveryPlace;
  atCheckout?: boolean;
  /** A promo code applied in the cart or at checkout: its discount has a line of its own. */
  promo?: AppliedPromo;
}

/**
 * Subtotal, delivery, tax (only when the shop charges any) and total, by the shop's settings, exactly as the server
 * will charge them; and how much more buys free delivery.
 */
export function OrderTotals({ lines, place, atCheckout = false, promo }: OrderTotalsProps) {
  const { rules, zone, chargeRange } = useShopPricing(place);
  // A signed-in reader's first order: the new member's discount, on a line of its own (the checkout sends it too).
  const memberPercent = useMemberOffer();
  const totals = orderTotals(lines, rules, promo, memberPercent);
  const free = totals.shippingCents === 0;
  // No address yet and the zones charge differently: the charge and the total as a range, until checkout knows the zone.
  const range = !free && chargeRange ? chargeRange : undefined;
  const gap = lines.length > 0 && promo?.terms.kind !== 'free_delivery' ? moreForFreeDelivery(totals.subtotalCents - totals.discountCents - totals.memberDiscountCents, rules) : null;
  // Free only strictly over the threshold: ৳1,350 needs ৳150.01 more, which a shop priced in whole Taka writes ৳151.
  const more = gap !== null && getShopCurrency() === 'BDT' ? Math.ceil(gap / 100) * 100 : gap;
  return (
    <>
      <dl className="mt-5 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('cart:totals.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        {totals.memberDiscountCents > 0 && (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>{t('cart:totals.memberDiscount', { percent: formatInteger(memberPercent) })}</dt>
            <dd data-testid="summary-member-discount">−{formatCents(totals.memberDiscountCents)}</dd>
          </div>
        )}
        {promo && totals.discountCents > 0 && (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>
              {t('cart:totals.discount')}{' '}
              <span lang="en" translate="no" className="font-mono">
                ({promo.code})
              </span>
            </dt>
            <dd data-testid="summary-discount">−{formatCents(totals.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt className="text-stone-700">{t('cart:totals.shipping')}</dt>
          <dd data-testid="summary-shipping" className={free ? 'font-semibold text-green-700' : 'text-right'}>
            {free ? t('cart:totals.free') : range ? `${formatCents(range.min)}–${formatCents(range.max)}` : formatCents(totals.shippingCents)}
          </dd>
        </div>
        {rules.taxPercent > 0 && (
          <div className="flex justify-between">
            <dt className="text-stone-700">{t('cart:totals.tax', { percent: formatDecimal(rules.taxPercent, Number.isInteger(rules.taxPercent) ? 0 : 2) })}</dt>
            <dd data-testid="summary-tax">{formatCents(totals.taxCents)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base font-bold">
          <dt>{t('cart:totals.total')}</dt>
          <dd data-testid="summary-total">{range ? `${formatCents(totals.totalCents)}–${formatCents(totals.totalCents - range.min + range.max)}` : formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      {atCheckout && zone && !range && (
        <p className="mt-3 text-sm text-stone-700" data-testid="summary-zone">
          {zonePromise(zone)}
        </p>
      )}
      {range && (
        <p className="mt-3 text-xs text-stone-600" data-testid="summary-zone">
          {atCheckout ? t('cart:totals.chooseDistrict') : t('cart:totals.byArea')}
        </p>
      )}
      {more !== null && more > 0 && (
        <p className="mt-2 text-xs font-medium text-brand-700" data-testid="free-delivery-progress">
          {t('cart:totals.moreForFree', { amount: formatCents(more) })}
        </p>
      )}
    </>
  );
}
