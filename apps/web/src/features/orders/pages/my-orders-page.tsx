import type { Order } from '@boipoka/shared';
import { PackageOpen, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { MissingTokenError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelOrder, useDeleteOrder, useMyOrders } from '../api/use-my-orders';
import { OrderActionDialog, orderActionFailure, type OrderAction } from '../components/order-action-dialog';
import { OrderCard } from '../components/order-card';
import { filterOrdersByTitle } from '../filter-orders';
import '../messages';

type PendingAction = { kind: OrderAction; order: Order } | null;

export function MyOrdersPage() {
  useDocumentTitle(t('orders:title'));
  const orders = useMyOrders();
  const cancelOrder = useCancelOrder();
  const deleteOrder = useDeleteOrder();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingAction>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [fetchErrorDismissed, setFetchErrorDismissed] = useState(false);

  const fetchError = orders.isError && !fetchErrorDismissed ? (orders.error instanceof MissingTokenError ? t('orders:errors.loginToView') : t('orders:errors.fetch')) : null;
  const banner = actionError ?? fetchError;
  const busy = cancelOrder.isPending || deleteOrder.isPending;

  const confirm = () => {
    if (!pending) return;
    const { kind, order } = pending;
    setActionError(null);
    const mutation = kind === 'cancel' ? cancelOrder : deleteOrder;
    mutation.mutate(order._id, {
      onSuccess: () => {
        setPending(null);
        notify.success(t(kind === 'cancel' ? 'orders:cancelled' : 'orders:deleted'));
      },
      onError: (error) => {
        setPending(null);
        setActionError(orderActionFailure(error, kind));
      },
    });
  };

  const all = orders.data ?? [];
  const shown = filterOrdersByTitle(all, query);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('orders:title')}</h1>
          <p className="mt-1 text-stone-600">{t('orders:subtitle')}</p>
        </div>
        <SearchInput size="sm" className="w-full sm:w-72" value={query} onChange={setQuery} label={t('orders:searchLabel')} placeholder={t('orders:search')} />
      </div>

      {banner && (
        <AlertBanner
          tone="error"
          onDismiss={() => {
            if (actionError) setActionError(null);
            else setFetchErrorDismissed(true);
          }}
        >
          {banner}
        </AlertBanner>
      )}

      {orders.isPending && orders.fetchStatus !== 'idle' ? (
        <Spinner />
      ) : orders.isError ? null : all.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <PackageOpen aria-hidden="true" className="h-12 w-12 text-stone-400" />
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('orders:empty.title')}</h2>
          <p className="mt-1 text-stone-600">{t('orders:empty.body')}</p>
          <Link to="/all-products" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('orders:empty.action')}
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <Search aria-hidden="true" className="h-10 w-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-bold break-all text-stone-900">{t('orders:noMatch.title', { query: query.trim() })}</h2>
          <p className="mt-1 text-stone-600">{t('orders:noMatch.body')}</p>
          <Button variant="secondary" className="mt-5" onClick={() => setQuery('')}>
            {t('orders:noMatch.clear')}
          </Button>
        </div>
      ) : (
        <ul className="space-y-4">
          {shown.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} busy={busy} onCancel={(target) => setPending({ kind: 'cancel', order: target })} onDelete={(target) => setPending({ kind: 'delete', order: target })} />
            </li>
          ))}
        </ul>
      )}

      <OrderActionDialog pending={pending} busy={busy} onConfirm={confirm} onClose={() => setPending(null)} />
    </div>
  );
}
