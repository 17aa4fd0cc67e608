import type { FulfilmentEvent, Order, TrackedOrder } from '@boipoka/shared';
import { CheckCircle2, Package, RotateCcw, Truck, Bike } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';
import { LangText } from '../ui/lang-text';
import './tracking-messages';

/** A step as the order's page, the admin's and public tracking have it (tracking has no cash, actor or note). */
type Step = Pick<FulfilmentEvent, '_id' | 'step' | 'courier' | 'consignmentId' | 'trackingUrl' | 'returnReason' | 'createdAt'> &
  Partial<Pick<FulfilmentEvent, 'cashCollected' | 'actor' | 'note' | 'actorRole'>>;

export interface FulfilmentTimelineProps {
  steps: readonly Step[] | TrackedOrder['fulfilment'];
  /** The admin reads who on the staff acted, and the shop's notes. */
  viewer: 'customer' | 'admin' | 'public';
  currency?: Order['currency'];
  className?: string;
}

function StepIcon({ step }: { step: Step['step'] }) {
  const common = 'h-5 w-5';
  if (step === 'packed') return <Package aria-hidden="true" className={`${common} text-brand-700`} />;
  if (step === 'with_courier') return <Truck aria-hidden="true" className={`${common} text-blue-700`} />;
  if (step === 'out_for_delivery') return <Bike aria-hidden="true" className={`${common} text-blue-700`} />;
  if (step === 'delivered') return <CheckCircle2 aria-hidden="true" className={`${common} text-green-700`} />;
  return <RotateCcw aria-hidden="true" className={`${common} text-red-700`} />;
}

/** From the shelf to the door (issue 33): packed, with the courier (its number and link), out for delivery, delivered or returned. */
export function FulfilmentTimeline({ steps, viewer, currency, className = '' }: FulfilmentTimelineProps) {
  if (steps.length === 0) return <p className={`text-sm text-stone-600 ${className}`}>{t('tracking:fulfilment.empty')}</p>;
  return (
    <ol className={`relative space-y-4 border-l-2 border-stone-200 pl-6 ${className}`} aria-label={t('tracking:fulfilment.heading')}>
      {(steps as readonly Step[]).map((event, index) => (
        <li key={event._id ?? `${event.step}-${index}`} className="relative" data-step={event.step}>
          <span className="absolute top-0 -left-[2.2rem] flex h-8 w-8 items-center justify-center rounded-full border border-stone-200 bg-white">
            <StepIcon step={event.step} />
          </span>
          <p className="font-semibold text-stone-900">{t(`tracking:fulfilment.step.${event.step}`)}</p>
          <p className="text-xs text-stone-600">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {event.step === 'with_courier' && event.courier && (
            <p className="mt-1 text-sm text-stone-800">
              <LangText text={event.courier} />
              {event.consignmentId && <span> · {t('tracking:fulfilment.consignment', { id: event.consignmentId })}</span>}
              {event.trackingUrl && (
                <>
                  {' · '}
                  <a href={event.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    {t('tracking:fulfilment.follow')}
                  </a>
                </>
              )}
            </p>
          )}
          {event.step === 'delivered' && typeof event.cashCollected === 'number' && event.cashCollected > 0 && (
            <p className="mt-1 text-sm text-stone-800">{t('tracking:fulfilment.cash', { amount: formatMoney(event.cashCollected, undefined, currency) })}</p>
          )}
          {event.step === 'returned' && event.returnReason && <p className="mt-1 text-sm text-stone-800">{t(`tracking:fulfilment.reason.${event.returnReason}`)}</p>}
          {viewer === 'admin' && event.actor?.name && <p className="text-xs text-stone-600">{t('tracking:fulfilment.by', { name: event.actor.name })}</p>}
          {viewer === 'admin' && event.note && <LangText as="p" text={event.note} className="mt-1 text-sm whitespace-pre-line text-stone-700 [overflow-wrap:anywhere]" />}
        </li>
      ))}
    </ol>
  );
}
