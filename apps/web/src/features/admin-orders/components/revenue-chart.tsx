import { useId } from 'react';
import type { RevenueDay } from '@boipoka/shared';
import { formatDayKey, formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../admin-messages';
import { axisTicks } from '../lib/chart-scale';

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 44, bottom: 34, left: 76 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Label every fifth day so 30 labels never collide. */
const LABEL_EVERY = 5;

/**
 * Revenue (bars, left axis) and orders (dots joined by a line, right axis) per day, in plain SVG: no chart library
 * in the admin bundle. Screen readers get the title, a summary and the full table of days.
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const titleId = useId();
  const descId = useId();
  const revenueTicks = axisTicks(Math.max(0, ...days.map((d) => d.revenue)));
  const orderTicks = axisTicks(Math.max(0, ...days.map((d) => d.orders)), 4, true);
  const revenueTop = revenueTicks[revenueTicks.length - 1];
  const ordersTop = orderTicks[orderTicks.length - 1];
  const band = days.length > 0 ? PLOT_W / days.length : PLOT_W;
  const barWidth = Math.max(2, band * 0.62);
  const yRevenue = (value: number) => MARGIN.top + PLOT_H - (value / revenueTop) * PLOT_H;
  const yOrders = (value: number) => MARGIN.top + PLOT_H - (value / ordersTop) * PLOT_H;
  const xCenter = (index: number) => MARGIN.left + band * index + band / 2;
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const linePoints = days.map((d, i) => `${xCenter(i).toFixed(1)},${yOrders(d.orders).toFixed(1)}`).join(' ');

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
        // Narrower than the chart on a phone: it scrolls inside this box, which a keyboard can reach (axe scrollable-region-focusable).
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={`${titleId}-heading`}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            className="h-auto w-full min-w-[560px]"
            data-testid="revenue-chart"
          >
            <title id={titleId}>{t('admin:orders.chartTitle')}</title>
            <desc id={descId}>
              {t('admin:orders.chartDesc', {
                from: formatDayKey(days[0].date),
                to: formatDayKey(days[days.length - 1].date),
                revenue: formatMoney(totalRevenue),
                orders: formatInteger(totalOrders),
              })}
            </desc>
            {revenueTicks.map((tick, index) => (
              <g key={tick}>
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={yRevenue(tick)} y2={yRevenue(tick)} className="stroke-stone-200" strokeWidth={1} />
                <text x={MARGIN.left - 8} y={yRevenue(tick)} dy="0.32em" textAnchor="end" className="fill-stone-600 text-[11px]">
                  {formatMoney(tick)}
                </text>
                <text x={WIDTH - MARGIN.right + 8} y={yRevenue(tick)} dy="0.32em" textAnchor="start" className="fill-stone-600 text-[11px]">
                  {formatInteger(orderTicks[index])}
                </text>
              </g>
            ))}
            {days.map((day, index) => {
              const top = yRevenue(day.revenue);
              return (
                <rect
                  key={day.date}
                  x={xCenter(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={Math.max(0, MARGIN.top + PLOT_H - top)}
                  rx={2}
                  className="fill-brand-600"
                />
              );
            })}
            <polyline points={linePoints} fill="none" className="stroke-accent-600" strokeWidth={1.5} strokeLinejoin="round" />
            {days.map((day, index) => (
              <circle key={day.date} cx={xCenter(index)} cy={yOrders(day.orders)} r={3} className="fill-white stroke-accent-600" strokeWidth={1.5} />
            ))}
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={MARGIN.top + PLOT_H} y2={MARGIN.top + PLOT_H} className="stroke-stone-400" strokeWidth={1} />
            {days.map((day, index) =>
              index % LABEL_EVERY === 0 || index === days.length - 1 ? (
                <text key={day.date} x={xCenter(index)} y={HEIGHT - 10} textAnchor="middle" className="fill-stone-600 text-[11px]">
                  {formatDayKey(day.date)}
                </text>
              ) : null,
            )}
          </svg>
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
