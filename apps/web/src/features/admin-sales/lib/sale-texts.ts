import { BOOK_CATEGORY_LABELS, saleState, type Currency, type Sale } from '@boipoka/shared';
import { formatCents, formatInteger, formatSaleEnd } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';

interface NamedEntity {
  id: string;
  nameEn: string;
  nameBn: string;
}

/** '20% off', '৳50 off each book'. */
export function takesOffText(sale: Sale, locale: Locale, currency: Currency): string {
  if (sale.kind === 'percent') return t('sales:list.percentOff', { percent: formatInteger(sale.percent ?? 0, locale) });
  return t('sales:list.amountOff', { amount: formatCents(sale.amountMinor ?? 0, locale, currency) });
}

export function categoryName(category: Sale['categories'][number]): string {
  return t(`common:categories.${category}`, { defaultValue: BOOK_CATEGORY_LABELS[category] });
}

/** The books a sale is for, one line per kind of scope; categories of the tree and series named from their lists. */
export function scopeTexts(sale: Sale, names: { categories?: readonly NamedEntity[]; series?: readonly NamedEntity[]; locale?: Locale } = {}): string[] {
  const lines: string[] = [];
  const named = (ids: readonly string[], list: readonly NamedEntity[] = []) =>
    ids.map((id) => list.find((each) => each.id === id)).flatMap((each) => (each ? [names.locale === 'bn' ? each.nameBn : each.nameEn] : []));
  const categories = [...sale.categories.map(categoryName), ...named(sale.categoryIds, names.categories)];
  if (categories.length > 0) lines.push(t('sales:list.forCategories', { names: categories.join(', ') }));
  if (sale.seriesIds.length > 0) lines.push(t('sales:list.forSeries', { names: named(sale.seriesIds, names.series).join(', ') || formatInteger(sale.seriesIds.length, names.locale ?? 'en') }));
  if (sale.publishers.length > 0) lines.push(t('sales:list.forPublishers', { names: sale.publishers.join(', ') }));
  if (sale.authors.length > 0) lines.push(t('sales:list.forAuthors', { names: sale.authors.join(', ') }));
  if (sale.bookIds.length > 0) lines.push(t('sales:list.forBooks', { count: sale.bookIds.length }));
  return lines;
}

/** 'Feb 1, 00:00 – Feb 28, 23:59' in the shop's clock. */
export function datesText(sale: Sale, locale: Locale): string {
  return t('sales:list.fromTo', { start: formatSaleEnd(sale.startsAt, locale), end: formatSaleEnd(sale.endsAt, locale) });
}

export const STATE_TONES = { running: 'green', scheduled: 'blue', paused: 'grey', ended: 'grey' } as const;

export function stateText(sale: Sale, now: Date): { state: ReturnType<typeof saleState>; text: string } {
  const state = saleState(sale, now);
  return { state, text: t(`sales:list.states.${state}`) };
}
