import { MAX_ORDER_NOTE_LENGTH, orderNoteInput, statusColour, adminMovesFor, type OrderDetail, type OrderStatus } from '@boipoka/shared';
import { ArrowLeft, PackageX, Printer } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { PageMessage } from '../../../components/ui/page-message';
import { Spinner } from '../../../components/ui/spinner';
import { DeliveryDetails } from '../../../components/shop/delivery-details';
import { OrderLines, OrderTotals } from '../../../components/shop/order-lines';
import { OrderTimeline } from '../../../components/shop/order-timeline';
import { FulfilmentTimeline } from '../../../components/shop/fulfilment-timeline';
import { FulfilmentActions } from '../components/fulfilment-actions';
import { PaymentStateBadge, paymentMethodName } from '../../../components/shop/order-payment';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatDigits, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/admin-messages';
import { orderStatusErrorMessage, useAddOrderNote, useAdminOrder, useUpdateOrderStatus } from '../api/admin-orders-api';
import { cashToCollect, PackingSlips } from '../components/packing-slip';
import { asksOnce, ConfirmMoveDialog } from '../components/confirm-move-dialog';
import { RefundAction, RefundDueNotice } from '../components/payment-actions';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-stone-200 bg-white px-4 py-4 shadow-sm sm:px-5 ${className}`}>
      <h2 className="mb-2 text-base font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function CustomerCard({ order }: { order: OrderDetail }) {
  const details = order.shippingDetails;
  return (
    <Card title={t('admin:orders.detail.customer')}>
      <dl className="space-y-2 text-sm text-stone-700 [overflow-wrap:anywhere]">
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{t('admin:orders.detail.account')}</dt>
          <dd>
            <LangText text={order.user.name} className="block font-medium text-stone-900" />
            <span lang="en" translate="no">
              {order.user.email}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{t('admin:orders.detail.email')}</dt>
          <dd>
            <a href={`mailto:${details.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline" lang="en" translate="no">
              {details.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{t('admin:orders.detail.phone')}</dt>
          <dd>
            <a
              href={telLink(details.phone)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
              aria-label={t('common:delivery.callLabel', { name: details.name, phone: formatDigits(details.phone) })}
              translate="no"
            >
              {formatDigits(details.phone)}
            </a>
          </dd>
        </div>
      </dl>
      <DeliveryDetails shipping={details} className="mt-3 border-t border-stone-200 pt-3" />
    </Card>
  );
}

function StatusActions({ order }: { order: OrderDetail }) {
  const update = useUpdateOrderStatus();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const moves = adminMovesFor(order);
  const change = async (to: OrderStatus, reason?: string) => {
    setError(null);
    try {
      await update.mutateAsync({ id: order._id, status: to, reason });
      notify.success(t('admin:orders.updated', { status: t(`common:status.${to}`) }));
    } catch (failure) {
      setError(orderStatusErrorMessage(failure));
    }
  };
  return (
    <Card title={t('admin:orders.detail.status')}>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={statusColour(order.status)}>{t(`common:status.${order.status}`)}</Badge>
        {moves.length === 0 ? (
          <p className="text-sm text-stone-600">{t('admin:orders.detail.noActions')}</p>
        ) : (
          moves.map((move) => (
            <Button
              key={move.to}
              size="sm"
              variant={move.to === 'cancelled' ? 'secondary' : 'primary'}
              disabled={update.isPending}
              aria-label={t('admin:orders.actionLabel', { action: t(`admin:orders.actions.${move.action}`), id: order.orderNumber })}
              onClick={() => (asksOnce(move.to) ? setAsking(move.to) : void change(move.to))}
            >
              {t(`admin:orders.actions.${move.action}`)}
            </Button>
          ))
        )}
      </div>
      {error && (
        <div className="mt-3">
          <AlertBanner tone="error" onDismiss={() => setError(null)}>
            {error}
          </AlertBanner>
        </div>
      )}
      <ConfirmMoveDialog
        move={asking ? { order, to: asking } : null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const to = asking;
          setAsking(null);
          if (to) void change(to, reason);
        }}
      />
    </Card>
  );
}

