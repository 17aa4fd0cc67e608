import {
  BarChart3,
  BookHeart,
  BookPlus,
  ClipboardList,
  FolderTree,
  Heart,
  History,
  Inbox,
  KeyRound,
  Library,
  LogOut,
  Mail,
  MapPin,
  MessageSquareText,
  Package,
  Settings,
  Store,
  TicketPercent,
  BadgePercent,
  TrendingUp,
  UserCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, Link } from '../../lib/locale';
import { useLogout } from '../../features/auth';
import { useDashboardStats } from '../../features/dashboard';
import '../../lib/accounts-messages';
import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { Session } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { LangText } from '../../components/ui/lang-text';

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The menu by role (SPEC §2 Dashboard shell). */
export function dashboardMenu(role: string): MenuItem[] {
  if (role === 'admin') {
    return [
      { to: '/dashboard/book-form', label: 'dashboard:menu.addBook', icon: BookPlus },
      { to: '/dashboard/book-list', label: 'dashboard:menu.bookManagement', icon: Library },
      { to: '/dashboard/categories', label: 'dashboard:menu.catalogue', icon: FolderTree },
      { to: '/dashboard/user-management', label: 'dashboard:menu.userManagement', icon: Users },
      { to: '/dashboard/order-dashboard', label: 'dashboard:menu.orderManagement', icon: ClipboardList },
      { to: '/dashboard/promotions', label: 'dashboard:menu.promotions', icon: TicketPercent },
      { to: '/dashboard/sales', label: 'dashboard:menu.sales', icon: BadgePercent },
      { to: '/dashboard/book-requests', label: 'dashboard:menu.bookRequests', icon: BookHeart },
      { to: '/dashboard/reports', label: 'dashboard:menu.reports', icon: BarChart3 },
      { to: '/dashboard/audit', label: 'dashboard:menu.audit', icon: History },
      { to: '/dashboard/messages', label: 'dashboard:menu.messages', icon: Inbox },
      { to: '/dashboard/outbox', label: 'dashboard:menu.outbox', icon: Mail },
      { to: '/dashboard/reviews', label: 'dashboard:menu.reviews', icon: MessageSquareText },
      { to: '/dashboard/settings', label: 'dashboard:menu.settings', icon: Settings },
    ];
  }
  return [
    { to: '/dashboard/user-pass', label: 'dashboard:menu.updatePassword', icon: KeyRound },
    { to: '/dashboard/user-orders', label: 'dashboard:menu.myOrders', icon: Package },
    { to: '/dashboard/wishlist', label: 'accounts:menu.wishlist', icon: Heart },
    { to: '/dashboard/addresses', label: 'accounts:menu.addresses', icon: MapPin },
    { to: '/dashboard/user-route3', label: 'dashboard:menu.myProfile', icon: UserCircle },
  ];
}

/** The real figure in place of the spec's fixed 'Total Orders 156' card: the customer's orders, or today's orders for admins. */
function FigureCard({ isAdmin }: { isAdmin: boolean }) {
  const stats = useDashboardStats();
  const value = isAdmin ? stats.data?.ordersToday : stats.data?.myOrders;
  const note = isAdmin ? (stats.data?.totalBooks === undefined ? '' : t('dashboard:card.ordersTodayNote', { books: formatInteger(stats.data.totalBooks) })) : t('dashboard:card.myOrdersNote');
  // A figure and what it counts: a term and its value (a large bold paragraph read as an unmarked heading, axe p-as-heading).
  return (
    <dl className="rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white shadow">
      <dt className="flex items-center gap-2 text-sm text-brand-50">
        <TrendingUp aria-hidden="true" className="h-4 w-4" />
        {isAdmin ? t('dashboard:card.ordersToday') : t('dashboard:card.totalOrders')}
      </dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid="sidebar-figure">
        {value === undefined ? '—' : formatInteger(value)}
      </dd>
      {note && <dd className="mt-1 text-xs text-brand-50">{note}</dd>}
    </dl>
  );
}

export function DashboardSidebar({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const logout = useLogout();
  const { user } = session;
  const name = user.name || t('dashboard:user.fallbackName');
  const isAdmin = user.role === 'admin';
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${isActive ? 'bg-brand-600 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'}`;

  return (
    <div className="flex h-full flex-col gap-5 p-4">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <LangText as="p" text={name} className="truncate font-semibold text-stone-900" />
          <p className="text-xs text-stone-600 first-letter:uppercase">{t('dashboard:user.account', { role: t(`common:roles.${user.role}`) })}</p>
        </div>
      </div>
      <FigureCard isAdmin={isAdmin} />
      <nav aria-label={t('dashboard:menu.label')} className="flex-1">
        <ul className="space-y-1">
          {dashboardMenu(user.role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClasses} onClick={onNavigate}>
                <item.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-stone-200 pt-4">
        <LanguageSwitch className="px-1.5 pb-2" />
        <Link to="/" onClick={onNavigate} className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100">
          <Store aria-hidden="true" className="h-5 w-5" />
          {t('dashboard:menu.backToShop')}
        </Link>
        <button type="button" onClick={() => void logout()} className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50">
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {t('dashboard:menu.logout')}
        </button>
      </div>
    </div>
  );
}
