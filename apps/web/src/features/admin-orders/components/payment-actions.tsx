import { fromCents, hasAtMostTwoDecimals, toCents, type OrderDetail } from '@boipoka/shared';
import { useId, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FieldMessages, inputClasses } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import '../../../components/shop/tracking-messages';
import { currencySymbol, majorText, parseNumber } from '../../../lib/money-input';
import { useMarkRefundedByHand, useRefundOrder, type RefundOutcome } from '../api/admin-orders-api';

/**
 * The shop's hand on an order's money (issue 32): refunding a paid online order through its provider, and the refund a
 * provider refused, which the shop returns by hand and then marks.
 */

const MAX_REASON_LENGTH = 200;

/** What can still go back, in cents: what the provider took less what was refunded. */
export function refundableCents(order: Pick<OrderDetail, 'payment'>): number {
  return Math.max(0, toCents(order.payment.paid) - toCents(order.payment.refunded));
}

/**
 * What the shop owes by hand (major units): the refunds the provider refused since the last one marked as paid by hand,
 * as the timeline recorded them; what remains of the payment when the timeline does not say.
 */
export function refundDueAmount(order: Pick<OrderDetail, 'payment' | 'events'>): number {
  let cents = 0;
  for (const event of order.events) {
    if (event.kind !== 'payment' || !event.payment) continue;
    if (event.payment.event === 'refunded_by_hand') cents = 0;
    else if (event.payment.event === 'refund_due' && event.payment.amount !== null) cents += toCents(event.payment.amount);
  }
  return fromCents(cents > 0 ? cents : refundableCents(order));
}

/** The provider by name ('bKash', 'SSLCommerz'); 'The payment provider' for an order whose method is cash on delivery. */
function providerName(order: Pick<OrderDetail, 'payment'>): string {
  const { method } = order.payment;
  return method === 'cod' ? t('admin:orders.refund.theProvider') : t(`tracking:payment.name.${method}`);
}

type RefundResult = { outcome: RefundOutcome; amount: number };

function RefundDialog({ order, onClose, onDone }: { order: OrderDetail; onClose: () => void; onDone: (result: RefundResult) => void }) {
  const id = useId();
  const refund = useRefundOrder(order._id);
  const remaining = refundableCents(order);
  const money = (amount: number) => formatMoney(amount, undefined, order.currency);
  const [amount, setAmount] = useState(() => majorText(remaining, currentLocale()));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = refund.isPending;
  const hint = t('admin:orders.refund.amountHint', { amount: money(fromCents(remaining)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const major = parseNumber(amount);
    const cents = Number.isFinite(major) && hasAtMostTwoDecimals(major) ? toCents(major) : Number.NaN;
    const problem = !Number.isFinite(major)
      ? t('admin:orders.refund.amountRequired')
      : Number.isNaN(cents)
        ? t('admin:orders.refund.amountDecimals')
        : cents <= 0
          ? t('admin:orders.refund.amountPositive')
          : cents > remaining
            ? t('admin:orders.refund.amountTooMuch', { amount: money(fromCents(remaining)) })
            : undefined;
    setAmountError(problem);
    if (problem) return;
    const trimmed = reason.trim();
    try {
      const answer = await refund.mutateAsync({ amount: fromCents(cents), ...(trimmed ? { reason: trimmed } : {}) });
      onDone({ outcome: answer.state, amount: fromCents(cents) });
    } catch (error) {
      setFailure(errorMessage(error, t('admin:orders.refund.failed')));
    }
  };

  return (
    <Dialog open title={t('admin:orders.refund.title', { number: order.orderNumber })} onClose={() => !busy && onClose()} closeOnBackdrop={!busy} className="max-w-md">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-stone-700">{t('admin:orders.refund.intro', { provider: providerName(order), paid: money(order.payment.paid), refunded: money(order.payment.refunded) })}</p>
        <div>
          <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin:orders.refund.amount')}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-600">
              {currencySymbol(order.currency)}
            </span>
            <input
              id={`${id}-amount`}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={describedBy(`${id}-amount`, amountError, hint)}
              className={`${inputClasses} pl-7`}
            />
          </div>
          <FieldMessages id={`${id}-amount`} error={amountError} hint={hint} />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin:orders.refund.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={MAX_REASON_LENGTH}
            rows={2}
            aria-describedby={`${id}-reason-hint`}
            className={inputClasses}
          />
          <FieldMessages id={`${id}-reason`} hint={t('admin:orders.refund.reasonHint')} />
        </div>
        {failure && <AlertBanner tone="error">{failure}</AlertBanner>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? t('admin:orders.refund.sending') : t('admin:orders.refund.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The Refund action of a paid online order, and what the last refund came to (a live region, kept in place). */
export function RefundAction({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<RefundResult | null>(null);
  const refundable = (order.payment.state === 'paid' || order.payment.state === 'partly_refunded') && refundableCents(order) > 0;
  const provider = providerName(order);
  const amount = result ? formatMoney(result.amount, undefined, order.currency) : '';
  return (
    <div className="mt-3 space-y-3">
      {refundable && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('admin:orders.refund.actionLabel', { number: order.orderNumber })}
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
        >
          {t('admin:orders.refund.action')}
        </Button>
      )}
      <div role="status">
        {result && (
          <p
            className={`rounded-lg border px-3 py-2 text-sm ${result.outcome === 'refunded' ? 'border-green-200 bg-green-50 text-green-800' : result.outcome === 'refund_due' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-stone-200 bg-stone-50 text-stone-800'}`}
          >
            {t(`admin:orders.refund.result.${result.outcome}`, { amount, provider })}
          </p>
        )}
      </div>
      {open && (
        <RefundDialog
          order={order}
          onClose={() => setOpen(false)}
          onDone={(next) => {
            setOpen(false);
            setResult(next);
          }}
        />
      )}
    </div>
  );
}

/** A refund the provider did not make: what the shop must do, and marking it once the money went back by hand. */
export function RefundDueNotice({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = useMarkRefundedByHand(order._id);
  const amount = formatMoney(refundDueAmount(order), undefined, order.currency);
  const provider = providerName(order);

  const confirm = async () => {
    setFailure(null);
    try {
      await mark.mutateAsync();
      setConfirming(false);
      notify.success(t('admin:orders.refundDue.marked'));
    } catch (error) {
      setFailure(errorMessage(error, t('admin:orders.refundDue.failed')));
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-red-300 bg-red-50 px-4 py-4 text-red-900 sm:px-5">
      <h2 id={headingId} className="text-base font-bold">
        {t('admin:orders.refundDue.heading')}
      </h2>
      <p className="mt-1 text-sm">{t('admin:orders.refundDue.text', { amount, provider })}</p>
      <Button
        size="sm"
        className="mt-3"
        onClick={() => {
          setFailure(null);
          setConfirming(true);
        }}
      >
        {t('admin:orders.refundDue.mark')}
      </Button>
      {confirming && (
        <Dialog open title={t('admin:orders.refundDue.confirmTitle')} onClose={() => !mark.isPending && setConfirming(false)} closeOnBackdrop={!mark.isPending} className="max-w-md">
          <p className="text-sm text-stone-700">{t('admin:orders.refundDue.confirmText', { amount, number: order.orderNumber })}</p>
          {failure && (
            <div className="mt-4">
              <AlertBanner tone="error">{failure}</AlertBanner>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={mark.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={mark.isPending}>
              {t('admin:orders.refundDue.confirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