function NoteForm({ orderId }: { orderId: string }) {
  const id = useId();
  const addNote = useAddOrderNote(orderId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderNoteInput.safeParse({ note });
    if (!parsed.success) {
      setError(t('admin:orders.detail.notes.required'));
      return;
    }
    setError(null);
    addNote.mutate(parsed.data.note, {
      onSuccess: () => {
        setNote('');
        notify.success(t('admin:orders.detail.notes.added'));
      },
      onError: (failure) => setError(errorMessage(failure, t('admin:orders.detail.notes.failed'))),
    });
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-2 border-t border-stone-200 pt-4" noValidate>
      <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-stone-900">
        {t('admin:orders.detail.notes.heading')}
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        rows={3}
        className={inputClasses}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('admin:orders.detail.notes.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={addNote.isPending}>
        {t('admin:orders.detail.notes.submit')}
      </Button>
    </form>
  );
}

/** The admin's page of one order: who and where, what, how much, what happened (with the private notes), the next steps, and its packing slip. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const number = order.data?.orderNumber;
  useDocumentTitle(number ? t('admin:orders.detail.title', { number }) : t('admin:orders.detail.loadingTitle'));

  if (order.isPending) return <Spinner />;
  if (order.isError || !order.data) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <PageMessage
        icon={PackageX}
        title={t('admin:orders.detail.unavailable')}
        message={notFound ? t('admin:orders.detail.notFound') : t('admin:orders.detail.fetchError')}
        action={{ to: '/dashboard/order-dashboard', label: t('admin:orders.detail.back') }}
      />
    );
  }
  const data = order.data;
  const cash = cashToCollect(data);
  // The parcel as booked, for the slip: the last step that names its courier and number.
  const booked = [...data.fulfilment].reverse().find((step) => step.courier && step.consignmentId);

  return (
    <section className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6" aria-labelledby="admin-order-heading">
      <Link to="/dashboard/order-dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('admin:orders.detail.back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="admin-order-heading" className="text-2xl font-bold text-stone-900">
            <MessageWithText message={(slot) => t('tracking:orderNumber', { number: slot })} text={data.orderNumber} />
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('tracking:placedOn', { date: formatDateTime(data.createdAt) })}</p>
        </div>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('admin:orders.detail.print')}
        </Button>
      </header>

      {data.payment.state === 'refund_due' && <RefundDueNotice order={data} />}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <Card title={t('tracking:items.heading')}>
            <OrderLines order={data} />
            <OrderTotals order={data} className="mt-2 border-t border-stone-200 pt-2" />
            {data.payment.method !== 'cod' && (
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-800" data-testid="order-payment">
                <span className="font-medium">{paymentMethodName(data.payment.method)}</span>
                <PaymentStateBadge payment={data.payment} />
                {data.payment.transactionId && <span>{t('tracking:payment.transaction', { id: data.payment.transactionId })}</span>}
              </p>
            )}
            {data.payment.method !== 'cod' && <RefundAction order={data} />}
            {cash > 0 && (
              <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">{t('admin:orders.detail.cashToCollect', { total: formatMoney(cash, undefined, data.currency) })}</p>
            )}
          </Card>
          <Card title={t('tracking:fulfilment.heading')}>
            <FulfilmentTimeline steps={data.fulfilment} viewer="admin" currency={data.currency} className="ml-4" />
            <div className="mt-4">
              <FulfilmentActions order={data} />
            </div>
          </Card>
          <Card title={t('tracking:timeline.heading')}>
            <OrderTimeline events={data.events} viewer="admin" currency={data.currency} className="ml-4" />
            <NoteForm orderId={data._id} />
          </Card>
        </div>
        <div className="min-w-0 space-y-5">
          <StatusActions order={data} />
          <CustomerCard order={data} />
        </div>
      </div>
      <PackingSlips orders={[data]} consignments={booked ? { [data._id]: { courierName: booked.courier!, consignmentId: booked.consignmentId! } } : undefined} />
    </section>
  );
}

/** A `tel:` link that dials from anywhere: a Bangladeshi mobile (stored 01XXXXXXXXX) with the country code. */
function telLink(phone: string): string {
  const digits = phone.replace(/[^+0-9]/g, '');
  return /^01[3-9]\d{8}$/.test(digits) ? `tel:+88${digits}` : `tel:${digits}`;
}
