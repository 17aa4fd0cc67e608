import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Bars (money, left axis) and an optional line (a count, right axis), drawn by Recharts in SVG so the page's font
 * writes Bangla labels and digits. Loaded lazily by the admin pages that draw one (`React.lazy`): the library is its
 * own chunk, never part of a storefront page. The picture is one image for a screen reader, named and described; the
 * page shows the same figures in a table.
 */
export interface FiguresPoint {
  /** The axis label, already in the page's language (a day, a week, a month, a category, a title). */
  label: string;
  bar: number;
  line?: number;
}

export interface FiguresChartProps {
  points: FiguresPoint[];
  barName: string;
  lineName?: string;
  formatBar: (value: number) => string;
  formatBarAxis: (value: number) => string;
  formatLine?: (value: number) => string;
  /** The image's name and its description for a screen reader. */
  label: string;
  description: string;
  /** Bars across (categories, books: long names), instead of up (periods). */
  across?: boolean;
}

const BAR = 'var(--color-brand-600, #006a4e)';
const LINE = 'var(--color-accent-600, #d01c31)';
const TICK = { fontSize: 11, fill: '#57534e' };

export default function FiguresChart({ points, barName, lineName, formatBar, formatBarAxis, formatLine, label, description, across = false }: FiguresChartProps) {
  const descId = useId();
  const showLine = Boolean(lineName) && points.some((point) => point.line !== undefined);
  const height = across ? Math.max(160, points.length * 30 + 40) : 260;
  const tooltipFormatter = (value: unknown, name: unknown) => {
    const n = Number(value);
    return [name === lineName && formatLine ? formatLine(n) : formatBar(n), String(name)] as [string, string];
  };
  return (
    <div role="img" aria-label={label} aria-describedby={descId} data-testid="figures-chart" className="w-full">
      <p id={descId} className="sr-only">
        {description}
      </p>
      <ResponsiveContainer width="100%" height={height}>
        {across ? (
          <ComposedChart data={points} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="#e7e5e4" />
            <XAxis type="number" dataKey="bar" tickFormatter={formatBarAxis} tick={TICK} />
            <YAxis type="category" dataKey="label" width={110} tick={TICK} tickFormatter={(text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text)} />
            <Tooltip formatter={tooltipFormatter} />
            <Bar dataKey="bar" name={barName} fill={BAR} radius={[0, 3, 3, 0]} isAnimationActive={false} />
          </ComposedChart>
        ) : (
          <ComposedChart data={points} margin={{ top: 8, right: 4, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={16} />
            <YAxis yAxisId="bar" tickFormatter={formatBarAxis} tick={TICK} width={56} />
            {showLine && <YAxis yAxisId="line" orientation="right" allowDecimals={false} tickFormatter={formatLine} tick={TICK} width={32} />}
            <Tooltip formatter={tooltipFormatter} />
            <Bar yAxisId="bar" dataKey="bar" name={barName} fill={BAR} radius={[2, 2, 0, 0]} isAnimationActive={false} />
            {showLine && <Line yAxisId="line" dataKey="line" name={lineName} stroke={LINE} strokeWidth={1.5} dot={{ r: 2.5, fill: '#fff' }} isAnimationActive={false} />}
          </ComposedChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
