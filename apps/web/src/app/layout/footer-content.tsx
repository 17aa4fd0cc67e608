import { BookOpen, Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import { LangText } from '../../components/ui/lang-text';
import { Link, useLocale } from '../../lib/locale';
import { currentShopYear, formatYear } from '../../lib/format';
import { t } from '../../lib/i18n';
import { deliveryDays, freeDeliveryThreshold } from '../../lib/shop-offer';
import { openingHours, shopAddressLines, shopPhones } from '../../lib/shop-contact';
import { shopName, useShopSettings } from '../../lib/shop-settings';
import { FooterNewsletter } from './footer-newsletter';
import './footer-messages';

const QUICK_LINKS = [
  { to: '/', key: 'common:nav.home' },
  { to: '/all-products', key: 'common:nav.allProducts' },
  { to: '/about', key: 'common:nav.about' },
  { to: '/contact', key: 'common:nav.contact' },
  { to: '/blogs', key: 'common:nav.blogs' },
  { to: '/request-a-book', key: 'storefront:footer.requestBook' },
  { to: '/track', key: 'storefront:footer.trackOrder' },
] as const;

const heading = 'text-sm font-bold tracking-wider text-white uppercase';
const link = 'hover:text-white hover:underline';

/**
 * Everything the footer says of the shop comes from its settings (issue 31): its name, address, phones, e-mail and
 * opening hours (what the owner left empty is not shown), and the delivery it offers (free over the threshold, cash on
 * delivery, the zones' days) instead of the spec's two hard-coded news items.
 */
export function FooterContent() {
  const year = formatYear(currentShopYear());
  const locale = useLocale();
  const settings = useShopSettings();
  const name = shopName(settings, locale);
  const address = settings ? shopAddressLines(settings, locale) : [];
  const phones = settings ? shopPhones(settings, locale) : [];
  const hours = settings ? openingHours(settings, locale) : [];
  const threshold = freeDeliveryThreshold(settings, locale);
  const days = settings && deliveryDays(settings, locale);
  return (
    <footer className="bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2 text-xl font-black text-white">
            <BookOpen aria-hidden="true" className="h-6 w-6" />
            <LangText text={name} />
          </Link>
          <p className="mt-3 text-sm text-brand-100">{t('storefront:footer.about')}</p>
          <h2 className={`${heading} mt-6`}>{t('storefront:footer.newsletterTitle')}</h2>
          <FooterNewsletter />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t('storefront:footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={`text-brand-100 ${link}`}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-delivery">
          <h2 id="footer-delivery" className={heading}>
            {t('storefront:footer.delivery')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {threshold && (
              <li data-testid="footer-free-delivery" className="flex gap-2 font-medium text-white">
                <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {t('storefront:footer.freeOver', { amount: threshold })}
              </li>
            )}
            {days && <li className="text-brand-100">{t('storefront:footer.deliveryDays', { days })}</li>}
            {settings?.cashOnDelivery && <li className="text-brand-100">{t('storefront:footer.cashOnDelivery')}</li>}
            <li>
              <Link to="/delivery" className={`text-brand-100 ${link}`}>
                {t('storefront:footer.deliveryLink')}
              </Link>
            </li>
            <li>
              <Link to="/returns" className={`text-brand-100 ${link}`}>
                {t('storefront:footer.returnsLink')}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('storefront:footer.contact')}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-brand-100">
            {address.length > 0 && (
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {address.map((line, index) => (
                    <LangText key={index} text={line} className="block" />
                  ))}
                </span>
              </p>
            )}
            {phones.map((phone) => (
              <p key={phone.href} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a href={phone.href} className={link}>
                  {phone.text}
                </a>
              </p>
            ))}
            {settings?.shop.email && (
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a href={`mailto:${settings.shop.email}`} lang="en" className={`break-all ${link}`}>
                  {settings.shop.email}
                </a>
              </p>
            )}
            {hours.length > 0 && (
              <div className="flex gap-2">
                <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <dl aria-label={t('storefront:footer.hours')} data-testid="footer-hours" className="space-y-1">
                  {hours.map((row) => (
                    <div key={row.days}>
                      <dt className="inline font-semibold text-white">{row.days}: </dt>
                      <dd className="inline">{row.hours ?? t('storefront:footer.closed')}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-brand-100 sm:flex-row sm:px-6">
          <p>{t('storefront:footer.copyright', { year, shop: name })}</p>
          <ul className="flex flex-wrap justify-center gap-4">
            <li>
              <Link to="/privacy" className={link}>
                {t('storefront:footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                {t('storefront:footer.terms')}
              </Link>
            </li>
            <li>
              {/* The sitemap for search engines (sitemaps.org XML), the same in both languages: a file, not a page of the app. */}
              <a href="/sitemap.xml" className={link}>
                {t('storefront:footer.sitemap')}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
