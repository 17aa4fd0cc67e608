import { Clock, Loader2, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ContactMessageField } from '../../../components/shop/contact-message-field';
import { LangText } from '../../../components/ui/lang-text';
import { useLocale } from '../../../lib/locale';
import { openingHours, shopAddressLines, shopPhones } from '../../../lib/shop-contact';
import { useShopSettings } from '../../../lib/shop-settings';
import { sendContactMessage, validateContactMessage, type ContactField, type ContactMessage } from '../../../lib/contact-message';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { DemoMap } from './demo-map';
import '../messages';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * The home page's contact block: the shop's address, phones, e-mail and hours from its settings (each only when the
 * owner gave it), a four-field form (sent to the shop, toast, clears) and a demo map.
 */
export function HomeContactSection() {
  const locale = useLocale();
  const settings = useShopSettings();
  const address = settings ? shopAddressLines(settings, locale) : [];
  const phones = settings ? shopPhones(settings, locale) : [];
  const email = settings?.shop.email;
  const hours = settings ? openingHours(settings, locale) : [];
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateContactMessage>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      notify.success(t('storefront:contactForm.sent'));
    } catch (error) {
      notify.error(errorMessage(error, t('storefront:contactForm.failed')));
    } finally {
      setSending(false);
    }
  }

  const card = 'flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200';
  const icon = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white';

  return (
    <section aria-labelledby="home-contact-heading" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="home-contact-heading" className="font-serif text-3xl font-bold text-stone-900">
            {t('storefront:homeContact.title')}
          </h2>
          <p className="mt-3 text-stone-700">{t('storefront:homeContact.subtitle')}</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            {address.length > 0 && (
              <div className={card}>
                <span className={icon}>
                  <MapPin aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{t('storefront:homeContact.address')}</h3>
                  {address.map((line, index) => (
                    <LangText key={index} as="p" text={line} className="text-sm text-stone-700" />
                  ))}
                </div>
              </div>
            )}
            {(phones.length > 0 || email) && (
              <div className="grid gap-4 sm:grid-cols-2">
                {phones.length > 0 && (
                  <div className={card}>
                    <span className={icon}>
                      <Phone aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <div>
                      <h3 className="font-semibold text-stone-900">{t('storefront:homeContact.phone')}</h3>
                      {phones.map((phone) => (
                        <a key={phone.href} href={phone.href} className="block text-sm text-brand-700 hover:underline">
                          {phone.text}
                        </a>
                      ))}
                    </div>
                  </div>
                )}
                {email && (
                  <div className={card}>
                    <span className={icon}>
                      <Mail aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <div className="min-w-0">
                      <h3 className="font-semibold text-stone-900">{t('storefront:homeContact.email')}</h3>
                      <a href={`mailto:${email}`} lang="en" className="text-sm break-all text-brand-700 hover:underline">
                        {email}
                      </a>
                    </div>
                  </div>
                )}
              </div>
            )}
            {hours.length > 0 && (
              <div className={card}>
                <span className={icon}>
                  <Clock aria-hidden="true" className="h-5 w-5" />
                </span>
                <div className="flex-1">
                  <h3 className="font-semibold text-stone-900">{t('storefront:homeContact.hours')}</h3>
                  <dl className="mt-1 space-y-1 text-sm">
                    {hours.map((row) => (
                      <div key={row.days} className="flex justify-between gap-4">
                        <dt className="text-stone-700">{row.days}</dt>
                        <dd className="font-medium text-stone-900">{row.hours ?? t('storefront:homeContact.closed')}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
            )}
            <DemoMap />
          </div>
          <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="home-contact-form-title" className="rounded-2xl bg-paper p-6 ring-1 ring-stone-200 sm:p-8">
            <h3 id="home-contact-form-title" className="text-xl font-bold text-stone-900">
              {t('storefront:homeContact.formTitle')}
            </h3>
            <div className="mt-6 grid gap-4 sm:grid-cols-2">
              <ContactMessageField idPrefix="home-contact" name="name" type="text" value={values.name} onChange={change('name')} error={errors.name} autoComplete="name" />
              <ContactMessageField idPrefix="home-contact" name="email" type="email" value={values.email} onChange={change('email')} error={errors.email} autoComplete="email" />
              <ContactMessageField idPrefix="home-contact" name="subject" type="text" value={values.subject} onChange={change('subject')} error={errors.subject} />
              <ContactMessageField idPrefix="home-contact" name="message" type="textarea" value={values.message} onChange={change('message')} error={errors.message} />
            </div>
            <Button type="submit" size="lg" className="mt-6 w-full" disabled={sending}>
              {sending ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
              {sending ? t('storefront:contactForm.sending') : t('storefront:contactForm.send')}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
