import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Navigate } from '../../lib/locale';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { BELOW_SITE_HEADER } from '../../components/ui/selection-toolbar';
import { isLoggingOut } from '../../lib/logout-intent';
import '../../features/dashboard';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { DashboardSidebar } from './dashboard-sidebar';

/**
 * The dashboard shell (SPEC §2): without a signed-in role, to /login (and back here afterwards). A fixed sidebar
 * on wide screens; on small ones a drawer behind a toggle that closes on Escape, an outside click or navigation.
 */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (!session?.user.role) return <Navigate to="/login" replace state={isLoggingOut() ? undefined : { from: location }} />;

  return (
    <div className="bg-stone-50">
      <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-7xl">
        <aside className="hidden w-64 shrink-0 border-r border-stone-200 bg-white lg:block">
          {/* Under the site header (the end of a long page shows the end of a sidebar taller than what the header leaves). */}
          <div className={`sticky ${BELOW_SITE_HEADER}`}>
            <DashboardSidebar session={session} />
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <div className={`sticky ${BELOW_SITE_HEADER} z-20 flex items-center gap-3 border-b border-stone-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden`}>
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="dashboard-drawer"
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
              {t('dashboard:menu.label')}
            </button>
          </div>
          <div className="px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<Spinner className="min-h-[40vh]" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
        </div>
      </div>

      {menuOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div data-testid="dashboard-overlay" aria-hidden="true" className="absolute inset-0 bg-black/40" onClick={() => setMenuOpen(false)} />
          <div id="dashboard-drawer" ref={drawerRef} className="relative flex h-full w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl">
            <div className="flex justify-end p-2">
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  toggleRef.current?.focus();
                }}
                aria-label={t('dashboard:menu.close')}
                className="rounded p-2 text-stone-600 hover:bg-stone-100"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <DashboardSidebar session={session} onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
