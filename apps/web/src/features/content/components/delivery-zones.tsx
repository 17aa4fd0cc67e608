import { formatMinorIn, type PublicSettings } from '@boipoka/shared';
import { LangText } from '../../../components/ui/lang-text';
import { formatInteger } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import { freeDeliveryThreshold, inLanguage } from '../../../lib/shop-offer';
import '../messages';

function days({ min, max }: { min: number; max: number }): string {
  if (min === max) return t('storefront:policy.zones.daysExact', { count: max, formatted: formatInteger(max) });
  return t('storefront:policy.zones.daysRange', { min, max });
}

/** The Delivery page's table: each zone's charge and promised days, from the settings, and the free-delivery threshold. */
export function DeliveryZones({ settings, locale }: { settings: PublicSettings; locale: Locale }) {
  const threshold = freeDeliveryThreshold(settings, locale);
  return (
    <section aria-labelledby="delivery-zones-heading" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <h2 id="delivery-zones-heading" className="text-xl font-bold text-stone-900">
        {t('storefront:policy.zones.heading')}
      </h2>
      <table className="mt-4 w-full text-left text-sm" data-testid="delivery-zones">
        <thead className="border-b border-stone-200 text-xs text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('storefront:policy.zones.area')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('storefront:policy.zones.charge')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('storefront:policy.zones.days')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {settings.zones.map((zone) => (
            <tr key={zone.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-stone-900">
                <LangText text={inLanguage(zone.name, locale)} />
              </th>
              <td className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums">{formatMinorIn(zone.charge.amountMinor, zone.charge.currency, locale)}</td>
              <td className="py-2.5 text-right whitespace-nowrap tabular-nums">{days(zone.days)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {threshold && (
        <p data-testid="free-delivery-over" className="mt-4 font-semibold text-brand-800">
          {t('storefront:policy.freeOver', { amount: threshold })}
        </p>
      )}
      {settings.cashOnDelivery && <p className="mt-1 text-sm text-stone-700">{t('storefront:policy.cashOnDelivery')}</p>}
    </section>
  );
}
