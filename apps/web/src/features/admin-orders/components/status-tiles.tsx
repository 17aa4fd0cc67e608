import { ORDER_STATUSES, statusColour, type RevenueSeries } from '@boipoka/shared';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

const DOT: Record<ReturnType<typeof statusColour>, string> = {
  green: 'bg-green-600',
  red: 'bg-red-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
};

/** Orders per status (all time), as four small tiles. */
export function StatusTiles({ byStatus }: { byStatus: RevenueSeries['byStatus'] }) {
  return (
    <section aria-labelledby="orders-by-status-heading">
      <h2 id="orders-by-status-heading" className="text-sm font-semibold text-stone-800">
        {t('admin:orders.byStatus')}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ORDER_STATUSES.map((status) => (
          <li key={status} className="rounded-lg border border-stone-200 bg-white px-4 py-3 shadow-sm" data-testid={`status-tile-${status}`}>
            <p className="flex items-center gap-2 text-xs font-medium text-stone-600">
              <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${DOT[statusColour(status)]}`} />
              {t(`common:status.${status}`)}
            </p>
            <p className="mt-1 text-xl font-bold tabular-nums text-stone-900">{formatInteger(byStatus?.[status] ?? 0)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
