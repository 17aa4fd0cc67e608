import { Download, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Order, OrderStatus, PaymentState } from '@boipoka/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/admin-messages';
import { downloadOrdersCsv, orderStatusErrorMessage, ordersLoadErrorMessage, useAdminOrders, useRevenueSeries, useRevenueSummary, useUpdateOrderStatus } from '../api/admin-orders-api';
import { OrderStatusFilter } from '../components/order-status-filter';
import { BatchFulfilment } from '../components/batch-fulfilment';
import { asksOnce, ConfirmMoveDialog } from '../components/confirm-move-dialog';
import { canBatch, OrdersTable } from '../components/orders-table';
import { PaymentStateFilter } from '../components/payment-state-filter';
import { RevenueCards } from '../components/revenue-cards';
import { RevenueChart } from '../components/revenue-chart';
import { StatusTiles } from '../components/status-tiles';

/** The admin's order search: an order number, an e-mail or a phone; kept in the URL (?q=) so a found list can be shared and reloaded. */
function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <label htmlFor="order-search" className="sr-only">
        {t('admin:orders.search.label')}
      </label>
      <input
        id="order-search"
        type="search"
        name="q"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('admin:orders.search.placeholder')}
        maxLength={254}
        className={`${inputClasses} w-full py-1.5 sm:w-72`}
      />
      <Button type="submit" size="sm" variant="secondary">
        <Search aria-hidden="true" className="h-4 w-4" />
        {t('admin:orders.search.submit')}
      </Button>
      {value && (
        <Button size="sm" variant="ghost" onClick={() => onSearch('')}>
          {t('admin:orders.search.clear')}
        </Button>
      )}
    </form>
  );
}

export function OrderDashboardPage() {
  useDocumentTitle(t('admin:orders.pageTitle'));
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [paymentState, setPaymentState] = useState<PaymentState | ''>('');
  const [page, setPage] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [downloading, setDownloading] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);

  // Three queries side by side: the list, the revenue figures and the chart load in parallel.
  const orders = useAdminOrders({ status, paymentState, page, q });
  const revenue = useRevenueSummary();
  const series = useRevenueSeries();
  const updateStatus = useUpdateOrderStatus();

  const totalPages = orders.data?.pagination.totalPages ?? 1;
  useEffect(() => {
    // The list shrank under us (another admin, a filter): go back to the last page that exists.
    if (orders.data && !orders.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [orders.data, orders.isPlaceholderData, page, totalPages]);

  // The batch's ticks, kept across pages and filters (the list shows five orders a page); each with the order as last seen.
  const [ticked, setTicked] = useState<ReadonlyMap<string, Order>>(new Map());
  const [asking, setAsking] = useState<{ order: Order; to: OrderStatus } | null>(null);
  const untick = (ids: readonly string[]) =>
    setTicked((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  const toggle = (order: Order) =>
    setTicked((current) => {
      const next = new Map(current);
      if (next.has(order._id)) next.delete(order._id);
      else next.set(order._id, order);
      return next;
    });
  const togglePage = (orders: readonly Order[], tick: boolean) =>
    setTicked((current) => {
      const next = new Map(current);
      for (const order of orders) {
        if (tick) next.set(order._id, order);
        else next.delete(order._id);
      }
      return next;
    });

  const changeStatus = async (order: Order, next: OrderStatus, reason?: string) => {
    setActionError(null);
    try {
      await updateStatus.mutateAsync({ id: order._id, status: next, reason });
      // An order no longer processing leaves the batch.
      if (!canBatch({ status: next })) untick([order._id]);
      notify.success(t('admin:orders.updated', { status: t(`common:status.${next}`) }));
    } catch (error) {
      setActionError(orderStatusErrorMessage(error));
    }
  };

  const search = (next: string) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
    setPage(1);
  };

  const download = async () => {
    setActionError(null);
    setDownloading(true);
    try {
      await downloadOrdersCsv({ status, paymentState, q });
    } catch {
      setActionError(t('admin:orders.export.failed'));
    } finally {
      setDownloading(false);
    }
  };

  const loadFailure = [orders, revenue, series].find((query) => query.isError)?.error;
  const loadError = loadFailure && loadFailure !== dismissedError ? ordersLoadErrorMessage(loadFailure) : null;
  const rows = orders.data?.orders ?? [];
  // A ticked order the list shows again is kept as it is now; one that is no longer processing leaves the batch.
  const shown = orders.data?.orders;
  useEffect(() => {
    setTicked((current) => {
      let changed = false;
      const next = new Map(current);
      for (const row of shown ?? []) {
        if (!next.has(row._id) || next.get(row._id) === row) continue;
        changed = true;
        if (canBatch(row)) next.set(row._id, row);
        else next.delete(row._id);
      }
      return changed ? next : current;
    });
  }, [shown]);

  return (
    <section aria-labelledby="order-dashboard-heading" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 id="order-dashboard-heading" className="text-2xl font-bold text-stone-900">
          {t('admin:orders.heading')}
        </h1>
        <p className="mt-1 text-sm text-stone-600">{t('admin:orders.intro')}</p>
      </div>

      {(loadError || actionError) && (
        <div className="space-y-3">
          {loadError && (
            <AlertBanner tone="error" onDismiss={() => setDismissedError(loadFailure)}>
              {loadError}
            </AlertBanner>
          )}
          {actionError && (
            <AlertBanner tone="error" onDismiss={() => setActionError(null)}>
              {actionError}
            </AlertBanner>
          )}
        </div>
      )}

      <RevenueCards summary={revenue.data} loading={revenue.isPending} />

      {series.data && (
        <>
          <RevenueChart days={series.data.days} />
          <StatusTiles byStatus={series.data.byStatus} />
        </>
      )}
      {series.isPending && <Spinner />}

      <section aria-labelledby="recent-orders-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-orders-heading" className="text-lg font-semibold text-stone-900">
            {t('admin:orders.recentOrders')}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusFilter
              value={status}
              onChange={(next) => {
                setStatus(next);
                setPage(1);
              }}
            />
            <PaymentStateFilter
              value={paymentState}
              onChange={(next) => {
                setPaymentState(next);
                setPage(1);
              }}
            />
            <Button size="sm" variant="secondary" onClick={() => void download()} disabled={downloading} aria-label={t('admin:orders.export.label')}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('admin:orders.export.action')}
            </Button>
          </div>
        </div>
        <OrderSearch value={q} onSearch={search} />
        <BatchFulfilment selected={[...ticked.values()]} onUntick={untick} onClear={() => setTicked(new Map())} />
        <div aria-busy={orders.isFetching}>
          {orders.isPending ? (
            <Spinner />
          ) : rows.length === 0 ? (
            orders.data && (
              <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600 [overflow-wrap:anywhere]">
                {q ? <MessageWithText message={(slot) => t('admin:orders.search.noMatch', { query: slot })} text={q} /> : t('admin:orders.empty')}
              </p>
            )
          ) : (
            <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <OrdersTable
                orders={rows}
                pendingId={updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null}
                onChangeStatus={(order, to) => (asksOnce(to) ? setAsking({ order, to }) : void changeStatus(order, to))}
                selection={{ selected: new Set(ticked.keys()), onToggle: toggle, onTogglePage: togglePage }}
              />
            </div>
          )}
        </div>
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      </section>
      <ConfirmMoveDialog
        move={asking}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const current = asking;
          setAsking(null);
          if (current) void changeStatus(current.order, current.to, reason);
        }}
      />
    </section>
  );
}
