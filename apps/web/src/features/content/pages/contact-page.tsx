import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { LangText } from '../../../components/ui/lang-text';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { openingHours, shopAddressLines, shopPhones } from '../../../lib/shop-contact';
import { useShopSettings } from '../../../lib/shop-settings';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from '../components/contact-form';
import '../messages';

/**
 * Contact: the ways to reach the shop and where it is, from its settings (issue 31: the spec's three branches and their
 * hours were invented); a way the owner left empty is not offered.
 */
export function ContactPage() {
  useDocumentTitle(t('storefront:contact.documentTitle'));
  const locale = useLocale();
  const settings = useShopSettings();
  const phones = settings ? shopPhones(settings, locale) : [];
  const email = settings?.shop.email;
  const address = settings ? shopAddressLines(settings, locale) : [];
  const hours = settings ? openingHours(settings, locale) : [];
  const card = 'flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200';
  const icon = 'flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white';
  const action = 'mt-3 font-semibold text-brand-700 hover:underline';
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">{t('storefront:contact.title')}</h1>
          <p className="mt-4 text-lg text-brand-50">{t('storefront:contact.intro')}</p>
        </div>
      </section>

      <section aria-label={t('storefront:contact.waysLabel')} className="mx-auto -mt-8 flex max-w-5xl flex-wrap justify-center gap-4 px-4 sm:px-6 [&>*]:w-full sm:[&>*]:w-[calc((100%-2rem)/3)]">
        {phones.length > 0 && (
          <div className={card}>
            <span className={icon}>
              <Phone aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 className="mt-3 text-lg font-bold text-stone-900">{t('storefront:contact.call')}</h2>
            <p className="text-sm text-stone-600">{t('storefront:contact.callText')}</p>
            {phones.map((phone) => (
              <a key={phone.href} href={phone.href} className={action}>
                {phone.text}
              </a>
            ))}
          </div>
        )}
        {email && (
          <div className={card}>
            <span className={icon}>
              <Mail aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 className="mt-3 text-lg font-bold text-stone-900">{t('storefront:contact.email')}</h2>
            <p className="text-sm text-stone-600">{t('storefront:contact.emailText')}</p>
            <a href={`mailto:${email}`} lang="en" className={`${action} break-all`}>
              {email}
            </a>
          </div>
        )}
        <div className={card}>
          <span className={icon}>
            <MessageCircle aria-hidden="true" className="h-6 w-6" />
          </span>
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('storefront:contact.chat')}</h2>
          <p className="text-sm text-stone-600">{t('storefront:contact.chatText')}</p>
          {/* There is no chat service yet: the button says so rather than doing nothing. */}
          <button type="button" onClick={() => notify.info(t('storefront:contact.chatSoon'))} className={action}>
            {t('storefront:contact.startChat')}
          </button>
        </div>
      </section>

      <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 ${address.length > 0 || hours.length > 0 ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <ContactForm />
        {(address.length > 0 || hours.length > 0) && (
          <section aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="text-2xl font-bold text-stone-900">
              {t('storefront:contact.visit')}
            </h2>
            <div className="mt-4 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              {address.length > 0 && (
                <div className="flex gap-3 text-sm text-stone-700">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <address data-testid="shop-address" className="not-italic">
                    <span className="sr-only">{t('storefront:contact.address')}: </span>
                    {address.map((line, index) => (
                      <LangText key={index} text={line} className="block" />
                    ))}
                  </address>
                </div>
              )}
              {hours.length > 0 && (
                <div className="flex gap-3 text-sm">
                  <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <div className="flex-1">
                    <h3 className="font-semibold text-stone-900">{t('storefront:contact.hours')}</h3>
                    <dl data-testid="shop-hours" className="mt-1 space-y-1">
                      {hours.map((row) => (
                        <div key={row.days} className="flex justify-between gap-4">
                          <dt className="text-stone-700">{row.days}</dt>
                          <dd className={row.hours ? 'font-medium text-stone-900' : 'font-medium text-accent-600'}>{row.hours ?? t('storefront:contact.closed')}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </div>
              )}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
