import { ORDER_STATUSES, type OrderStatus } from '@boipoka/shared';
import { inputClasses } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

export function OrderStatusFilter({ value, onChange }: { value: OrderStatus | ''; onChange: (status: OrderStatus | '') => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="order-status-filter" className="text-sm font-medium text-stone-800">
        {t('admin:orders.filterLabel')}
      </label>
      <select id="order-status-filter" value={value} onChange={(event) => onChange(event.target.value as OrderStatus | '')} className={`${inputClasses} w-auto py-1.5`}>
        <option value="">{t('admin:orders.filterAll')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`common:status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
