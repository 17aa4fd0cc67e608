import { isOnlinePayment, statusColour, transitionsFor, type OnlinePaymentMethod, type OrderDetail } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Banknote, CreditCard, PackageX, X, XCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { PageMessage } from '../../../components/ui/page-message';
import { Spinner } from '../../../components/ui/spinner';
import { DeliveryDetails } from '../../../components/shop/delivery-details';
import { OrderLines, OrderTotals } from '../../../components/shop/order-lines';
import { OrderTimeline } from '../../../components/shop/order-timeline';
import { FulfilmentTimeline } from '../../../components/shop/fulfilment-timeline';
import { paymentMethodName, paymentStateText } from '../../../components/shop/order-payment';
import { ApiError, MissingTokenError, errorMessage } from '../../../lib/api-client';
import { paymentMethodsQuery } from '../../../lib/payments';
import { formatDateTime, formatInteger, formatMoney } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useSiteInfo } from '../../../lib/site-info';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelOrder } from '../api/use-my-orders';
import { useOrder } from '../api/use-order';
import { usePayOnDeliveryInstead, useStartPayment } from '../api/use-order-payment';
import { onItsWay } from '../on-its-way';
import { OrderActionDialog, orderActionFailure } from '../components/order-action-dialog';
import '../messages';

/** Set by the checkout when it brings the shopper here right after placing the order. */
export interface OrderPageState {
  placed?: boolean;
  /** Why the checkout could not open the provider's page for the order just placed (the provider unreachable). */
  paymentError?: string;
}

/** What a provider's return (`?payment=`) says, as the reader is told it; 'unknown' says nothing special. */
type PaymentReturn = 'paid' | 'failed' | 'pending' | 'refunded';
function readPaymentReturn(search: string): PaymentReturn | null {
  const value = new URLSearchParams(search).get('payment');
  if (value === 'paid' || value === 'pending' || value === 'refunded') return value;
  if (value === 'failed' || value === 'cancelled') return 'failed';
  return null;
}

const RETURN_TONES: Record<PaymentReturn, string> = {
  paid: 'border-green-200 bg-green-50 text-green-800',
  failed: 'border-red-200 bg-red-50 text-red-800',
  pending: 'border-blue-200 bg-blue-50 text-blue-800',
  refunded: 'border-amber-200 bg-amber-50 text-amber-900',
};

const DEFAULT_DELIVERY_DAYS = { min: 3, max: 5 };

