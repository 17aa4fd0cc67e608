import type { CourierBookingInput, CourierId, Order } from '@boipoka/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { OrderNumber } from '../../../components/shop/order-lines';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { useCouriers } from '../api/admin-orders-api';

type Parcel = { consignmentId: string; trackingUrl: string };

export interface CourierBookingFormProps {
  /** One order (its page) or a batch (the list). */
  orders: readonly Pick<Order, '_id' | 'orderNumber'>[];
  busy: boolean;
  onBook: (input: CourierBookingInput) => void;
  /** Buttons beside Book (Mark handed over on the order's page, Not now in the list's dialog). */
  children?: ReactNode;
}

/**
 * Booking parcels with a courier, for one order or a batch: the couriers the API offers (Steadfast when it is set up,
 * which numbers the parcels itself; manual, where the admin types the rider and each order's tracking number), and a
 * note for the courier. One request whatever the number of orders; the API answers order by order.
 */
export function CourierBookingForm({ orders, busy, onBook, children }: CourierBookingFormProps) {
  const id = useId();
  const couriers = useCouriers();
  const offered = couriers.data ?? [{ id: 'manual' as const, name: 'manual' }];
  const [chosen, setChosen] = useState<CourierId | null>(null);
  // Steadfast (or another courier with an API) when the shop has one: it numbers the parcels itself.
  const courier = chosen ?? offered.find((option) => option.id !== 'manual')?.id ?? 'manual';
  const [rider, setRider] = useState('');
  const [parcels, setParcels] = useState<Record<string, Parcel>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const single = orders.length === 1;

  const parcelOf = (orderId: string): Parcel => parcels[orderId] ?? { consignmentId: '', trackingUrl: '' };
  const setParcel = (orderId: string, change: Partial<Parcel>) => {
    setParcels((current) => ({ ...current, [orderId]: { ...parcelOf(orderId), ...change } }));
    setErrors(({ [orderId]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedNote = note.trim();
    const extra = trimmedNote ? { note: trimmedNote } : {};
    if (courier !== 'manual') {
      onBook({ courier, parcels: orders.map((order) => ({ orderId: order._id, ...extra })) });
      return;
    }
    const problems: Record<string, string> = {};
    if (!rider.trim()) problems.rider = t('admin:orders.batch.riderRequired');
    for (const order of orders) if (!parcelOf(order._id).consignmentId.trim()) problems[order._id] = t('admin:orders.batch.consignmentRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onBook({
      courier,
      courierName: rider.trim(),
      parcels: orders.map((order) => {
        const parcel = parcelOf(order._id);
        return { orderId: order._id, consignmentId: parcel.consignmentId.trim(), ...(parcel.trackingUrl.trim() ? { trackingUrl: parcel.trackingUrl.trim() } : {}), ...extra };
      }),
    });
  };

  // In a batch each field names its order ('Tracking number of BP-000042'), the number marked as the Latin it is.
  const ofOrder = (alone: string, ofNumber: string, number: string) =>
    single ? t(alone) : <MessageWithText message={(slot) => t(ofNumber, { number: slot })} text={number} render={(value) => <OrderNumber value={value} />} />;

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <label htmlFor={`${id}-courier`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('admin:orders.fulfilment.courier')}
        </label>
        <select id={`${id}-courier`} className={inputClasses} value={courier} onChange={(event) => setChosen(event.target.value as CourierId)}>
          {offered.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`admin:orders.fulfilment.couriers.${option.id}`)}
            </option>
          ))}
        </select>
      </div>
      {courier === 'manual' ? (
        <>
          <FormField label={t('admin:orders.fulfilment.rider')} name="courierName" value={rider} onChange={(event) => setRider(event.target.value)} error={errors.rider} maxLength={60} required />
          {orders.map((order) => (
            <div key={order._id} className={single ? 'space-y-3' : 'grid gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-2'}>
              <FormField
                label={ofOrder('admin:orders.fulfilment.consignment', 'admin:orders.batch.consignmentOf', order.orderNumber)}
                name="consignmentId"
                value={parcelOf(order._id).consignmentId}
                onChange={(event) => setParcel(order._id, { consignmentId: event.target.value })}
                error={errors[order._id]}
                maxLength={100}
                required
              />
              <FormField
                label={ofOrder('admin:orders.fulfilment.link', 'admin:orders.batch.linkOf', order.orderNumber)}
                name="trackingUrl"
                type="url"
                value={parcelOf(order._id).trackingUrl}
                onChange={(event) => setParcel(order._id, { trackingUrl: event.target.value })}
                maxLength={500}
              />
            </div>
          ))}
        </>
      ) : (
        <p className="text-sm text-stone-600">{t('admin:orders.batch.courierNumbers')}</p>
      )}
      <FormField label={t('admin:orders.batch.note')} name="note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={250} hint={t('admin:orders.batch.noteHint')} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <Button type="submit" size="sm" disabled={busy}>
          {t('admin:orders.fulfilment.book')}
        </Button>
      </div>
    </form>
  );
}
