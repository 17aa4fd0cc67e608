import type { Order, OrderPayment, PaymentState } from '@boipoka/shared';
import { formatMoney, formatTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../ui/badge';
import './tracking-messages';

/**
 * An order's money in words (issue 32), as the reader's and the shop's pages say it: by which method, and where the
 * payment stands. Amounts are in the order's currency.
 */

/** The method's full name: 'Cash on delivery', 'bKash', 'Card, Nagad, Rocket or bank (SSLCommerz)'. */
export function paymentMethodName(method: OrderPayment['method']): string {
  return method === 'cod' ? t('tracking:payment.cod') : t(`tracking:payment.method.${method}`);
}

/** Where an online payment stands: 'Paid by bKash — ৳1,250', 'Waiting for your payment — books held until 2:35 PM', … */
export function paymentStateText(payment: OrderPayment, currency: Order['currency'], now: Date = new Date()): string {
  const money = (amount: number) => formatMoney(amount, undefined, currency);
  const heldUntil = payment.dueAt && new Date(payment.dueAt).getTime() > now.getTime() ? formatTime(payment.dueAt) : null;
  switch (payment.state) {
    case 'paid':
      return t('tracking:payment.state.paid', { method: t(`tracking:payment.name.${payment.method}`), amount: money(payment.paid) });
    case 'awaiting':
      return heldUntil ? t('tracking:payment.state.awaitingUntil', { time: heldUntil }) : t('tracking:payment.state.awaiting');
    case 'failed':
      return heldUntil ? t('tracking:payment.state.failedUntil', { time: heldUntil }) : t('tracking:payment.state.failed');
    case 'refunded':
      return t('tracking:payment.state.refunded', { amount: money(payment.refunded) });
    case 'partly_refunded':
      return t('tracking:payment.state.partly_refunded', { paid: money(payment.paid), refunded: money(payment.refunded) });
    default:
      return t(`tracking:payment.state.${payment.state}`);
  }
}

const TONES: Record<PaymentState, BadgeTone> = {
  unpaid: 'grey',
  awaiting: 'yellow',
  failed: 'red',
  paid: 'green',
  refunded: 'grey',
  partly_refunded: 'grey',
  refund_due: 'red',
};

/** A small badge of where an online order's money stands ('Paid', 'Awaiting payment', …); nothing for cash on delivery. */
export function PaymentStateBadge({ payment, className = '' }: { payment: OrderPayment; className?: string }) {
  if (payment.method === 'cod' && payment.state === 'unpaid') return null;
  return (
    <Badge tone={TONES[payment.state]} className={className}>
      {t(`tracking:payment.badge.${payment.state}`)}
    </Badge>
  );
}
