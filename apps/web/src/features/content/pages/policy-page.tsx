import type { PolicyPage } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { PlainText } from '../../../components/ui/plain-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { Link, useLocale } from '../../../lib/locale';
import { policyPageQuery, useShopSettings } from '../../../lib/shop-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DeliveryZones } from '../components/delivery-zones';
import '../messages';

// Not the shared POLICY_PAGES: a value of the settings' schemas module would bring zod into the page's first load.
const POLICY_PAGES: PolicyPage[] = ['terms', 'privacy', 'returns', 'delivery'];

/**
 * Terms, Privacy, Returns and Delivery (issue 31): the text the owner wrote in Settings, or the shop's default
 * (GET /api/settings/pages/:page), rendered on the server. The Delivery page adds the zones and charges of the settings.
 */
function PolicyPageView({ page }: { page: PolicyPage }) {
  const title = t(`storefront:policy.${page}.title`);
  useDocumentTitle(title);
  const locale = useLocale();
  const text = useQuery(policyPageQuery(page));
  const settings = useShopSettings();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-14">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">{title}</h1>
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {page === 'delivery' && settings && <DeliveryZones settings={settings} locale={locale} />}
        {text.data ? (
          <article data-testid="policy-text" className="leading-relaxed text-stone-800">
            <PlainText text={text.data.text[locale]} />
          </article>
        ) : text.isError ? (
          <div role="alert" className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
            <p>{t('storefront:policy.failed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void text.refetch()}>
              {t('storefront:policy.retry')}
            </Button>
          </div>
        ) : (
          <div aria-busy="true" aria-label={t('storefront:policy.loading')} className="space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
          </div>
        )}
        <nav aria-labelledby="policy-nav" className="border-t border-stone-200 pt-6 text-sm">
          <h2 id="policy-nav" className="font-semibold text-stone-900">
            {t('storefront:policy.nav')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {POLICY_PAGES.filter((other) => other !== page).map((other) => (
              <li key={other}>
                <Link to={`/${other}`} className="font-medium text-brand-700 hover:underline">
                  {t(`storefront:policy.${other}.title`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact" className="font-medium text-brand-700 hover:underline">
                {t('storefront:policy.contact')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

export const TermsPage = () => <PolicyPageView page="terms" />;
export const PrivacyPage = () => <PolicyPageView page="privacy" />;
export const ReturnsPage = () => <PolicyPageView page="returns" />;
export const DeliveryPage = () => <PolicyPageView page="delivery" />;
