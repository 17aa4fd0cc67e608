import { lazy, Suspense, useId } from 'react';
import type { RevenueDay } from '@boipoka/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayKey, formatInteger, formatMoney, formatMoneyCompact } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** The chart library comes with the chart, in its own chunk (decision 022). */
const FiguresChart = lazy(() => import('../../../components/charts/figures-chart'));

/**
 * Revenue (bars, left axis) and orders (a line, right axis) per day. Screen readers get the title, a summary and the
 * full table of days.
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const titleId = useId();
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);

  return (
    <section aria-labelledby={`${titleId}-heading`} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${titleId}-heading`} className="text-lg font-semibold text-stone-900">
          {t('admin:orders.chartTitle')}
        </h2>
        <ul className="flex gap-4 text-xs text-stone-700" aria-hidden="true">
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-brand-600" />
            {t('admin:orders.chartRevenue')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-accent-600" />
            {t('admin:orders.chartOrders')}
          </li>
        </ul>
      </div>
      {days.length === 0 ? (
        <p className="py-8 text-center text-sm text-stone-600">{t('admin:orders.chartEmpty')}</p>
      ) : (
        <div className="mt-3 min-h-[260px]" data-testid="revenue-chart">
          <Suspense fallback={<Spinner />}>
            <FiguresChart
              points={days.map((day) => ({ label: formatDayKey(day.date), bar: day.revenue, line: day.orders }))}
              barName={t('admin:orders.chartRevenue')}
              lineName={t('admin:orders.chartOrders')}
              formatBar={(value) => formatMoney(value)}
              formatBarAxis={(value) => formatMoneyCompact(value)}
              formatLine={(value) => formatInteger(value)}
              label={t('admin:orders.chartTitle')}
              description={t('admin:orders.chartDesc', {
                from: formatDayKey(days[0].date),
                to: formatDayKey(days[days.length - 1].date),
                revenue: formatMoney(totalRevenue),
                orders: formatInteger(totalOrders),
              })}
            />
          </Suspense>
        </div>
      )}
      <table className="sr-only">
        <caption>{t('admin:orders.chartTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:orders.chartDay')}</th>
            <th scope="col">{t('admin:orders.chartRevenue')}</th>
            <th scope="col">{t('admin:orders.chartOrders')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDayKey(day.date)}</th>
              <td>{formatMoney(day.revenue)}</td>
              <td>{formatInteger(day.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
