import { Headphones, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'delivery', icon: Truck },
  { key: 'payment', icon: ShieldCheck },
  { key: 'support', icon: Headphones },
  { key: 'returns', icon: RotateCcw },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-heading" className="font-serif text-3xl font-bold text-stone-900">
            {t('storefront:why.title')}
          </h2>
          <p className="mt-3 text-stone-700">{t('storefront:why.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white">
                <Icon aria-hidden="true" className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{t(`storefront:why.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-stone-700">{t(`storefront:why.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
