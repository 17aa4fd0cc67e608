import { Minus, Plus } from 'lucide-react';
import { formatInteger } from '../../lib/format';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names: the group, and the − and + buttons. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'md' | 'sm';
}

/**
 * − n + between 1 and `max`. At a limit a button is `aria-disabled`, not `disabled`: a disabled button under the
 * keyboard's focus would drop the focus to the page's start, the moment + reaches the stock.
 */
export function QuantityStepper({ value, max, onChange, label, decreaseLabel, increaseLabel, size = 'md' }: QuantityStepperProps) {
  const box = size === 'md' ? 'h-11 w-11' : 'h-9 w-9';
  const button = `inline-flex ${box} items-center justify-center text-stone-800 hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent`;
  return (
    // No overflow-hidden here: it would clip the buttons' focus outline; each end button rounds its own corners.
    <div role="group" aria-label={label} className="inline-flex items-center rounded-lg ring-1 ring-stone-300">
      <button type="button" className={`${button} rounded-l-lg`} onClick={() => value > 1 && onChange(value - 1)} aria-disabled={value <= 1} aria-label={decreaseLabel}>
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" data-testid="quantity" className={`${size === 'md' ? 'w-12 text-lg' : 'w-9 text-base'} text-center font-semibold tabular-nums`}>
        {formatInteger(value)}
      </output>
      <button type="button" className={`${button} rounded-r-lg`} onClick={() => value < max && onChange(value + 1)} aria-disabled={value >= max} aria-label={increaseLabel}>
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
