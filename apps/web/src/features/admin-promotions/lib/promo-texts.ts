import { BOOK_CATEGORY_LABELS, type PromoCode } from '@boipoka/shared';
import { formatCents, formatInteger, formatShortDate } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';

/** '25% off', '৳100 off', 'Free delivery' (Bangla: '২৫% ছাড়', '৳১০০ ছাড়', 'ফ্রি ডেলিভারি'). */
export function takesOffText(code: PromoCode, locale: Locale): string {
  if (code.kind === 'percent') return t('promotions:list.percentOff', { percent: code.percent ?? 0 });
  if (code.kind === 'amount') return t('promotions:list.amountOff', { amount: formatCents(code.amountMinor ?? 0, locale, code.currency) });
  return t('promotions:list.freeDelivery');
}

export function categoryName(category: PromoCode['categories'][number]): string {
  return t(`common:categories.${category}`, { defaultValue: BOOK_CATEGORY_LABELS[category] });
}

/** What a reader's order must be for the code to apply, one line each; 'Any order' when nothing limits it. */
export function conditionTexts(code: PromoCode, locale: Locale): string[] {
  const lines: string[] = [];
  if (code.minSubtotalMinor) lines.push(t('promotions:list.minimum', { amount: formatCents(code.minSubtotalMinor, locale, code.currency) }));
  if (code.firstOrderOnly) lines.push(t('promotions:list.firstOrderOnly'));
  if (code.maxUsesPerCustomer !== null) lines.push(t('promotions:list.perCustomer', { count: code.maxUsesPerCustomer }));
  if (code.categories.length > 0) lines.push(t('promotions:list.forCategories', { names: code.categories.map(categoryName).join(', ') }));
  if (code.publishers.length > 0) lines.push(t('promotions:list.forPublishers', { names: code.publishers.join(', ') }));
  if (code.bookIds.length > 0) lines.push(t('promotions:list.forBooks', { count: code.bookIds.length }));
  return lines.length > 0 ? lines : [t('promotions:list.noConditions')];
}

/** 'Mar 1, 2026 – Mar 31, 2026', 'From …', 'Until …' or 'No dates'. */
export function datesText(code: PromoCode, locale: Locale): string {
  const start = code.startsAt ? formatShortDate(code.startsAt, locale) : null;
  const end = code.endsAt ? formatShortDate(code.endsAt, locale) : null;
  if (start && end) return t('promotions:list.fromTo', { start, end });
  if (start) return t('promotions:list.from', { start });
  if (end) return t('promotions:list.until', { end });
  return t('promotions:list.always');
}

/** '3 of 100' (Bangla: '১০০-এর মধ্যে ৩'), or '3 (no limit)'. */
export function usesText(code: PromoCode, locale: Locale): string {
  const uses = formatInteger(code.uses, locale);
  return code.maxUses === null ? t('promotions:list.usesNoLimit', { uses }) : t('promotions:list.usesOf', { uses, max: formatInteger(code.maxUses, locale) });
}
