import { BD_DISTRICTS } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock, Eye, Mail, MapPin, Phone, Target } from 'lucide-react';
import { Link, useLocale } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { PlainText } from '../../../components/ui/plain-text';
import { aboutContent } from '../../../content/about';
import { formatInteger } from '../../../lib/format';
import { homeQuery } from '../../../lib/home-query';
import { t } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/shop-offer';
import { openingHours, shopAddressLines, shopPhones } from '../../../lib/shop-contact';
import { useShopSettings } from '../../../lib/shop-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { useShopName } from '../../../lib/shop-settings';

/** The shop's figures, as the home page shows them (GET /api/home), and the districts the checkout delivers to. */
const FIGURES = ['books', 'readers', 'ordersDelivered', 'districts'] as const;

export function AboutPage() {
  useDocumentTitle(t('storefront:about.documentTitle'));
  const about = aboutContent();
  const locale = useLocale();
  const settings = useShopSettings();

  const shopName = useShopName(); // What the shop says of itself beyond its figures: only what the owner wrote in Settings (issue 31).
  const claims = settings ? inLanguage(settings.claims, locale) : '';
  const stats = useQuery(homeQuery()).data?.stats;
  const figures: Partial<Record<(typeof FIGURES)[number], number>> = { ...stats, districts: BD_DISTRICTS.length };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('storefront:about.eyebrow', { name: shopName })}</p>
          <h1 className="mt-3 font-serif text-4xl font-bold sm:text-5xl">{t('storefront:about.title')}</h1>
          <p className="mt-5 text-lg text-brand-50">{t('storefront:about.intro', { districts: BD_DISTRICTS.length })}</p>
          {claims && (
            <div data-testid="shop-claims" aria-label={t('storefront:about.claimsLabel')} role="group" className="mt-4 text-lg font-medium text-white">
              <PlainText text={claims} />
            </div>
          )}
          <Link to="/all-products" className={buttonClasses('secondary', 'lg', 'mt-8')}>
            {t('storefront:about.cta')}
          </Link>
        </div>
      </section>

      <section aria-label={t('storefront:about.statsLabel', { name: shopName })} className="mx-auto -mt-8 max-w-5xl px-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200 md:grid-cols-4">
          {FIGURES.map((key) => (
            <div key={key} className="flex flex-col text-center">
              <dt className="text-sm text-stone-600">{t(`storefront:about.stats.${key}`)}</dt>
              <dd data-testid={`about-figure-${key}`} className="order-first text-3xl font-bold text-brand-700">
                {figures[key] === undefined ? '—' : formatInteger(figures[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
        {(
          [
            ['mission', Target, about.mission],
            ['vision', Eye, about.vision],
          ] as const
        ).map(([key, Icon, text]) => (
          <div key={key} className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 className="mt-4 text-2xl font-bold text-stone-900">{t(`storefront:about.${key}`)}</h2>
            <p className="mt-3 text-stone-700">{text}</p>
          </div>
        ))}
      </section>

      {settings && <FindUs />}
    </>
  );
}

/** Where the shop is and how to reach it, from its settings; nothing when the owner has given none of it. */
function FindUs() {
  const locale = useLocale();
  const settings = useShopSettings()!;
  const address = shopAddressLines(settings, locale);
  const phones = shopPhones(settings, locale);
  const email = settings.shop.email;
  const hours = openingHours(settings, locale);
  if (!address.length && !phones.length && !email && !hours.length) return null;
  const row = 'flex gap-3';
  const icon = 'mt-0.5 h-5 w-5 shrink-0 text-brand-700';
  return (
    <section aria-labelledby="find-us-heading" className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="find-us-heading" className="text-center font-serif text-3xl font-bold text-stone-900">
          {t('storefront:about.findUs')}
        </h2>
        <div className="mt-8 grid gap-6 rounded-2xl bg-paper p-6 text-stone-800 ring-1 ring-stone-200 sm:grid-cols-2">
          <address className="space-y-3 not-italic">
            {address.length > 0 && (
              <p className={row}>
                <MapPin aria-hidden="true" className={icon} />
                <span>
                  {address.map((line, index) => (
                    <LangText key={index} text={line} className="block" />
                  ))}
                </span>
              </p>
            )}
            {phones.map((phone) => (
              <p key={phone.href} className={row}>
                <Phone aria-hidden="true" className={icon} />
                <a href={phone.href} className="font-medium text-brand-700 hover:underline">
                  {phone.text}
                </a>
              </p>
            ))}
            {email && (
              <p className={row}>
                <Mail aria-hidden="true" className={icon} />
                <a href={`mailto:${email}`} lang="en" className="font-medium break-all text-brand-700 hover:underline">
                  {email}
                </a>
              </p>
            )}
          </address>
          {hours.length > 0 && (
            <div className={row}>
              <Clock aria-hidden="true" className={icon} />
              <dl className="flex-1 space-y-1 text-sm">
                {hours.map((entry) => (
                  <div key={entry.days} className="flex justify-between gap-4">
                    <dt>{entry.days}</dt>
                    <dd className="font-medium">{entry.hours ?? t('storefront:contact.closed')}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
        <p className="mt-6 text-center">
          <Link to="/contact" className={buttonClasses('primary', 'md')}>
            {t('storefront:about.writeToUs')}
          </Link>
        </p>
      </div>
    </section>
  );
}
