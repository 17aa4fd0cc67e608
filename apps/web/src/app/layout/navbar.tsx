import { BookOpen, LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/locale';
import { LangText } from '../../components/ui/lang-text';
import { buttonClasses } from '../../components/ui/button';
import { useLogout } from '../../features/auth';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useShopName } from '../../lib/shop-settings';
import { useDismiss } from '../../lib/use-dismiss';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { NavbarCart } from './navbar-cart';
import { NavbarNotifications } from './navbar-notifications';

const LINKS = [
  { to: '/', key: 'home', end: true },
  { to: '/all-products', key: 'allProducts', end: false },
  { to: '/about', key: 'about', end: false },
  { to: '/contact', key: 'contact', end: false },
  { to: '/blogs', key: 'blogs', end: false },
] as const;

/** The bar gets a shadow once the page has scrolled more than this (SPEC §9). */
export const NAVBAR_SHADOW_SCROLL_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:text-brand-700'}`;
const mobileLink = ({ isActive }: { isActive: boolean }) => `block rounded-md px-3 py-2.5 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-800 hover:bg-stone-50'}`;

export function Navbar() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const scrolled = useScrolledPast(NAVBAR_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const name = useShopName();

  useDismiss(headerRef, menuOpen, () => setMenuOpen(false), menuButtonRef);
  // Navigating closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const authActions = (mobile: boolean) =>
    session ? (
      <>
        <Link to="/dashboard" className={mobile ? buttonClasses('secondary', 'md', 'w-full') : buttonClasses('ghost', 'sm')}>
          <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
          {t('common:nav.dashboard')}
        </Link>
        <button type="button" onClick={() => void logout()} className={mobile ? buttonClasses('danger', 'md', 'w-full') : buttonClasses('secondary', 'sm')}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t('common:nav.logout')}
        </button>
      </>
    ) : (
      <>
        <Link to="/login" className={mobile ? buttonClasses('secondary', 'md', 'w-full') : buttonClasses('ghost', 'sm')}>
          {t('common:nav.login')}
        </Link>
        <Link to="/register" className={buttonClasses('primary', mobile ? 'md' : 'sm', mobile ? 'w-full' : '')}>
          {t('common:nav.register')}
        </Link>
      </>
    );

  return (
    <header ref={headerRef} data-scrolled={scrolled} className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'shadow-md' : 'border-b border-stone-200'}`}>
      <nav aria-label={t('common:nav.mainNavigation')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-auto flex min-w-0 items-center gap-2 text-lg leading-tight font-black tracking-tight text-brand-700 sm:text-xl lg:mr-6">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
            <BookOpen aria-hidden="true" className="h-5 w-5" />
          </span>
          {/* The owner's name may be long: two short lines on a phone rather than pushing the cart off the bar. */}
          <LangText text={name} className="line-clamp-2 [overflow-wrap:anywhere]" />
        </Link>
        <ul className="mr-auto hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={desktopLink}>
                {t(`common:nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          {session && <NavbarNotifications userId={session.user._id} />}
          <NavbarCart />
          <LanguageSwitch className="hidden pl-2 lg:flex" />
          <div className="hidden items-center gap-2 pl-2 lg:flex">{authActions(false)}</div>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
          </button>
        </div>
      </nav>
      {/* A row of its own at every width: the whole width for the search at 360 px, no crowding of the links at 1280.
          The bar and this row are BELOW_SITE_HEADER's 7.25 rem (components/ui/selection-toolbar.ts). */}
      <div className="mx-auto max-w-3xl px-4 pb-3 sm:px-6">
        <HeaderSearch />
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden">
        <ul className="space-y-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={mobileLink}>
                {t(`common:nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mt-3 border-t border-stone-100 pt-3" />
        <div className="mt-3 grid grid-cols-2 gap-2 border-t border-stone-100 pt-3">{authActions(true)}</div>
      </div>
    </header>
  );
}
