import type { Order, OrderEvent } from '@boipoka/shared';
import { Banknote, CheckCircle2, Circle, CreditCard, Loader, PackagePlus, StickyNote, Undo2, XCircle } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { LangText } from '../ui/lang-text';
import { MessageWithText } from '../ui/message-with-text';
import './tracking-messages';

export interface OrderTimelineProps {
  events: readonly OrderEvent[];
  /** The customer reads 'by you' and 'by the shop'; the admin reads who on the staff, and the notes. */
  viewer: 'customer' | 'admin';
  /** The order's currency, for the amounts of its payment events; the shop's when not given. */
  currency?: Order['currency'];
  className?: string;
}

/** 'Paid ৳1,250 by bKash', 'Payment failed', 'Refunded ৳1,250', 'Switched to cash on delivery', … */
function paymentTitle(payment: NonNullable<OrderEvent['payment']>, currency: Order['currency'] | undefined): string {
  const method = t(`tracking:payment.name.${payment.method}`);
  if (payment.event === 'paid' || payment.event === 'refunded' || payment.event === 'refunded_by_hand' || payment.event === 'collected') {
    if (payment.amount === null) return t(`tracking:timeline.payment.${payment.event}Plain`, { method });
    return t(`tracking:timeline.payment.${payment.event}`, { method, amount: formatMoney(payment.amount, undefined, currency) });
  }
  return t(`tracking:timeline.payment.${payment.event}`, { method });
}

function titleOf(event: OrderEvent, currency: Order['currency'] | undefined): string {
  if (event.kind === 'placed') return t('tracking:timeline.event.placed');
  if (event.kind === 'payment' && event.payment) return paymentTitle(event.payment, currency);
  if (event.kind === 'note') return t('tracking:timeline.event.note');
  return t(`tracking:timeline.event.${event.toStatus ?? 'pending'}`);
}

function byWhom(event: OrderEvent, viewer: OrderTimelineProps['viewer']): ReactNode {
  if (event.actorRole === null) return null;
  if (viewer === 'customer') return event.actorRole === 'user' ? t('tracking:timeline.byYou') : t('tracking:timeline.byShop');
  if (event.actorRole === 'user') return t('tracking:timeline.byCustomer');
  const name = event.actor?.name;
  // The staff member's name in its own script, inside the page's language.
  return name ? <MessageWithText message={(slot) => t('tracking:timeline.byStaff', { name: slot })} text={name} /> : t('tracking:timeline.byShop');
}

function Icon({ event }: { event: OrderEvent }) {
  const common = 'h-5 w-5';
  if (event.kind === 'placed') return <PackagePlus aria-hidden="true" className={`${common} text-brand-700`} />;
  if (event.kind === 'note') return <StickyNote aria-hidden="true" className={`${common} text-amber-600`} />;
  if (event.kind === 'payment') {
    const happened = event.payment?.event;
    if (happened === 'paid' || happened === 'reinstated' || happened === 'collected') return <CheckCircle2 aria-hidden="true" className={`${common} text-green-700`} />;
    if (happened === 'failed' || happened === 'cancelled' || happened === 'expired' || happened === 'refund_due') return <XCircle aria-hidden="true" className={`${common} text-red-700`} />;
    if (happened === 'refunded' || happened === 'refunded_by_hand') return <Undo2 aria-hidden="true" className={`${common} text-stone-600`} />;
    if (happened === 'switched_to_cod') return <Banknote aria-hidden="true" className={`${common} text-brand-700`} />;
    return <CreditCard aria-hidden="true" className={`${common} text-brand-700`} />;
  }
  if (event.toStatus === 'completed') return <CheckCircle2 aria-hidden="true" className={`${common} text-green-700`} />;
  if (event.toStatus === 'cancelled') return <XCircle aria-hidden="true" className={`${common} text-red-700`} />;
  if (event.toStatus === 'processing') return <Loader aria-hidden="true" className={`${common} text-blue-700`} />;
  return <Circle aria-hidden="true" className={`${common} text-stone-500`} />;
}

/** What happened to an order and when, oldest first: placed, each status change and payment and by whom, and (for the shop) its notes. */
export function OrderTimeline({ events, viewer, currency, className = '' }: OrderTimelineProps) {
  if (events.length === 0) return <p className={`text-sm text-stone-600 ${className}`}>{t('tracking:timeline.empty')}</p>;
  return (
    <ol className={`relative space-y-4 border-l-2 border-stone-200 pl-6 ${className}`}>
      {events.map((event) => {
        const who = byWhom(event, viewer);
        const isNote = event.kind === 'note';
        return (
          <li key={event._id} className="relative" data-event-kind={event.kind}>
            <span className="absolute top-0 -left-[2.2rem] flex h-8 w-8 items-center justify-center rounded-full border border-stone-200 bg-white">
              <Icon event={event} />
            </span>
            <div className={isNote ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2' : undefined}>
              <p className="font-semibold text-stone-900">
                {titleOf(event, currency)}
                {who && <span className="font-normal text-stone-700"> · {who}</span>}
              </p>
              <p className="text-xs text-stone-600">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              {isNote && event.note && <LangText as="p" text={event.note} className="mt-1 text-sm whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]" />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