function Card({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-stone-200 bg-white px-4 py-4 shadow-sm sm:px-5 ${className}`}>
      <h2 className="mb-2 text-base font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function PaymentAndDelivery({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  // The window the order was promised (its zone's days); the site's window for orders from before zones.
  const siteDays = useSiteInfo()?.deliveryDays ?? DEFAULT_DELIVERY_DAYS;
  const days = order.delivery?.days ?? siteDays;
  const { payment: money } = order;
  const cashOnly = money.method === 'cod' && money.state === 'unpaid';
  const payment = !cashOnly
    ? paymentStateText(money, order.currency)
    : order.status === 'completed'
      ? t('tracking:payment.codPaid')
      : order.status === 'cancelled'
        ? t('tracking:payment.codNone')
        : t('tracking:payment.codDue', { total: formatMoney(order.totalPrice, undefined, order.currency) });
  const delivery =
    order.status === 'completed'
      ? t('tracking:delivery.done')
      : order.status === 'cancelled'
        ? t('tracking:delivery.none')
        : t('tracking:delivery.window', { min: formatInteger(days.min), max: formatInteger(days.max) });
  return (
    <>
      <Card title={t('tracking:payment.heading')}>
        <p className="font-medium text-stone-900">{paymentMethodName(money.method)}</p>
        <p className="text-sm text-stone-700" data-testid="payment-state">
          {payment}
        </p>
        {!cashOnly && money.transactionId && <p className="text-sm text-stone-700">{t('tracking:payment.transaction', { id: money.transactionId })}</p>}
        {children}
      </Card>
      <Card title={t('tracking:delivery.heading')}>
        {order.delivery && order.status !== 'cancelled' && (
          <p className="font-medium text-stone-900" data-testid="delivery-zone">
            {currentLocale() === 'bn' ? order.delivery.name.bn || order.delivery.name.en : order.delivery.name.en}
          </p>
        )}
        <p className="text-sm text-stone-700" data-testid="delivery-window">
          {delivery}
        </p>
      </Card>
    </>
  );
}

/**
 * An unpaid online order, still pending: pay again with a method the shop offers, or pay at the door instead. The
 * buttons stay off once the reader is on the way to the provider.
 */
function PayActions({ order, onError, onSwitched }: { order: OrderDetail; onError: (message: string) => void; onSwitched: () => void }) {
  const offered = useQuery(paymentMethodsQuery()).data?.methods;
  // Without the shop's answer, the order's own method is offered again.
  const online: OnlinePaymentMethod[] = offered ? offered.filter(isOnlinePayment) : isOnlinePayment(order.payment.method) ? [order.payment.method] : [];
  const start = useStartPayment(order._id);
  const payOnDelivery = usePayOnDeliveryInstead(order._id);
  const busy = start.isPending || start.isSuccess || payOnDelivery.isPending;
  return (
    <div role="group" aria-label={t('orders:payment.actionsLabel')} className="mt-3 flex flex-col gap-2">
      {online.map((method) => (
        <Button key={method} size="sm" disabled={busy} onClick={() => start.mutate(method, { onError: (error) => onError(errorMessage(error, t('orders:payment.startFailed'))) })}>
          <CreditCard aria-hidden="true" className="h-4 w-4" />
          {t(`orders:payment.payWith.${method}`)}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() =>
          payOnDelivery.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('orders:payment.switched'));
              onSwitched();
            },
            onError: (error) => onError(errorMessage(error, t('orders:payment.switchFailed'))),
          })
        }
      >
        <Banknote aria-hidden="true" className="h-4 w-4" />
        {t('orders:payment.payOnDelivery')}
      </Button>
    </div>
  );
}

/** The customer's page of one order: what they bought, what it costs, where it goes, and what has happened to it. */
export function OrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  // The router's own navigate: the path is already the page's, language prefix included.
  const navigate = useNavigate();
  // Read once: the state is then cleared, so a reload (which keeps history state) does not greet the shopper again.
  const [placed, setPlaced] = useState(() => Boolean((location.state as OrderPageState | null)?.placed));
  // What the provider said on the way back (`?payment=`), read once on arrival like the state.
  const [returned, setReturned] = useState(() => readPaymentReturn(location.search));
  useEffect(() => {
    const state = location.state as OrderPageState | null;
    const params = new URLSearchParams(location.search);
    if (!state?.placed && !state?.paymentError && !params.has('payment')) return;
    params.delete('payment');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);
  // Back from a provider that has not confirmed yet: the order is read again until it has, for up to a minute.
  const order = useOrder(id, { watchPayment: returned === 'pending' });
  const cancelOrder = useCancelOrder();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [actionError, setActionError] = useState<string | null>(() => (location.state as OrderPageState | null)?.paymentError ?? null);
  const number = order.data?.orderNumber;
  useDocumentTitle(number ? t('orders:detail.title', { number }) : t('orders:detail.loadingTitle'));
  const justPlaced = placed;

  const back = (
    <Link to="/dashboard/user-orders" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('orders:detail.back')}
    </Link>
  );

  if (order.isPending && order.fetchStatus !== 'idle') return <Spinner />;
  if (order.isError || !order.data) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    const message = order.error instanceof MissingTokenError ? t('orders:errors.loginToView') : notFound ? t('orders:detail.notFound') : t('orders:detail.fetchError');
    return <PageMessage icon={PackageX} title={t('orders:detail.unavailable')} message={message} action={{ to: '/dashboard/user-orders', label: t('orders:detail.back') }} />;
  }
  const data = order.data;
  // A pending return turns into what the provider confirmed meanwhile.
  const paymentNews: PaymentReturn | null = returned === 'pending' && data.payment.state === 'paid' ? 'paid' : returned === 'pending' && data.payment.state === 'failed' ? 'failed' : returned;
  const canPay = data.status === 'pending' && (data.payment.state === 'awaiting' || data.payment.state === 'failed');
  // Which moves the customer has comes from the shared status machine (a pending order can be cancelled).
  const canCancel = transitionsFor('owner', data.status).some((move) => move.to === 'cancelled');
  const cancel = () => {
    setActionError(null);
    cancelOrder.mutate(data._id, {
      onSuccess: () => {
        setConfirmingCancel(false);
        setPlaced(false);
        notify.success(t('orders:cancelled'));
      },
      onError: (error) => {
        setConfirmingCancel(false);
        setActionError(orderActionFailure(error, 'cancel'));
      },
    });
  };

  return (
    <div className="space-y-5">
      {back}
      {justPlaced && (
        <AlertBanner tone="success" onDismiss={() => setPlaced(false)}>
          <span className="font-semibold">{t('orders:detail.placedBanner.title')}</span>{' '}
          <MessageWithText message={(slot) => t('orders:detail.placedBanner.body', { number: slot })} text={data.orderNumber} />
        </AlertBanner>
      )}
      {paymentNews && (
        <div role="status" className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${RETURN_TONES[paymentNews]}`}>
          <p>{t(`orders:payment.return.${paymentNews}`)}</p>
          <button type="button" onClick={() => setReturned(null)} aria-label={t('common:actions.dismiss')} className="rounded p-0.5 hover:bg-black/5">
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            <MessageWithText message={(slot) => t('tracking:orderNumber', { number: slot })} text={data.orderNumber} />
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('tracking:placedOn', { date: formatDateTime(data.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={statusColour(data.status)}>{t(`common:status.${data.status}`)}</Badge>
          {canCancel && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmingCancel(true)} disabled={cancelOrder.isPending} className="text-red-700">
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {t('orders:card.cancel')}
            </Button>
          )}
        </div>
      </header>
      {actionError && (
        <AlertBanner tone="error" onDismiss={() => setActionError(null)}>
          {actionError}
        </AlertBanner>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Card title={t('tracking:items.heading')}>
            <OrderLines order={data} />
            <OrderTotals order={data} className="mt-2 border-t border-stone-200 pt-2" />
          </Card>
          {data.fulfilment.length > 0 && (
            <Card title={t('tracking:fulfilment.heading')}>
              <FulfilmentTimeline steps={data.fulfilment} viewer="customer" currency={data.currency} className="ml-4" />
            </Card>
          )}
          <Card title={t('tracking:timeline.heading')}>
            <OrderTimeline events={data.events} viewer="customer" currency={data.currency} className="ml-4" />
          </Card>
        </div>
        <div className="space-y-5">
          <PaymentAndDelivery order={data}>
            {canPay && (
              <PayActions
                order={data}
                onError={setActionError}
                onSwitched={() => {
                  setActionError(null);
                  setReturned(null);
                }}
              />
            )}
          </PaymentAndDelivery>
          <section className="rounded-xl border border-stone-200 bg-white px-4 py-4 shadow-sm sm:px-5">
            <DeliveryDetails shipping={data.shippingDetails} customerPhone={onItsWay(data.status) ? 'courier' : 'given'} />
          </section>
        </div>
      </div>
      <OrderActionDialog pending={confirmingCancel ? { kind: 'cancel', order: data } : null} busy={cancelOrder.isPending} onConfirm={cancel} onClose={() => setConfirmingCancel(false)} />
    </div>
  );
}
