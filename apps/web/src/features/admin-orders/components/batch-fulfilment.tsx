import { MAX_BOOKINGS_PER_REQUEST, type CourierBookingInput, type CourierResults, type Order } from '@boipoka/shared';
import { PackageCheck, Printer, Truck, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LangText } from '../../../components/ui/lang-text';
import { SELECTION_TOOLBAR_CLASSES } from '../../../components/ui/selection-toolbar';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { OrderNumber } from '../../../components/shop/order-lines';
import { errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import { useCourierBooking } from '../api/admin-orders-api';
import { CourierBookingForm } from './courier-booking-form';
import { PackingSlips, SLIP_FORMATS, type SlipConsignment, type SlipFormat } from './packing-slip';

type Result = CourierResults['results'][number];
type Outcome = { kind: 'booked' | 'handedOver'; results: Result[]; orders: readonly Order[] };

const counted = (count: number) => ({ count, formatted: formatInteger(count) });
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** 'A4, one order per page' or '4×6 inch labels': the paper the slips go on. */
function PrintDialog({ orders, onPrint, onClose }: { orders: readonly Order[] | null; onPrint: (format: SlipFormat) => void; onClose: () => void }) {
  const id = useId();
  const [format, setFormat] = useState<SlipFormat>('a4');
  return (
    <Dialog open={orders !== null} title={t('admin:orders.batch.printTitle', counted(orders?.length ?? 0))} onClose={onClose} className="max-w-md">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onPrint(format);
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('admin:orders.batch.format')}</legend>
          <div className="space-y-2">
            {SLIP_FORMATS.map((option) => (
              <label key={option} htmlFor={`${id}-${option}`} className="flex items-start gap-2 rounded-lg border border-stone-200 p-3 text-sm text-stone-800 has-[:checked]:border-brand-600">
                <input id={`${id}-${option}`} type="radio" name="format" value={option} checked={format === option} onChange={() => setFormat(option)} className="mt-0.5 h-4 w-4 accent-brand-600" />
                <span>{t(`admin:orders.batch.formats.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('admin:orders.fulfilment.confirm.no')}
          </Button>
          <Button type="submit">
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('admin:orders.batch.printAction')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Each order of a batch: booked (or handed over) with its courier and parcel number, or refused and why. */
function OutcomePanel({ outcome, onPrint, onDismiss }: { outcome: Outcome; onPrint: (orders: readonly Order[]) => void; onDismiss: () => void }) {
  const done = outcome.results.filter((result) => result.ok);
  const refused = outcome.results.length - done.length;
  const numberOf = (orderId: string) => outcome.orders.find((order) => sameId(order._id, orderId))?.orderNumber ?? orderId;
  const booked = outcome.orders.filter((order) => done.some((result) => sameId(result.orderId, order._id)));
  return (
    <section aria-labelledby="batch-outcome-heading" className="space-y-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4" data-testid="batch-outcome">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div role="status">
          <h3 id="batch-outcome-heading" className="font-semibold text-stone-900">
            {t(`admin:orders.batch.outcome.${outcome.kind}`)}
          </h3>
          <p className="text-sm text-stone-700">{t('admin:orders.batch.outcome.summary', { done: done.length, refused })}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={t('common:actions.dismiss')}>
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <ul className="divide-y divide-stone-100 text-sm">
        {outcome.results.map((result) => (
          <li key={result.orderId} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 py-1.5" data-ok={result.ok}>
            <OrderNumber value={numberOf(result.orderId)} className="font-semibold text-stone-900" />
            {result.ok && result.consignment ? (
              <span className="text-green-800">
                <MessageWithText
                  message={(slot) => t(`admin:orders.batch.outcome.${outcome.kind === 'booked' ? 'bookedWith' : 'handedOverTo'}`, { courier: slot })}
                  text={result.consignment.courierName}
                />{' '}
                <span lang="en" translate="no" className="font-mono font-semibold">
                  {result.consignment.consignmentId}
                </span>
              </span>
            ) : result.ok ? (
              <span className="text-green-800">{t(`admin:orders.batch.outcome.${outcome.kind}`)}</span>
            ) : (
              <span className="text-red-700">
                {t('admin:orders.batch.outcome.refused')} {result.message && <LangText text={result.message} />}
              </span>
            )}
          </li>
        ))}
      </ul>
      {outcome.kind === 'booked' && booked.length > 0 && (
        <Button size="sm" variant="secondary" onClick={() => onPrint(booked)}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('admin:orders.batch.printBooked', counted(booked.length))}
        </Button>
      )}
    </section>
  );
}

export interface BatchFulfilmentProps {
  /** The processing orders ticked in the list (on this page or others). */
  selected: readonly Order[];
  /** Orders a batch went through for: they leave the selection. */
  onUntick: (orderIds: readonly string[]) => void;
  onClear: () => void;
}

/**
 * The orders list's batch (issue 33): the ticked processing orders booked with a courier in one request, their packing
 * slips printed together (A4 or 4×6 inch labels), and marked handed over; each order's outcome shown after, and the
 * orders it went through for unticked.
 */
export function BatchFulfilment({ selected, onUntick, onClear }: BatchFulfilmentProps) {
  const booking = useCourierBooking();
  const [bookingOpen, setBookingOpen] = useState(false);
  const [printChoice, setPrintChoice] = useState<readonly Order[] | null>(null);
  const [printing, setPrinting] = useState<{ orders: readonly Order[]; format: SlipFormat; run: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [consignments, setConsignments] = useState<Record<string, SlipConsignment>>({});
  const [error, setError] = useState<string | null>(null);
  const count = selected.length;
  const tooMany = count > MAX_BOOKINGS_PER_REQUEST;
  const busy = booking.book.isPending || booking.handOver.isPending;

  // The slips leave the page once the browser has printed them.
  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  const finish = (kind: Outcome['kind'], orders: readonly Order[], { results }: CourierResults) => {
    setOutcome({ kind, results, orders });
    const parcels: Record<string, SlipConsignment> = {};
    for (const result of results) {
      const order = orders.find((candidate) => sameId(candidate._id, result.orderId));
      if (order && result.consignment) parcels[order._id] = { courierName: result.consignment.courierName, consignmentId: result.consignment.consignmentId };
    }
    setConsignments((current) => ({ ...current, ...parcels }));
    const ok = orders.filter((order) => results.some((result) => result.ok && sameId(result.orderId, order._id)));
    if (ok.length) onUntick(ok.map((order) => order._id));
    const refused = results.length - ok.length;
    if (refused === 0) notify.success(t(`admin:orders.batch.outcome.${kind}`));
  };

  const book = async (input: CourierBookingInput) => {
    setError(null);
    const orders = selected;
    try {
      const answer = await booking.book.mutateAsync(input);
      setBookingOpen(false);
      finish('booked', orders, answer);
    } catch (failure) {
      setError(errorMessage(failure, t('admin:orders.batch.failed')));
      setBookingOpen(false);
    }
  };

  const handOver = async () => {
    setError(null);
    const orders = selected;
    try {
      finish('handedOver', orders, await booking.handOver.mutateAsync(orders.map((order) => order._id)));
    } catch (failure) {
      setError(errorMessage(failure, t('admin:orders.batch.failed')));
    }
  };

  // A fragment: the toolbar's box is the list's section, so it stays in view while the list scrolls.
  return (
    <>
      {count > 0 && (
        <div role="region" aria-label={t('admin:orders.batch.label')} className={`space-y-2 p-3 ${SELECTION_TOOLBAR_CLASSES}`} data-testid="batch-toolbar">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-800">
            <p className="font-medium" aria-live="polite">
              {t('admin:orders.batch.selected', counted(count))}
            </p>
            <button type="button" onClick={onClear} className="text-stone-700 underline underline-offset-2">
              {t('admin:orders.batch.clear')}
            </button>
          </div>
          {tooMany && <p className="text-sm text-red-700">{t('admin:orders.batch.tooMany', { max: MAX_BOOKINGS_PER_REQUEST })}</p>}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy || tooMany} onClick={() => setBookingOpen(true)}>
              <Truck aria-hidden="true" className="h-4 w-4" />
              {t('admin:orders.batch.book')}
            </Button>
            <Button size="sm" variant="secondary" disabled={tooMany} onClick={() => setPrintChoice(selected)}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('admin:orders.batch.print')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy || tooMany} onClick={() => void handOver()}>
              <PackageCheck aria-hidden="true" className="h-4 w-4" />
              {t('admin:orders.batch.handOver')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <AlertBanner tone="error" onDismiss={() => setError(null)}>
          {error}
        </AlertBanner>
      )}
      {outcome && <OutcomePanel outcome={outcome} onPrint={setPrintChoice} onDismiss={() => setOutcome(null)} />}

      <Dialog open={bookingOpen} title={t('admin:orders.batch.bookTitle', counted(count))} onClose={() => !busy && setBookingOpen(false)} closeOnBackdrop={!busy}>
        {bookingOpen && (
          <CourierBookingForm orders={selected} busy={busy} onBook={(input) => void book(input)}>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setBookingOpen(false)}>
              {t('admin:orders.fulfilment.confirm.no')}
            </Button>
          </CourierBookingForm>
        )}
      </Dialog>
      <PrintDialog
        orders={printChoice}
        onClose={() => setPrintChoice(null)}
        onPrint={(format) => {
          if (printChoice) setPrinting((current) => ({ orders: printChoice, format, run: (current?.run ?? 0) + 1 }));
          setPrintChoice(null);
        }}
      />
      {printing && <PackingSlips key={printing.run} orders={printing.orders} format={printing.format} consignments={consignments} onReady={() => window.print()} />}
    </>
  );
}
