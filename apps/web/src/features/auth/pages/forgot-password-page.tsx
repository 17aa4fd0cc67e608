import { Loader2, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestPasswordReset } from '../api/password-reset-api';
import { AuthCard } from '../components/auth-card';
import '../messages';

/** Asks for a reset link by mail; says only what is true (a link went out if the address has an account). */
export function ForgotPasswordPage() {
  useDocumentTitle(t('auth:forgot.title'));
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    setFailure('');
    try {
      await requestPasswordReset(email.trim());
      setState('sent');
    } catch (error) {
      setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('auth:forgot.failed'));
      setState('idle');
    }
  }

  return (
    <AuthCard titleId="forgot-title" title={t('auth:forgot.heading')}>
      {state === 'sent' ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <p className="text-sm leading-6 text-stone-800">{t('auth:forgot.sent')}</p>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm leading-6 text-stone-700">{t('auth:forgot.body')}</p>
          {failure && (
            <AlertBanner tone="error" onDismiss={() => setFailure('')}>
              {failure}
            </AlertBanner>
          )}
          <FormField label={t('auth:forgot.email')} id="forgot-email" name="email" type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" size="lg" className="w-full" disabled={state === 'sending'}>
            {state === 'sending' && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
            {state === 'sending' ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
          </Button>
        </form>
      )}
      <div className="mt-6">
        <Link to="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('auth:forgot.backToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
