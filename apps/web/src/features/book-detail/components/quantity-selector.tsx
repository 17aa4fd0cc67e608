import { Minus, Plus } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

/** − n + between 1 and `max` (the smaller of the stock and 10, SPEC §4). */
export function QuantitySelector({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const button = 'inline-flex h-11 w-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';
  return (
    <div role="group" aria-label={t('storefront:detail.quantity')} className="inline-flex items-center overflow-hidden rounded-lg ring-1 ring-stone-300">
      <button type="button" className={button} onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1} aria-label={t('storefront:detail.decrease')}>
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" data-testid="quantity" className="w-12 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button type="button" className={button} onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max} aria-label={t('storefront:detail.increase')}>
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
