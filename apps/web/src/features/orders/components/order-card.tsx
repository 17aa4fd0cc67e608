import { canOwnerHide, statusColour, toCents, transitionsFor, type Order } from '@boipoka/shared';
import { ChevronRight, Trash2, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { BookCover } from '../../../components/ui/book-cover';
import { Button } from '../../../components/ui/button';
import { DeliveryDetails } from '../../../components/shop/delivery-details';
import { formatCents, formatDateTime, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';
import { LangText } from '../../../components/ui/lang-text';
import { OrderNumber } from '../../../components/shop/order-lines';
import { PaymentStateBadge } from '../../../components/shop/order-payment';
import { Link } from '../../../lib/locale';
import { onItsWay } from '../on-its-way';
import { buttonClasses } from '../../../components/ui/button';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  onDelete: (order: Order) => void;
  busy?: boolean;
}

/** One order of My Orders; which buttons show comes from the shared status machine. */
export function OrderCard({ order, onCancel, onDelete, busy = false }: OrderCardProps) {
  const canCancel = transitionsFor('owner', order.status).some((move) => move.to === 'cancelled');
  const canDelete = canOwnerHide(order.status);
  return (
    <article className="rounded-xl border border-stone-200 bg-white shadow-sm" aria-label={`${t('orders:card.orderNumber')} ${order.orderNumber}`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{t('orders:card.orderNumber')}</p>
          <Link to={`/dashboard/user-orders/${order._id}`} className="text-lg font-bold text-brand-700 underline-offset-2 hover:underline">
            <OrderNumber value={order.orderNumber} />
          </Link>
          <p className="mt-1 text-xs text-stone-600">{t('orders:card.placedOn', { date: formatDateTime(order.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PaymentStateBadge payment={order.payment} />
          <Badge tone={statusColour(order.status)}>{t(`common:status.${order.status}`)}</Badge>
        </div>
      </header>
      <ul className="divide-y divide-stone-100 px-4 sm:px-5">
        {order.books.map((line, index) => (
          <li key={`${line.book._id}-${index}`} className="flex items-center gap-4 py-3">
            <BookCover src={line.book.image} title={line.book.title} width={56} height={84} className="h-21 w-14 shrink-0 rounded border border-stone-200" />
            <div className="min-w-0 flex-1">
              <LangText as="p" text={line.book.title} className="font-semibold text-stone-900" />
              <p className="text-sm text-stone-600">{t('orders:card.quantity', { count: line.quantity, price: formatMoney(line.book.price, undefined, order.currency) })}</p>
            </div>
            <p className="shrink-0 font-semibold text-stone-900 tabular-nums">{formatCents(toCents(line.book.price) * line.quantity, undefined, order.currency)}</p>
          </li>
        ))}
      </ul>
      <DeliveryDetails shipping={order.shippingDetails} customerPhone={onItsWay(order.status) ? 'courier' : 'given'} className="border-t border-stone-200 px-4 py-3 sm:px-5" />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 sm:px-5">
        <p className="text-lg font-bold text-stone-900">{t('orders:card.total', { total: formatMoney(order.totalPrice, undefined, order.currency) })}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/dashboard/user-orders/${order._id}`} className={buttonClasses('secondary', 'sm')} aria-label={t('orders:card.viewLabel', { number: order.orderNumber })}>
            {t('orders:card.view')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          {canCancel && (
            <Button variant="secondary" size="sm" onClick={() => onCancel(order)} disabled={busy} className="text-red-700">
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {t('orders:card.cancel')}
            </Button>
          )}
          {canDelete && (
            <Button variant="danger" size="sm" onClick={() => onDelete(order)} disabled={busy}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('orders:card.delete')}
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
