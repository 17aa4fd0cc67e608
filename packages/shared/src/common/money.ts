/** Money is integer cents inside the system and dollars with 2 decimals at the edges (API, UI). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when a dollar amount has no more than two decimals (1.005 is refused, 1.1 is fine). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
