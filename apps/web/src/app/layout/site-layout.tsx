import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { stripLocale } from '../../lib/locale';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { AccountKeeper } from '../../features/account-sync';
import { DemoNotice } from './demo-notice';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';

/** The footer is on every page except /login, /register and any /dashboard path. */
export function showsFooter(path: string): boolean {
  const pathname = stripLocale(path);
  return !(pathname === '/login' || pathname === '/register' || pathname === '/dashboard' || pathname.startsWith('/dashboard/'));
}

/** Marks the document once the page's own content is live (hydrated, or rendered in the browser); browser journeys wait for it. */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

export function SiteLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2">
        {t('common:nav.skipToContent')}
      </a>
      <ScrollToTop />
      <RouteFocus mainId="main" />
      <Navbar />
      <main id="main" className="flex-1">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner className="min-h-[60vh]" />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </ErrorBoundary>
      </main>
      {showsFooter(location.pathname) && <Footer />}
      <DemoNotice />
      <AccountKeeper />
    </div>
  );
}
