import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';

type Outcome = 'working' | 'done' | 'invalid' | 'failed';

/** Where the newsletter mails' links lead: following the link confirms (or unsubscribes) at once; the page says what happened. */
function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  useDocumentTitle(t(`newsletter:${action}.title`));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'invalid');
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    apiRequest<null>(`/newsletter/${action}`, { method: 'POST', body: { token } })
      .then(() => setOutcome('done'))
      .catch((error: unknown) => setOutcome((error as { status?: number }).status === 400 ? 'invalid' : 'failed'));
  }, [action, token]);

  const message =
    outcome === 'working'
      ? t(`newsletter:${action}.working`)
      : outcome === 'done'
        ? t(`newsletter:${action}.done`)
        : outcome === 'invalid'
          ? token
            ? t('newsletter:invalid')
            : t('newsletter:missingToken')
          : t('newsletter:failed');
  const Icon = outcome === 'working' ? Loader2 : outcome === 'done' ? CheckCircle2 : XCircle;

  return (
    <section aria-labelledby="newsletter-title" className="flex min-h-[60vh] items-center justify-center bg-paper px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <h1 id="newsletter-title" className="font-serif text-2xl font-bold text-stone-900">
          {t(`newsletter:${action}.title`)}
        </h1>
        <div role="status" className="mt-6 flex flex-col items-center gap-3">
          <Icon aria-hidden="true" className={`h-10 w-10 ${outcome === 'working' ? 'animate-spin text-stone-500' : outcome === 'done' ? 'text-brand-700' : 'text-red-700'}`} />
          <p className="text-stone-800">{message}</p>
        </div>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-8')}>
          {t('newsletter:home')}
        </Link>
      </div>
    </section>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
