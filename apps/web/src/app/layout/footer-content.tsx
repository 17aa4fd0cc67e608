import { BookOpen, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../../lib/locale';
import { footerNews } from '../../content/footer-news';
import { SHOP_CONTACT, shopAddressLines, shopPhone } from '../../content/shop-contact';
import { currentShopYear, formatLongDate, formatYear } from '../../lib/format';
import { t } from '../../lib/i18n';
import { FooterNewsletter } from './footer-newsletter';
import './footer-messages';

const QUICK_LINKS = [
  { to: '/', key: 'common:nav.home' },
  { to: '/all-products', key: 'common:nav.allProducts' },
  { to: '/about', key: 'common:nav.about' },
  { to: '/contact', key: 'common:nav.contact' },
  { to: '/blogs', key: 'common:nav.blogs' },
] as const;

// There are no policy or sitemap pages yet (SPEC §2 had dead links); they lead to the About page, which carries the shop's details.
const LEGAL_LINKS = ['privacy', 'terms', 'sitemap'] as const;

const heading = 'text-sm font-bold tracking-wider text-white uppercase';

export function FooterContent() {
  const year = formatYear(currentShopYear());
  return (
    <footer className="bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2 text-xl font-black text-white">
            <BookOpen aria-hidden="true" className="h-6 w-6" />
            {t('common:brand.name')}
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
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className={heading}>
            {t('storefront:footer.news')}
          </h2>
          <ul className="mt-4 space-y-4">
            {footerNews().map((item) => (
              <li key={item.title}>
                <p className="text-sm font-medium text-white">{item.title}</p>
                <p className="mt-1 text-xs text-brand-200">{formatLongDate(item.date)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('storefront:footer.contact')}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-brand-100">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {shopAddressLines().map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={SHOP_CONTACT.phoneHref} className="hover:text-white hover:underline">
                {shopPhone()}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${SHOP_CONTACT.email}`} className="hover:text-white hover:underline">
                {SHOP_CONTACT.email}
              </a>
            </p>
            <p className="flex gap-2 font-semibold text-white">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {t('storefront:footer.openDays')}
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-brand-100 sm:flex-row sm:px-6">
          <p>{t('storefront:footer.copyright', { year })}</p>
          <ul className="flex gap-4">
            {LEGAL_LINKS.map((key) => (
              <li key={key}>
                <Link to="/about" className="hover:text-white hover:underline">
                  {t(`storefront:footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
