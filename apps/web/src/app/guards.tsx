import { Outlet, useLocation } from 'react-router';
import { Link, Navigate } from '../lib/locale';
import { buttonClasses } from '../components/ui/button';
import { t } from '../lib/i18n';
import { isLoggingOut } from '../lib/logout-intent';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** Pages that need an account: without a session, go to /login and come back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // After a deliberate logout the next sign-in goes home, not back to the page that was left.
  if (!session) return <Navigate to="/login" replace state={isLoggingOut() ? undefined : { from: location }} />;
  return <Outlet />;
}

export function NotAllowedPage() {
  useDocumentTitle(t('common:notAllowed.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title" className="text-3xl font-bold">
        {t('common:notAllowed.title')}
      </h1>
      <p className="mt-3 text-stone-700">{t('common:notAllowed.body')}</p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('common:notAllowed.back')}
      </Link>
    </section>
  );
}

/** Admin screens: anyone else sees 'Not allowed' (the server refuses their calls anyway). */
export function AdminOnly() {
  const session = useSession();
  if (session?.user.role !== 'admin') return <NotAllowedPage />;
  return <Outlet />;
}
