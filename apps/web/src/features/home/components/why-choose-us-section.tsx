import { Banknote, Headphones, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { currentLocale, t } from '../../../lib/i18n';
import { deliveryDays, freeDeliveryThreshold } from '../../../lib/shop-offer';
import { useShopSettings } from '../../../lib/shop-settings';
import '../messages';
import { useShopName } from '../../../lib/shop-settings';

/**
 * The home tiles: only what the shop does, from its settings (issue 31): delivery with its days and, when there is one,
 * the free-delivery threshold; cash on delivery only when it is offered; support and returns without promising a time.
 */
export function WhyChooseUsSection() {
  const settings = useShopSettings();
  const shopName = useShopName();
  const locale = currentLocale();
  const threshold = freeDeliveryThreshold(settings, locale);
  const days = settings ? deliveryDays(settings, locale) : '';
  const features: { key: string; icon: LucideIcon; text: string }[] = [];
  if (settings) {
    features.push({
      key: 'delivery',
      icon: Truck,
      text: threshold ? t('storefront:why.features.delivery.textFree', { amount: threshold, days }) : t('storefront:why.features.delivery.text', { days }),
    });
    if (settings.cashOnDelivery) features.push({ key: 'payment', icon: Banknote, text: t('storefront:why.features.payment.text') });
  }
  features.push({ key: 'support', icon: Headphones, text: t('storefront:why.features.support.text') }, { key: 'returns', icon: RotateCcw, text: t('storefront:why.features.returns.text') });
  return (
    <section aria-labelledby="why-heading" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-heading" className="font-serif text-3xl font-bold text-stone-900">
            {t('storefront:why.title', { name: shopName })}
          </h2>
          <p className="mt-3 text-stone-700">{t('storefront:why.subtitle')}</p>
        </div>
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${features.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
          {features.map(({ key, icon: Icon, text }) => (
            <li key={key} data-testid={`why-${key}`} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white">
                <Icon aria-hidden="true" className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{t(`storefront:why.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
