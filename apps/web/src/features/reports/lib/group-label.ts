import { BOOK_CATEGORIES, type ReportGrouping, type SalesGroup } from '@boipoka/shared';
import { formatDayKey, formatDayKeyLong, formatMonthKey } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** A category in the page's language; a category the catalogue does not know stays as stored. */
export function categoryName(category: string): string {
  return (BOOK_CATEGORIES as readonly string[]).includes(category) ? t(`common:categories.${category}`) : category;
}

/** The name of a group in a table: 'Mar 1, 2026', 'Week of Mar 2, 2026', 'March 2026', a category, a title. */
export function groupLabel(group: SalesGroup, groupBy: ReportGrouping): string {
  switch (groupBy) {
    case 'day':
      return formatDayKeyLong(group.key);
    case 'week':
      return t('reports:groups.weekOf', { day: formatDayKeyLong(group.key) });
    case 'month':
      return formatMonthKey(group.key);
    case 'category':
      return categoryName(group.key);
    case 'book':
      return group.label ?? group.key;
  }
}

/** The same, short, for a chart's axis. */
export function groupAxisLabel(group: SalesGroup, groupBy: ReportGrouping): string {
  if (groupBy === 'day' || groupBy === 'week') return formatDayKey(group.key);
  return groupLabel(group, groupBy);
}
