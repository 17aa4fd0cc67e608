import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { t } from '../../../lib/i18n';
import '../messages';

/** − n + between 1 and `max` (the smaller of the stock and 10, SPEC §4). */
export function QuantitySelector({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={onChange}
      label={t('storefront:detail.quantity')}
      decreaseLabel={t('storefront:detail.decrease')}
      increaseLabel={t('storefront:detail.increase')}
    />
  );
}
