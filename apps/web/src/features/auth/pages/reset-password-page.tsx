import { MIN_PASSWORD_LENGTH } from '@boipoka/shared';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resetPassword } from '../api/password-reset-api';
import { AuthCard } from '../components/auth-card';
import '../messages';

/** The page of the mailed link (`?token=`): a new password by the rules of SPEC §5; every session of the account ends. */
export function ResetPasswordPage() {
  useDocumentTitle(t('auth:reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field?: 'password' | 'confirm'; message: string; linkDead?: boolean } | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError({ field: 'password', message: t('auth:reset.tooShort') });
    if (password !== confirm) return setError({ field: 'confirm', message: t('auth:reset.mismatch') });
    setError(null);
    setState('saving');
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (failure) {
      setState('idle');
      const tokenRefused = failure instanceof ApiError && failure.errors.some((e) => e.path === 'token');
      setError(
        tokenRefused ? { message: t('auth:reset.invalid'), linkDead: true } : { message: failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t('auth:reset.failed') },
      );
    }
  }

  if (!token) {
    return (
      <AuthCard titleId="reset-title" title={t('auth:reset.heading')}>
        <AlertBanner tone="error">{t('auth:reset.missingToken')}</AlertBanner>
        <Link to="/forgot-password" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth:reset.askNew')}
        </Link>
      </AuthCard>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard titleId="reset-title" title={t('auth:reset.heading')}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <p className="text-sm leading-6 text-stone-800">{t('auth:reset.done')}</p>
        </div>
        <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth:reset.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard titleId="reset-title" title={t('auth:reset.heading')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm leading-6 text-stone-700">{t('auth:reset.body')}</p>
        {error && !error.field && (
          <AlertBanner tone="error" onDismiss={() => setError(null)}>
            {error.message}
          </AlertBanner>
        )}
        {error?.linkDead && (
          <Link to="/forgot-password" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('auth:reset.askNew')}
          </Link>
        )}
        <PasswordInput
          label={t('auth:reset.newPassword')}
          id="reset-password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          error={error?.field === 'password' ? error.message : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <PasswordInput
          label={t('auth:reset.confirmPassword')}
          id="reset-confirm"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          error={error?.field === 'confirm' ? error.message : undefined}
          onChange={(event) => {
            setConfirm(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={state === 'saving'}>
          {state === 'saving' && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
          {state === 'saving' ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
