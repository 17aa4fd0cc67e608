import { Link } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { formatTwoDigits } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { SALE_COUNTDOWN_START_SECONDS, splitSeconds, useCountdown } from '../hooks/use-countdown';
import '../messages';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Limited-time sale with a countdown from 2 d 14 h 32 min 45 s, ticking each second down to zero. */
export function SaleBannerSection({ startSeconds = SALE_COUNTDOWN_START_SECONDS }: { startSeconds?: number }) {
  const remaining = useCountdown(startSeconds);
  const parts = splitSeconds(remaining);
  return (
    <section aria-labelledby="sale-heading" className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-r from-accent-600 to-rose-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <p className="text-sm font-semibold tracking-widest uppercase">{t('storefront:sale.eyebrow')}</p>
        <h2 id="sale-heading" className="mt-2 font-serif text-3xl font-bold sm:text-4xl">
          {t('storefront:sale.title')}
        </h2>
        <p className="mt-3 text-rose-50">{t('storefront:sale.subtitle')}</p>
        <div role="timer" aria-label={t('storefront:sale.timeLeft')} className="mt-8 flex justify-center gap-3 sm:gap-4">
          {UNITS.map((unit) => (
            <div key={unit} className="w-16 rounded-xl bg-white/15 py-3 ring-1 ring-white/25 sm:w-20">
              <span data-testid={`countdown-${unit}`} className="block text-2xl font-bold tabular-nums sm:text-3xl">
                {formatTwoDigits(parts[unit])}
              </span>
              <span className="text-xs text-rose-50">{t(`storefront:sale.units.${unit}`)}</span>
            </div>
          ))}
        </div>
        {remaining === 0 && <p className="mt-4 font-semibold">{t('storefront:sale.ended')}</p>}
        <Link to="/all-products" className={buttonClasses('secondary', 'lg', 'mt-8')}>
          {t('storefront:sale.shopNow')}
        </Link>
      </div>
    </section>
  );
}
