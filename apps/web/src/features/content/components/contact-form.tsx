import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { ContactMessageField } from '../../../components/shop/contact-message-field';
import { sendContactMessage, validateContactMessage, type ContactField, type ContactMessage } from '../../../lib/contact-message';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../messages';

export const INQUIRY_TYPES = ['general', 'order', 'return', 'bulk'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
/** The success banner shows for 5 s (SPEC §9). */
export const SUCCESS_BANNER_MS = 5000;

interface ContactPageValues extends ContactMessage {
  phone: string;
  inquiryType: InquiryType;
}

const EMPTY: ContactPageValues = { inquiryType: 'general', name: '', email: '', phone: '', subject: '', message: '' };
const ORDER: (ContactField | 'phone')[] = ['name', 'email', 'subject', 'message', 'phone'];

/** The Contact page form: checked on submit in the order name, email, subject, message by the API's own rules, then sent to the shop. */
export function ContactForm() {
  const [values, setValues] = useState<ContactPageValues>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateContactMessage>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const change = (field: keyof ContactPageValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error clears as soon as its field is edited.
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    setSent(false);
    setFailure('');
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, t('storefront:contactForm.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h2 id="contact-form-title" className="text-2xl font-bold text-stone-900">
        {t('storefront:contact.formTitle')}
      </h2>
      {sent && (
        <div className="mt-4">
          <AlertBanner tone="success" onDismiss={() => setSent(false)}>
            {t('storefront:contact.success')}
          </AlertBanner>
        </div>
      )}
      {failure && (
        <div className="mt-4">
          <AlertBanner tone="error" onDismiss={() => setFailure('')}>
            {failure}
          </AlertBanner>
        </div>
      )}
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('storefront:contact.inquiryType')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {INQUIRY_TYPES.map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${values.inquiryType === type ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
            >
              <input type="radio" name="inquiryType" value={type} checked={values.inquiryType === type} onChange={change('inquiryType')} className="accent-brand-600" />
              {t(`storefront:contact.inquiryTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ContactMessageField idPrefix="contact" name="name" type="text" value={values.name} onChange={change('name')} error={errors.name} autoComplete="name" />
        <ContactMessageField idPrefix="contact" name="email" type="email" value={values.email} onChange={change('email')} error={errors.email} autoComplete="email" />
        <ContactMessageField idPrefix="contact" name="phone" type="tel" value={values.phone} onChange={change('phone')} error={errors.phone} autoComplete="tel" />
        <ContactMessageField idPrefix="contact" name="subject" type="text" value={values.subject} onChange={change('subject')} error={errors.subject} />
        <ContactMessageField idPrefix="contact" name="message" type="textarea" value={values.message} onChange={change('message')} error={errors.message} rows={6} />
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={sending}>
        {sending ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
        {sending ? t('storefront:contactForm.sending') : t('storefront:contactForm.send')}
      </Button>
    </form>
  );
}
