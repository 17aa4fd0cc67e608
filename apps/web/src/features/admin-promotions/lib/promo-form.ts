import { promoCodeInput, type BookCategory, type Currency, type PromoCode, type PromoCodeInput, type PromoCodePatch, type PromoKind } from '@boipoka/shared';
import type { Locale } from '../../../lib/i18n';
import { majorText, pageDigits, parseMinor, parseNumber } from '../../../lib/money-input';

/**
 * The code form (a new code, or a code's terms changed) holds what the admin typed (money and numbers in Latin or Bangla digits, local date-times) and
 * becomes a PromoCodeInput checked with the schema the server checks it with. A field's name is the path the schema
 * and the server name in their errors, so a message goes beside its field.
 */
export interface PromoForm {
  code: string;
  kind: PromoKind;
  percent: string;
  amount: string;
  minSubtotal: string;
  /** A datetime-local value ('2026-03-01T10:00', the browser's time zone) or ''. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
  categories: BookCategory[];
  /** Names separated by commas. */
  publishers: string;
  /** The books chosen (their ids), in the order they were chosen. */
  bookIds: string[];
  active: boolean;
}

export type PromoField = Exclude<keyof PromoForm, 'amount'> | 'amountMinor' | 'minSubtotalMinor';

export function emptyPromoForm(locale: Locale): PromoForm {
  return {
    code: '',
    kind: 'percent',
    percent: '',
    amount: '',
    minSubtotal: '',
    startsAt: '',
    endsAt: '',
    maxUses: '',
    // The schema's default: one use per reader.
    maxUsesPerCustomer: pageDigits('1', locale),
    firstOrderOnly: false,
    categories: [],
    publishers: '',
    bookIds: [],
    active: true,
  };
}

/** An ISO moment as a datetime-local value in the browser's time zone ('2026-03-01T10:00'); '' for none. */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** A code's terms as the form shows them for editing: money in major units and numbers in the page's digits. */
export function promoFormOf(code: PromoCode, locale: Locale): PromoForm {
  const number = (value: number | null) => (value === null ? '' : pageDigits(String(value), locale));
  return {
    code: code.code,
    kind: code.kind,
    percent: number(code.percent),
    amount: code.amountMinor === null ? '' : majorText(code.amountMinor, locale),
    minSubtotal: code.minSubtotalMinor === null ? '' : majorText(code.minSubtotalMinor, locale),
    startsAt: isoToLocalDateTime(code.startsAt),
    endsAt: isoToLocalDateTime(code.endsAt),
    maxUses: number(code.maxUses),
    maxUsesPerCustomer: number(code.maxUsesPerCustomer),
    firstOrderOnly: code.firstOrderOnly,
    categories: [...code.categories],
    publishers: code.publishers.join(', '),
    bookIds: [...code.bookIds],
    active: code.active,
  };
}

/** A datetime-local value as an ISO moment; what cannot be read is kept as typed, so the schema names the field. */
export function localDateTimeToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : moment.toISOString();
}

/** An optional whole number: empty is none (null). */
function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : parseNumber(text);
}

/** 'Ananda, Prothoma ,' → ['Ananda', 'Prothoma']. */
export function publisherList(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** What the form asks the server for, in minor units of the shop's currency; only the kind's own figure is sent. */
export function promoInputOf(form: PromoForm, currency: Currency): PromoCodeInput {
  return {
    code: form.code,
    kind: form.kind,
    // Left empty, the kind's figure is missing (the schema says it is required), not a wrong number.
    percent: form.kind === 'percent' ? optionalNumber(form.percent) : null,
    amountMinor: form.kind === 'amount' && form.amount.trim() !== '' ? parseMinor(form.amount) : null,
    currency,
    minSubtotalMinor: form.minSubtotal.trim() === '' ? null : parseMinor(form.minSubtotal),
    startsAt: localDateTimeToIso(form.startsAt),
    endsAt: localDateTimeToIso(form.endsAt),
    maxUses: optionalNumber(form.maxUses),
    maxUsesPerCustomer: optionalNumber(form.maxUsesPerCustomer),
    firstOrderOnly: form.firstOrderOnly,
    categories: form.categories,
    publishers: publisherList(form.publishers),
    bookIds: form.bookIds,
    active: form.active,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * What an edit changes, and only that (PATCH /api/promotions/:id), from the code as it was and the form's input as
 * the schema read it. A date left as it was is not sent again (the form keeps minutes only). A change of kind sends
 * both figures, the other one null, so the code keeps no figure of its old kind.
 */
export function promoPatchOf(before: PromoCode, form: PromoForm, checked: PromoCodeInput): PromoCodePatch {
  const patch: PromoCodePatch = {};
  if (checked.kind !== before.kind) {
    patch.kind = checked.kind;
    patch.percent = checked.percent ?? null;
    patch.amountMinor = checked.amountMinor ?? null;
  } else {
    if ((checked.percent ?? null) !== before.percent) patch.percent = checked.percent ?? null;
    if ((checked.amountMinor ?? null) !== before.amountMinor) patch.amountMinor = checked.amountMinor ?? null;
  }
  if ((checked.minSubtotalMinor ?? null) !== before.minSubtotalMinor) patch.minSubtotalMinor = checked.minSubtotalMinor ?? null;
  if (form.startsAt !== isoToLocalDateTime(before.startsAt)) patch.startsAt = checked.startsAt ?? null;
  if (form.endsAt !== isoToLocalDateTime(before.endsAt)) patch.endsAt = checked.endsAt ?? null;
  if ((checked.maxUses ?? null) !== before.maxUses) patch.maxUses = checked.maxUses ?? null;
  if ((checked.maxUsesPerCustomer ?? null) !== before.maxUsesPerCustomer) patch.maxUsesPerCustomer = checked.maxUsesPerCustomer ?? null;
  if ((checked.firstOrderOnly ?? false) !== before.firstOrderOnly) patch.firstOrderOnly = checked.firstOrderOnly ?? false;
  if (!sameList(checked.categories ?? [], before.categories)) patch.categories = checked.categories ?? [];
  if (!sameList(checked.publishers ?? [], before.publishers)) patch.publishers = checked.publishers ?? [];
  if (!sameList(checked.bookIds ?? [], before.bookIds)) patch.bookIds = checked.bookIds ?? [];
  if ((checked.active ?? true) !== before.active) patch.active = checked.active ?? true;
  return patch;
}

export interface Issue {
  path: string;
  message: string;
}

export type CheckedPromo = { ok: true; input: PromoCodeInput } | { ok: false; issues: Issue[] };

/** Checked as the server will check it; on success the schema's own result (the code upper-cased, defaults filled). */
export function checkPromoInput(input: PromoCodeInput): CheckedPromo {
  const result = promoCodeInput.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
}

const FIELDS: readonly PromoField[] = [
  'code',
  'kind',
  'percent',
  'amountMinor',
  'minSubtotalMinor',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'firstOrderOnly',
  'categories',
  'publishers',
  'bookIds',
  'active',
];

/** The form's field a path names ('publishers.2' → 'publishers'); null for one the form does not show (the page lists it). */
export function promoFieldOf(path: string): PromoField | null {
  const head = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? (head as PromoField) : null;
}

/** The first message for each field; messages for no field of the form under ''. */
export function errorsByField(issues: readonly Issue[], say: (message: string) => string = (message) => message): Partial<Record<PromoField | '', string>> {
  const errors: Partial<Record<PromoField | '', string>> = {};
  for (const issue of issues) errors[promoFieldOf(issue.path) ?? ''] ??= say(issue.message);
  return errors;
}
