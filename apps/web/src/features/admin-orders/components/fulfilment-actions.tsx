import { nextFulfilmentSteps, RETURN_REASONS, type CourierBookingInput, type OrderDetail, type ReturnReason } from '@boipoka/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCourierBooking, useFulfilmentStep } from '../api/admin-orders-api';
import { CourierBookingForm } from './courier-booking-form';

type Confirming = { step: 'delivered' } | { step: 'returned' } | null;

/** What the reader still pays at the door (cash on delivery), in major units. */
function dueAtTheDoor(order: OrderDetail): number {
  return order.paymentMethod === 'cod' ? Math.max(0, Math.round((order.totalPrice - order.payment.paid) * 100) / 100) : 0;
}

/**
 * The shop moves a processing order along its track (issue 33): packed, booked with a courier and handed over, out for
 * delivery, delivered (with the cash collected) or returned (with a reason). Delivered and returned complete or cancel
 * the order, so each asks once.
 */
export function FulfilmentActions({ order }: { order: OrderDetail }) {
  const step = useFulfilmentStep(order._id);
  const booking = useCourierBooking();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [cash, setCash] = useState(String(dueAtTheDoor(order)));
  const [reason, setReason] = useState<ReturnReason>('refused');
  const [note, setNote] = useState('');

  if (order.status !== 'processing') return null;
  const last = order.fulfilment.at(-1)?.step ?? null;
  const next = nextFulfilmentSteps(last);
  const busy = step.isPending || booking.book.isPending || booking.handOver.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      notify.success(t('admin:orders.fulfilment.done'));
    } catch (failure) {
      setError(errorMessage(failure, t('admin:orders.fulfilment.failed')));
    }
  };
  const outcome = (results: { ok: boolean; message?: string }[]) => {
    const refused = results.find((result) => !result.ok);
    if (refused) throw new Error(refused.message);
  };
  const book = (input: CourierBookingInput) => void run(async () => outcome((await booking.book.mutateAsync(input)).results));
  const confirm = () => {
    const current = confirming;
    setConfirming(null);
    if (current?.step === 'delivered') void run(() => step.mutateAsync({ step: 'delivered', ...(order.paymentMethod === 'cod' ? { cashCollected: Number(cash) } : {}), ...(note ? { note } : {}) }));
    if (current?.step === 'returned') void run(() => step.mutateAsync({ step: 'returned', reason, ...(note ? { note } : {}) }));
  };

  return (
    <section aria-labelledby="fulfilment-actions" className="space-y-4">
      <h3 id="fulfilment-actions" className="text-sm font-bold text-stone-900">
        {t('admin:orders.fulfilment.heading')}
      </h3>
      {error && (
        <AlertBanner tone="error" onDismiss={() => setError(null)}>
          {error}
        </AlertBanner>
      )}
      {next.includes('packed') && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => step.mutateAsync({ step: 'packed' }))}>
          {t('admin:orders.fulfilment.packed')}
        </Button>
      )}
      {next.includes('with_courier') && (
        <div className="rounded-lg border border-stone-200 p-3">
          <CourierBookingForm orders={[order]} busy={busy} onBook={book}>
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void run(async () => outcome((await booking.handOver.mutateAsync([order._id])).results))}>
              {t('admin:orders.fulfilment.handedOver')}
            </Button>
          </CourierBookingForm>
        </div>
      )}
      {next.includes('out_for_delivery') && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => step.mutateAsync({ step: 'out_for_delivery' }))}>
          {t('admin:orders.fulfilment.outForDelivery')}
        </Button>
      )}
      {next.includes('delivered') && (
        <div className="space-y-3 rounded-lg border border-stone-200 p-3">
          {order.paymentMethod === 'cod' && (
            <FormField
              label={t('admin:orders.fulfilment.cash')}
              name="cashCollected"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={cash}
              onChange={(event) => setCash(event.target.value)}
            />
          )}
          <label className="block text-sm font-medium text-stone-800">
            {t('admin:orders.fulfilment.reason')}
            <select className={`${inputClasses} mt-1`} value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
              {RETURN_REASONS.map((option) => (
                <option key={option} value={option}>
                  {t(`tracking:fulfilment.reason.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <FormField label={t('admin:orders.fulfilment.note')} name="note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => setConfirming({ step: 'delivered' })}>
              {t('admin:orders.fulfilment.delivered')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming({ step: 'returned' })}>
              {t('admin:orders.fulfilment.returned')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`admin:orders.fulfilment.confirm.${confirming.step}.title`) : ''}
        confirmLabel={t('admin:orders.fulfilment.confirm.yes')}
        cancelLabel={t('admin:orders.fulfilment.confirm.no')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p className="text-stone-800">
            {confirming.step === 'delivered'
              ? order.paymentMethod === 'cod'
                ? t('admin:orders.fulfilment.confirm.delivered.cash', { amount: formatMoney(Number(cash) || 0, undefined, order.currency) })
                : t('admin:orders.fulfilment.confirm.delivered.paid')
              : t('admin:orders.fulfilment.confirm.returned.text', { reason: t(`tracking:fulfilment.reason.${reason}`) })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
