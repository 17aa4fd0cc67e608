import { adminMovesFor, statusColour, type Order, type OrderStatus } from '@boipoka/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DeliveryDetails } from '../../../components/shop/delivery-details';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { Link } from '../../../lib/locale';
import { OrderNumber } from '../../../components/shop/order-lines';
import { PaymentStateBadge } from '../../../components/shop/order-payment';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { MessageWithText } from '../../../components/ui/message-with-text';

export interface OrdersTableProps {
  orders: Order[];
  /** The order whose status is being changed. */
  pendingId: string | null;
  onChangeStatus: (order: Order, status: OrderStatus) => void;
  /** The batch's ticks: a box on each processing order, and one for every processing order of the page. */
  selection?: { selected: ReadonlySet<string>; onToggle: (order: Order) => void; onTogglePage: (orders: readonly Order[], ticked: boolean) => void };
}

/** Only a processing order can be booked, printed for and handed over in a batch. */
export const canBatch = (order: Pick<Order, 'status'>) => order.status === 'processing';

/** 'Recent Orders' (SPEC §2); the buttons come from the shared status machine, so the UI offers only moves the server allows. */
export function OrdersTable({ orders, pendingId, onChangeStatus, selection }: OrdersTableProps) {
  const batchable = orders.filter(canBatch);
  const allTicked = batchable.length > 0 && batchable.every((order) => selection?.selected.has(order._id));
  // Headers may wrap ('Total / Amount'), and no column asks for more room than its content needs: at 1280 px, beside
  // the sidebar and a browser's scrollbar (about 895 px), the table fits whole, its Actions on screen (issue 29).
  const header = 'px-3 py-3 text-left font-semibold uppercase tracking-wide';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="group" aria-labelledby="recent-orders-heading">
      <table className="stacked-table w-full sm:min-w-[780px] text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            {selection && (
              <th scope="col" className="py-3 pr-1 pl-3 text-left sm:w-8">
                {batchable.length > 0 ? (
                  // On a phone the box stands above the cards on its own, so it says what it ticks; in the table its column says it.
                  <label className="flex items-center gap-2 text-xs font-medium normal-case tracking-normal text-stone-700">
                    <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={allTicked} onChange={(event) => selection.onTogglePage(batchable, event.target.checked)} />
                    <span className="sm:sr-only">{t('admin:orders.batch.tickPage')}</span>
                  </label>
                ) : (
                  <span className="sr-only">{t('admin:orders.batch.tickColumn')}</span>
                )}
              </th>
            )}
            <th scope="col" className={header}>
              {t('admin:orders.columns.id')}
            </th>
            <th scope="col" className={header}>
              {t('admin:orders.columns.customer')}
            </th>
            <th scope="col" className={header}>
              {t('admin:orders.columns.items')}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {t('admin:orders.columns.total')}
            </th>
            <th scope="col" className={header}>
              {t('admin:orders.columns.status')}
            </th>
            <th scope="col" className={header}>
              {t('admin:orders.columns.date')}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {t('admin:orders.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => {
            const moves = adminMovesFor(order);
            const number = order.orderNumber;
            return (
              <tr key={order._id} className="align-top hover:bg-stone-50" data-order-id={order._id}>
                {selection && (
                  <td className="py-3 pr-1 pl-3 max-sm:empty:hidden">
                    {canBatch(order) && (
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-600"
                        aria-label={t('admin:orders.batch.tick', { number })}
                        checked={selection.selected.has(order._id)}
                        onChange={() => selection.onToggle(order)}
                      />
                    )}
                  </td>
                )}
                <td className="px-3 py-3 whitespace-nowrap" data-label={t('admin:orders.columns.id')}>
                  <Link to={`/dashboard/order-dashboard/${order._id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline" aria-label={t('admin:orders.viewLabel', { number })}>
                    <OrderNumber value={number} />
                  </Link>
                </td>
                <td className="max-w-56 min-w-40 px-3 py-3 text-stone-700 [overflow-wrap:anywhere]" data-label={t('admin:orders.columns.customer')}>
                  <div>
                    <p lang="en" translate="no">
                      {order.user?.email}
                    </p>
                    {order.shippingDetails && <DeliveryDetails shipping={order.shippingDetails} showContact className="mt-2" />}
                  </div>
                </td>
                <td className="min-w-32 px-3 py-3 text-stone-700" data-label={t('admin:orders.columns.items')}>
                  <ul className="space-y-0.5">
                    {order.books.map((line, index) => (
                      <li key={`${line.book?._id ?? index}`}>
                        <MessageWithText message={(slot) => t('admin:orders.itemLine', { quantity: line.quantity, title: slot })} text={line.book?.title ?? ''} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums text-stone-900" data-label={t('admin:orders.columns.total')}>
                  {formatMoney(order.totalPrice, undefined, order.currency)}
                </td>
                <td className="px-3 py-3" data-label={t('admin:orders.columns.status')}>
                  <div className="flex flex-col items-start gap-1">
                    <Badge tone={statusColour(order.status)}>{t(`common:status.${order.status}`, { defaultValue: order.status })}</Badge>
                    <PaymentStateBadge payment={order.payment} />
                  </div>
                </td>
                <td className="min-w-36 px-3 py-3 text-stone-700" data-label={t('admin:orders.columns.date')}>
                  {formatDateTime(order.createdAt)}
                </td>
                <td className="px-3 py-3" data-label={t('admin:orders.columns.actions')}>
                  {moves.length === 0 ? (
                    <p className="text-right text-stone-500">
                      <span aria-hidden="true">{t('admin:orders.noActions')}</span>
                      <span className="sr-only">{t('admin:orders.noActionsLabel')}</span>
                    </p>
                  ) : (
                    // Stacked, so the table fits beside the sidebar on a laptop without hiding the buttons.
                    <div className="flex flex-row flex-wrap justify-end gap-2 whitespace-nowrap sm:flex-col sm:items-stretch">
                      {moves.map((move) => (
                        <Button
                          key={move.to}
                          size="sm"
                          variant={move.to === 'cancelled' ? 'secondary' : 'primary'}
                          disabled={pendingId === order._id}
                          aria-label={t('admin:orders.actionLabel', { action: t(`admin:orders.actions.${move.action}`), id: number })}
                          onClick={() => onChangeStatus(order, move.to)}
                        >
                          {t(`admin:orders.actions.${move.action}`)}
                        </Button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
