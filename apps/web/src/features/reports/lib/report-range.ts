import { daysBetween, MAX_REPORT_DAYS, REPORT_GROUPINGS, SHOP_TIME_ZONE, type ReportGrouping } from '@boipoka/shared';

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

/** Today's date in the shop's time zone (YYYY-MM-DD): the report's days are Dhaka's, whatever the browser's zone. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last 30 days, today included, by day. */
export function defaultRange(now: Date = new Date()): ReportRange {
  const to = shopToday(now);
  return { from: addDays(to, -29), to, groupBy: 'day' };
}

/** The range from the page's address (?from&to&groupBy), falling back to the default for anything missing or unknown. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): ReportRange {
  const fallback = defaultRange(now);
  const groupBy = params.get('groupBy');
  return {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    groupBy: (REPORT_GROUPINGS as readonly string[]).includes(groupBy ?? '') ? (groupBy as ReportGrouping) : fallback.groupBy,
  };
}

export type RangeProblem = 'from' | 'to' | 'order' | 'tooLong' | null;

/** What is wrong with a range before it is asked for (the server checks the same with the shared schema). */
export function rangeProblem({ from, to }: { from: string; to: string }): RangeProblem {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || Number.isNaN(Date.parse(from))) return 'from';
  if (!day.test(to) || Number.isNaN(Date.parse(to))) return 'to';
  if (to < from) return 'order';
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}
