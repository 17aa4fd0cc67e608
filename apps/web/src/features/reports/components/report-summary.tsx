import type { SalesReport } from '@boipoka/shared';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold tabular-nums text-stone-900">{value}</dd>
    </div>
  );
}

/** Revenue, orders, copies and the average order of the range, and the orders placed in it by status beside them. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const { totals, placedByStatus } = report;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure testId="report-revenue" label={t('reports:totals.revenue')} value={formatMoney(totals.revenue)} />
        <Figure testId="report-orders" label={t('reports:totals.orders')} value={formatInteger(totals.orders)} />
        <Figure testId="report-copies" label={t('reports:totals.copies')} value={formatInteger(totals.copies)} />
        <Figure testId="report-average" label={t('reports:totals.averageOrder')} value={formatMoney(totals.averageOrder)} />
      </dl>
      <p className="text-sm text-stone-700" data-testid="report-pipeline">
        {t('reports:totals.placed', {
          pending: formatInteger(placedByStatus.pending),
          processing: formatInteger(placedByStatus.processing),
          completed: formatInteger(placedByStatus.completed),
          cancelled: formatInteger(placedByStatus.cancelled),
        })}
      </p>
    </div>
  );
}
