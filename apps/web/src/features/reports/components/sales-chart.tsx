import { lazy, Suspense } from 'react';
import type { ReportGrouping, SalesGroup } from '@boipoka/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayKeyLong, formatInteger, formatMoney, formatMoneyCompact } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';
import { groupAxisLabel, groupLabel } from '../lib/group-label';

/** The chart library comes with the chart, in its own chunk (decision 022). */
const FiguresChart = lazy(() => import('../../../components/charts/figures-chart'));
/** Categories and books: the best fifteen are drawn; the table lists them all. */
const MOST_BARS_ACROSS = 15;

export function SalesChart({ groups, groupBy, from, to }: { groups: SalesGroup[]; groupBy: ReportGrouping; from: string; to: string }) {
  const across = groupBy === 'category' || groupBy === 'book';
  const shown = across ? groups.slice(0, MOST_BARS_ACROSS) : groups;
  const best = groups.reduce<SalesGroup | undefined>((top, g) => (!top || g.revenue > top.revenue ? g : top), undefined);
  const total = groups.reduce((sum, g) => sum + g.revenue, 0);
  if (groups.length === 0) return <p className="py-8 text-center text-sm text-stone-600">{t('reports:empty')}</p>;
  return (
    <div className="min-h-[160px]">
      <Suspense fallback={<Spinner />}>
        <FiguresChart
          points={shown.map((g) => ({ label: groupAxisLabel(g, groupBy), bar: g.revenue, line: across ? undefined : g.orders }))}
          barName={across ? t('reports:columns.bookSales') : t('reports:columns.revenue')}
          lineName={across ? undefined : t('reports:columns.orders')}
          formatBar={(value) => formatMoney(value)}
          formatBarAxis={(value) => formatMoneyCompact(value)}
          formatLine={(value) => formatInteger(value)}
          across={across}
          label={t('reports:chart.label', { grouping: t(`reports:filters.groupings.${groupBy}`) })}
          description={t('reports:chart.description', {
            from: formatDayKeyLong(from),
            to: formatDayKeyLong(to),
            total: formatMoney(total),
            best: best && best.revenue > 0 ? groupLabel(best, groupBy) : '—',
            bestRevenue: formatMoney(best?.revenue ?? 0),
          })}
        />
      </Suspense>
    </div>
  );
}
