import { promoCodeInput, type BookCategory, type Currency, type PromoCodeInput, type PromoKind } from '@boipoka/shared';
import type { Locale } from '../../../lib/i18n';
import { pageDigits, parseMinor, parseNumber } from '../../../lib/money-input';

/**
 * The new-code form holds what the admin typed (money and numbers in Latin or Bangla digits, local date-times) and
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
    active: true,
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
    active: form.active,
  };
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
