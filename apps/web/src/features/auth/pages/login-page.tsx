import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { currentLocale, t } from '../../../lib/i18n';
import { rememberLocale } from '../../../lib/locale-choice';
import { setSession, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import type { DemoAccount } from '@boipoka/shared';
import { loginFailureMessage, useLogin } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { readLoginRedirect, returnPath } from '../login-redirect';
import { endLogout } from '../../../lib/logout-intent';
import '../messages';
import { useShopName } from '../../../lib/shop-settings';

export const QUICK_FILL_DELAY_MS = 200;
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const CHECKOUT_MESSAGE_DELAY_MS = 1500;

export function LoginPage() {
  useDocumentTitle(t('auth:login.title'));
  const session = useSession();
  const shopName = useShopName();
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = readLoginRedirect(location.state);
  const login = useLogin();
  // Only a demo shop has demo accounts; the server tells which (their credentials are not in this code).
  const demoAccounts = useSiteInfo()?.demoAccounts ?? [];

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [remember, setRemember] = useState(true);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    endLogout();
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  // Sent here by the checkout: say why, 1.5 s after the redirect (SPEC §2 Checkout).
  useEffect(() => {
    if (redirect.reason !== 'checkout') return;
    const id = window.setTimeout(() => notify.error(t('auth:login.checkoutNeedsLogin')), CHECKOUT_MESSAGE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [redirect.reason]);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const quickFill = (account: DemoAccount) => {
    later(() => {
      setEmail(account.email);
      setPassword(account.password);
      setValidationError(null);
    }, QUICK_FILL_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setValidationError(t('auth:login.fillAll'));
      return;
    }
    setValidationError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => {
          setSignedIn(true);
          setSession({ user: data.user, accessToken: data.accessToken, refreshToken: data.refreshToken }, { remember });
          // The language this person is using now is their choice: the account keeps it for the shop's e-mails.
          if (data.user.locale && data.user.locale !== currentLocale()) rememberLocale(currentLocale());
          notify.success(t('auth:login.success'));
          const target = returnPath(redirect);
          later(() => navigate(target.to, { replace: true, state: target.state }), LOGIN_REDIRECT_DELAY_MS);
        },
        onError: (error) => notify.error(loginFailureMessage(error)),
      },
    );
  };

  if (session && !signedIn) {
    return (
      <AuthCard titleId="login-title" title={t('auth:login.alreadyTitle')} subtitle={t('auth:login.alreadyBody', { name: session.user.name, email: session.user.email })}>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/dashboard" className={buttonClasses('primary', 'md')}>
            {t('auth:login.goDashboard')}
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            {t('auth:login.goShop')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const busy = login.isPending || signedIn;
  return (
    <AuthCard titleId="login-title" title={t('auth:login.heading')} subtitle={t('auth:login.subtitle', { name: shopName })}>
      {demoAccounts.length > 0 && (
        <div className="mb-5">
          <p className="mb-2 text-center text-xs font-medium tracking-wide text-stone-600 uppercase">{t('auth:login.quickFill')}</p>
          <div className="grid grid-cols-2 gap-3">
            {demoAccounts.map((account) => (
              <Button key={account.role} variant="secondary" onClick={() => quickFill(account)} disabled={busy}>
                {t(account.role === 'admin' ? 'auth:login.adminLogin' : 'auth:login.userLogin')}
              </Button>
            ))}
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="login-title">
        {validationError && <AlertBanner tone="error">{validationError}</AlertBanner>}
        <FormField
          label={t('auth:login.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth:login.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <PasswordInput
          label={t('auth:login.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('auth:login.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <div>
            <label className="inline-flex items-center gap-2 text-stone-700">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} aria-describedby="remember-note" className="h-4 w-4 accent-brand-600" />
              {t('auth:login.rememberMe')}
            </label>
            <p id="remember-note" className="text-xs text-stone-600">
              {t(remember ? 'auth:login.rememberMeNote' : 'auth:login.rememberMeOffNote')}
            </p>
          </div>
          <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('auth:login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth:login.noAccount')} {/* Signing up instead keeps where the shopper was going (the checkout with its book). */}
        <Link to="/register" state={location.state} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('auth:login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
