import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { useAdminSettings } from '../api/admin-settings-api';
import { ClaimsSection } from '../components/claims-section';
import { CurrencySection } from '../components/currency-section';
import { DeliverySection } from '../components/delivery-section';
import { PagesSection } from '../components/pages-section';
import { ShopSection } from '../components/shop-section';

const SECTIONS = ['delivery', 'shop', 'claims', 'pages', 'currency'] as const;

/** /dashboard/settings (admin): the shop's settings, each section saved on its own (issue 31). */
export function SettingsPage() {
  useDocumentTitle(t('settings:pageTitle'));
  const locale = useLocale();
  const settings = useAdminSettings();
  const data = settings.data;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('settings:heading')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('settings:intro')}</p>
        <nav aria-label={t('settings:heading')} className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-800 hover:border-brand-600 hover:text-brand-800">
                  {t(`settings:sections.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {settings.isPending ? (
        <Spinner />
      ) : !data ? (
        <AlertBanner tone="error">
          <p>{errorMessage(settings.error, t('settings:loadFailed'))}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('settings:retry')}
          </Button>
        </AlertBanner>
      ) : (
        // A section's form starts from the settings it was given: a new currency (its charges converted) or another
        // language (its digits) starts it again.
        <>
          <DeliverySection key={`delivery-${data.currency}-${locale}`} settings={data} locale={locale} />
          <ShopSection key={`shop-${locale}`} settings={data} locale={locale} />
          <ClaimsSection settings={data} />
          <PagesSection settings={data} />
          <CurrencySection key={`currency-${data.currency}`} settings={data} locale={locale} />
        </>
      )}
    </div>
  );
}
