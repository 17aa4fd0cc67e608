import { MIN_PASSWORD_LENGTH, registerInput } from '@boipoka/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatInteger } from '../../../lib/format';
import { useShopSettings } from '../../../lib/shop-settings';
import { useLogin } from '../api/use-login';
import { useRegister } from '../api/use-register';
import { readLoginRedirect, returnPath } from '../login-redirect';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import '../messages';

export const REGISTER_REDIRECT_DELAY_MS = 2000;

/**
 * 'I agree to the Terms of Service and Privacy Policy', each a link to its page in the page's language, opened in a new
 * tab so the form keeps what was typed (issue 31: they led nowhere). A link inside the label does not tick the box.
 */
function TermsAgreement() {
  const [before, middle, after] = t('auth:register.terms', { terms: '\uE000', privacy: '\uE001' }).split(/[\uE000\uE001]/);
  const link = (to: string, label: string) => (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline hover:text-brand-800">
      {label}
      <span className="sr-only"> {t('auth:register.newTab')}</span>
    </Link>
  );
  return (
    <span>
      {before}
      {link('/terms', t('auth:register.termsLink'))}
      {middle}
      {link('/privacy', t('auth:register.privacyLink'))}
      {after}
    </span>
  );
}

/** The first rule the form breaks, in the order the shop states them (SPEC §5), or null. */
export function registrationProblem(fields: { name: string; email: string; password: string; terms: boolean }): string | null {
  if (!fields.name.trim() || !fields.email.trim() || !fields.password) return t('auth:register.fillAll');
  if (fields.password.length < MIN_PASSWORD_LENGTH) return t('auth:register.tooShort');
  const parsed = registerInput.safeParse({ name: fields.name, email: fields.email, password: fields.password });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? t('auth:register.generic');
  if (!fields.terms) return t('auth:register.termsRequired');
  return null;
}

export function RegisterPage() {
  useDocumentTitle(t('auth:register.title'));
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here from the sign-in page on the way to somewhere (the checkout): the new account goes on there, signed in.
  const redirect = readLoginRedirect(location.state);
  const register = useRegister();
  const login = useLogin();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const memberPercent = useShopSettings()?.newMemberDiscountPercent ?? 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = registrationProblem({ name, email, password, terms });
    setProblem(found);
    if (found) return;
    register.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: (envelope) => {
          if (!envelope.success) {
            notify.error(t('auth:register.failed'));
            return;
          }
          setRegistered(true);
          notify.success(t('auth:register.success'));
          if (!redirect.from) {
            timer.current = window.setTimeout(() => navigate('/login'), REGISTER_REDIRECT_DELAY_MS);
            return;
          }
          // The account exists: sign it in with what was just typed and go back where the shopper was going.
          login.mutate(
            { email: email.trim(), password },
            {
              onSuccess: (data) => {
                setSession({ user: data.user, accessToken: data.accessToken, refreshToken: data.refreshToken });
                const target = returnPath(redirect);
                navigate(target.to, { replace: true, state: target.state });
              },
              // Signing in failed (rare: the network): the sign-in page still knows where to go afterwards.
              onError: () => navigate('/login', { state: location.state }),
            },
          );
        },
        onError: (error) => {
          notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('auth:register.generic'));
        },
      },
    );
  };

  const busy = register.isPending || login.isPending || registered;
  return (
    <AuthCard titleId="register-title" title={t('auth:register.heading')} subtitle={t('auth:register.subtitle')}>
      {/* The claim only while the shop gives it (Settings): a first order then takes it by itself. */}
      {memberPercent > 0 && (
        <p className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-center text-sm font-medium text-green-900 ring-1 ring-green-200" data-testid="member-claim">
          {t('auth:register.memberClaim', { percent: formatInteger(memberPercent) })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="register-title">
        {problem && <AlertBanner tone="error">{problem}</AlertBanner>}
        <FormField
          label={t('auth:register.name')}
          name="name"
          autoComplete="name"
          placeholder={t('auth:register.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <FormField
          label={t('auth:register.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth:register.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <div>
          <PasswordInput
            label={t('auth:register.password')}
            name="password"
            autoComplete="new-password"
            placeholder={t('auth:register.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <label className="flex items-start gap-2 text-sm text-stone-700">
          <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} required className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
          <TermsAgreement />
        </label>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {register.isPending ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-stone-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        {t('auth:register.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {/* Not built yet: the button says so instead of pretending. */}
      <Button variant="secondary" size="lg" className="w-full" aria-describedby="google-note" onClick={() => notify.info(t('auth:register.googleUnavailable'))}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8Z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
        </svg>
        {t('auth:register.google')}
      </Button>
      <p id="google-note" className="mt-1 text-center text-xs text-stone-600">
        {t('auth:register.googleUnavailable')}
      </p>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth:register.haveAccount')}{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('auth:register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
