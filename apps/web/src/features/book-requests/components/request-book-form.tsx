import type { BookRequestErrorCode, BookRequestField } from '@boipoka/shared';
import { Loader2, Send } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { BOOK_REQUEST_FORM_ORDER, bookRequestBody, EMPTY_BOOK_REQUEST, validateBookRequest, type BookRequestFormValues } from '../lib/book-request-form';
import '../messages';

type FieldErrors = Partial<Record<BookRequestField, string>>;

const errorText = (code: BookRequestErrorCode) => t(`book-requests:errors.${code}`);

/**
 * Request a book (issue 34): a title, an author, and how to be told. Checked by the API's own rules before sending; a
 * signed-in reader is told through the account (its e-mail unless another is given), a visitor gives a phone or an e-mail.
 */
export function RequestBookForm({ initialTitle = '' }: { initialTitle?: string }) {
  const session = useSession();
  const signedIn = Boolean(session);
  const [values, setValues] = useState<BookRequestFormValues>({ ...EMPTY_BOOK_REQUEST, title: initialTitle });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: BookRequestField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error clears as soon as its field is edited; the contact's pair clears together.
    setErrors((current) => (field === 'phone' || field === 'email' ? { ...current, phone: undefined, email: undefined } : { ...current, [field]: undefined }));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = BOOK_REQUEST_FORM_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Boolean(first);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const codes = validateBookRequest(values, signedIn);
    const found: FieldErrors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorText(code)]));
    setErrors(found);
    if (focusFirst(found)) return;
    setSending(true);
    setSent('');
    setFailure('');
    try {
      const { sendBookRequest } = await import('../api/book-requests-api');
      const saved = await sendBookRequest(bookRequestBody(values), signedIn);
      setValues(EMPTY_BOOK_REQUEST);
      setSent(saved.title);
    } catch (error) {
      // The server's refusals name their fields, in the page's language.
      if (error instanceof ApiError && error.errors.length > 0) {
        const fromServer: FieldErrors = {};
        for (const issue of error.errors) if ((BOOK_REQUEST_FORM_ORDER as readonly string[]).includes(issue.path)) fromServer[issue.path as BookRequestField] ??= issue.message;
        setErrors(fromServer);
        focusFirst(fromServer);
      }
      setFailure(errorMessage(error, t('book-requests:form.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="request-book-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h2 id="request-book-title" className="text-2xl font-bold text-stone-900">
        {t('book-requests:form.heading')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{signedIn ? t('book-requests:form.signedInNote') : t('book-requests:form.visitorNote')}</p>
      {sent && (
        <div className="mt-4">
          <AlertBanner tone="success" onDismiss={() => setSent('')}>
            {t('book-requests:form.success', { title: sent })}
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
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormField className="sm:col-span-2" label={t('book-requests:form.title')} name="title" value={values.title} onChange={change('title')} error={errors.title} required />
        <FormField className="sm:col-span-2" label={t('book-requests:form.author')} name="author" value={values.author} onChange={change('author')} error={errors.author} />
        <FormField label={t('book-requests:form.phone')} name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={change('phone')} error={errors.phone} />
        <FormField label={t('book-requests:form.email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} />
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={sending}>
        {sending ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
        {sending ? t('book-requests:form.sending') : t('book-requests:form.send')}
      </Button>
    </form>
  );
}
