import { stockLevel, type StockLevel } from '@boipoka/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatInteger } from '../../../lib/format';

const TONES: Record<StockLevel, BadgeTone> = { high: 'green', low: 'yellow', out: 'red' };

/** SPEC §2: green above 10, yellow 1 to 10, red at 0. */
export function StockBadge({ quantity }: { quantity: number }) {
  const level = stockLevel(quantity);
  return (
    <Badge tone={TONES[level]} className="tabular-nums">
      <span data-stock-level={level}>{formatInteger(quantity)}</span>
    </Badge>
  );
}
