import { Mail } from 'lucide-react';
import { Link } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import '../messages';

/** No self-service reset exists yet: the page says how to get help instead of a dead link. */
export function ForgotPasswordPage() {
  useDocumentTitle(t('auth:forgot.title'));
  const supportEmail = t('auth:forgot.supportEmail');
  return (
    <AuthCard titleId="forgot-title" title={t('auth:forgot.heading')}>
      <p className="text-sm leading-6 text-stone-700">{t('auth:forgot.body')}</p>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-800">
        <Mail aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {t('auth:forgot.emailUs')}{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
          {supportEmail}
        </a>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/contact" className={buttonClasses('primary', 'md', 'flex-1')}>
          {t('auth:forgot.contact')}
        </Link>
        <Link to="/login" className={buttonClasses('secondary', 'md', 'flex-1')}>
          {t('auth:forgot.backToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
