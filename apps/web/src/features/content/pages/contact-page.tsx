import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { branches, SHOP_CONTACT, shopPhone } from '../../../content/shop-contact';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from '../components/contact-form';
import '../messages';

export function ContactPage() {
  useDocumentTitle(t('storefront:contact.documentTitle'));
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

      <section aria-label={t('storefront:contact.waysLabel')} className="mx-auto -mt-8 grid max-w-5xl gap-4 px-4 sm:grid-cols-3 sm:px-6">
        <div className={card}>
          <span className={icon}>
            <Phone aria-hidden="true" className="h-6 w-6" />
          </span>
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('storefront:contact.call')}</h2>
          <p className="text-sm text-stone-600">{t('storefront:contact.callText')}</p>
          <a href={SHOP_CONTACT.phoneHref} className={action}>
            {shopPhone()}
          </a>
        </div>
        <div className={card}>
          <span className={icon}>
            <Mail aria-hidden="true" className="h-6 w-6" />
          </span>
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('storefront:contact.email')}</h2>
          <p className="text-sm text-stone-600">{t('storefront:contact.emailText')}</p>
          <a href={`mailto:${SHOP_CONTACT.supportEmail}`} className={`${action} break-all`}>
            {SHOP_CONTACT.supportEmail}
          </a>
        </div>
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

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <section aria-labelledby="branches-heading">
          <h2 id="branches-heading" className="text-2xl font-bold text-stone-900">
            {t('storefront:contact.branches')}
          </h2>
          <ul className="mt-4 space-y-4">
            {branches().map((branch) => (
              <li key={branch.city} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <h3 className="text-lg font-semibold text-stone-900">{branch.city}</h3>
                <p className="mt-2 flex gap-2 text-sm text-stone-700">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  {branch.address}
                </p>
                <p className="mt-1 flex gap-2 text-sm text-stone-700">
                  <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  {branch.phone}
                </p>
                <p className="mt-1 flex gap-2 text-sm font-medium text-stone-900">
                  <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  {branch.hours}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
