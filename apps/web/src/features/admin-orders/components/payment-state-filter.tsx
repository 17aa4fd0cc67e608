import { PAYMENT_STATES, type PaymentState } from '@boipoka/shared';
import { inputClasses } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** The order list's filter by where the money stands (issue 32), beside the status filter and built as it is. */
export function PaymentStateFilter({ value, onChange }: { value: PaymentState | ''; onChange: (state: PaymentState | '') => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="order-payment-filter" className="text-sm font-medium text-stone-800">
        {t('admin:orders.paymentFilter.label')}
      </label>
      <select id="order-payment-filter" value={value} onChange={(event) => onChange(event.target.value as PaymentState | '')} className={`${inputClasses} w-auto py-1.5`}>
        <option value="">{t('admin:orders.paymentFilter.all')}</option>
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`admin:orders.paymentFilter.states.${state}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
