import { BadgeDollarSign, Calculator, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RevenueSummary } from '@boipoka/shared';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { averageOrderValue } from '../lib/order-figures';

function Card({ label, value, icon, testId }: { label: string; value: string; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="mt-0.5 text-2xl font-bold tabular-nums text-stone-900">{value}</p>
      </div>
    </div>
  );
}

/** Total Revenue, Total Orders, Average Order Value (SPEC §2), from GET /orders/revenue. */
export function RevenueCards({ summary, loading }: { summary: RevenueSummary | undefined; loading: boolean }) {
  const dash = '—';
  const show = (text: string) => (loading && !summary ? dash : text);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3" aria-busy={loading}>
        <Card testId="card-total-revenue" label={t('admin:orders.totalRevenue')} value={show(formatMoney(summary?.totalRevenue ?? 0))} icon={<BadgeDollarSign className="h-6 w-6" />} />
        <Card testId="card-total-orders" label={t('admin:orders.totalOrders')} value={show(formatInteger(summary?.totalOrders ?? 0))} icon={<ShoppingBag className="h-6 w-6" />} />
        <Card testId="card-average-order" label={t('admin:orders.averageOrderValue')} value={show(formatMoney(averageOrderValue(summary)))} icon={<Calculator className="h-6 w-6" />} />
      </div>
      <p className="mt-2 text-xs text-stone-600">{t('admin:orders.revenueNote')}</p>
    </div>
  );
}
