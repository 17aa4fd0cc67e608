import { Link, useLocale } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { formatTwoDigits } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useHome } from '../api/use-home';
import { splitSeconds, useCountdown } from '../hooks/use-countdown';
import '../messages';
import { useShopName } from '../../../lib/shop-settings';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The sale banner, shown only while a sale the admin set is running (`sale` of GET /api/home). */
export function SaleBannerSection() {
  const { data } = useHome();
  const locale = useLocale();
  const endsAt = data?.sale?.endsAt;
  if (!endsAt) return null;
  // A scheduled sale running now names itself (decision 043); the end set by hand has no name.
  return <SaleBanner endsAt={Date.parse(endsAt)} name={data?.sale?.name?.[locale]} />;
}

/** Counts down each second to the sale's end; the banner goes when it ends. */
export function SaleBanner({ endsAt, name }: { endsAt: number; name?: string }) {
  const remaining = useCountdown(endsAt);
  const shopName = useShopName();
  if (remaining === 0 || (remaining === null && typeof window !== 'undefined' && endsAt <= Date.now())) return null;
  const parts = remaining === null ? null : splitSeconds(remaining);
  return (
    <section aria-labelledby="sale-heading" data-testid="sale-banner" className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-r from-accent-600 to-rose-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <p className="text-sm font-semibold tracking-widest uppercase">{name ?? t('storefront:sale.eyebrow')}</p>
        <h2 id="sale-heading" className="mt-2 font-serif text-3xl font-bold sm:text-4xl">
          {t('storefront:sale.title', { name: shopName })}
        </h2>
        <p className="mt-3 text-rose-50">{t('storefront:sale.subtitle')}</p>
        <div role="timer" aria-label={t('storefront:sale.timeLeft')} className="mt-8 flex justify-center gap-3 sm:gap-4">
          {UNITS.map((unit) => (
            <div key={unit} className="w-16 rounded-xl bg-white/15 py-3 ring-1 ring-white/25 sm:w-20">
              <span data-testid={`countdown-${unit}`} className="block text-2xl font-bold tabular-nums sm:text-3xl">
                {parts ? formatTwoDigits(parts[unit]) : '--'}
              </span>
              <span className="text-xs text-rose-50">{t(`storefront:sale.units.${unit}`)}</span>
            </div>
          ))}
        </div>
        <Link to="/all-products" className={buttonClasses('secondary', 'lg', 'mt-8')}>
          {t('storefront:sale.shopNow')}
        </Link>
      </div>
    </section>
  );
}
