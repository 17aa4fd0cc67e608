/** The smallest 1, 2 or 5 × 10^n at or above a value (tidy axis steps). */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const fraction = value / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** Evenly spaced ticks from 0 that cover `max` in `count` steps; integer steps when `integer`. */
export function axisTicks(max: number, count = 4, integer = false): number[] {
  let step = niceStep(max / count);
  if (integer) step = Math.max(1, Math.ceil(step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}
