import { BookOpen, CalendarCheck, Clock, Heart, Package, Users, Wallet } from 'lucide-react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboardStats } from '../api/use-dashboard-stats';
import { useWishlist } from '../../wishlist';
import '../../../lib/accounts-messages';
import { StatTile } from '../components/stat-tile';
import '../messages';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';

const count = (value: number | undefined) => (value === undefined ? null : formatInteger(value));

/** Any dashboard path without its own screen: who is signed in, and their real figures. */
export function WelcomePage() {
  useDocumentTitle(t('dashboard:title'));
  const session = useSession();
  const stats = useDashboardStats();
  const wishlist = useWishlist();
  if (!session) return null;
  const { user } = session;
  const name = user.name || t('dashboard:user.fallbackName');
  const data = stats.data;
  const isAdmin = user.role === 'admin';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
          <MessageWithText message={(slot) => t('dashboard:welcome.title', { name: slot })} text={name} />
        </h1>
        <p className="mt-1 text-stone-600">{t('dashboard:welcome.subtitle')}</p>
      </div>
      <dl className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-sm text-stone-600">{t('dashboard:welcome.role')}</dt>
          <dd className="font-semibold text-stone-900 capitalize">{t(`common:roles.${user.role}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('dashboard:welcome.name')}</dt>
          <LangText as="dd" text={name} className="font-semibold break-words text-stone-900" />
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('dashboard:welcome.email')}</dt>
          <dd className="font-semibold break-all text-stone-900">
            {user.email ? (
              <span lang="en" translate="no">
                {user.email}
              </span>
            ) : (
              t('dashboard:welcome.noEmail')
            )}
          </dd>
        </div>
      </dl>
      {stats.isError && <AlertBanner tone="error">{t('dashboard:welcome.statsFailed')}</AlertBanner>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {isAdmin ? (
          <>
            <StatTile label={t('dashboard:welcome.totalBooks')} value={count(data?.totalBooks)} icon={BookOpen} tone="green" />
            <StatTile label={t('dashboard:welcome.activeUsers')} value={count(data?.activeUsers)} icon={Users} tone="blue" />
            <StatTile label={t('dashboard:welcome.ordersToday')} value={count(data?.ordersToday)} icon={CalendarCheck} tone="amber" />
          </>
        ) : (
          <>
            <StatTile label={t('dashboard:welcome.myOrders')} value={count(data?.myOrders)} icon={Package} tone="green" />
            <StatTile label={t('dashboard:welcome.pendingOrders')} value={count(data?.pendingOrders)} icon={Clock} tone="amber" />
            <StatTile label={t('dashboard:welcome.totalSpent')} value={data?.totalSpent === undefined ? null : formatMoney(data.totalSpent)} icon={Wallet} tone="blue" />
            <StatTile label={t('accounts:dashboard.wishlistTile')} value={count(wishlist.data?.items.length)} icon={Heart} tone="rose" />
          </>
        )}
      </div>
    </div>
  );
}
