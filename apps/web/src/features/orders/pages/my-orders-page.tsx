import type { Order } from '@boipoka/shared';
import { PackageOpen, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { MissingTokenError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelOrder, useDeleteOrder, useMyOrders } from '../api/use-my-orders';
import { OrderCard } from '../components/order-card';
import { filterOrdersByTitle } from '../filter-orders';
import '../messages';

type PendingAction = { kind: 'cancel' | 'delete'; order: Order } | null;

function actionFailure(error: unknown, kind: 'cancel' | 'delete'): string {
  if (error instanceof MissingTokenError) return t(kind === 'cancel' ? 'orders:errors.loginToCancel' : 'orders:errors.loginToDelete');
  return errorMessage(error, t(kind === 'cancel' ? 'orders:errors.cancel' : 'orders:errors.delete'));
}

export function MyOrdersPage() {
  useDocumentTitle(t('orders:title'));
  const orders = useMyOrders();
  const cancelOrder = useCancelOrder();
  const deleteOrder = useDeleteOrder();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingAction>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [fetchErrorDismissed, setFetchErrorDismissed] = useState(false);

  const fetchError = orders.isError && !fetchErrorDismissed
    ? orders.error instanceof MissingTokenError
      ? t('orders:errors.loginToView')
      : t('orders:errors.fetch')
    : null;
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
        setActionError(actionFailure(error, kind));
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
              <OrderCard
                order={order}
                busy={busy}
                onCancel={(target) => setPending({ kind: 'cancel', order: target })}
                onDelete={(target) => setPending({ kind: 'delete', order: target })}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? t('orders:deleteDialog.title') : t('orders:cancelDialog.title')}
        onClose={() => !busy && setPending(null)}
        closeOnBackdrop={!busy}
        className="max-w-md"
      >
        {pending && (
          <>
            <p className="text-sm text-stone-700">{t(pending.kind === 'delete' ? 'orders:deleteDialog.body' : 'orders:cancelDialog.body')}</p>
            <p className="mt-2 font-mono text-xs break-all text-stone-600" lang="en" translate="no">
              {pending.order._id}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
                {t(pending.kind === 'delete' ? 'orders:deleteDialog.keep' : 'orders:cancelDialog.keep')}
              </Button>
              <Button variant="danger" onClick={confirm} disabled={busy}>
                {t(pending.kind === 'delete' ? 'orders:deleteDialog.confirm' : 'orders:cancelDialog.confirm')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
