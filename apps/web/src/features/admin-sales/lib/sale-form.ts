import { saleCreateInput, type BookCategory, type Sale, type SaleCreateInput, type SaleKind } from '@boipoka/shared';
import type { Locale } from '../../../lib/i18n';
import { majorText, pageDigits, parseMinor, parseNumber } from '../../../lib/money-input';

/**
 * The sale form holds what the admin typed (numbers in Latin or Bangla digits, local date-times, lists separated by
 * commas) and becomes a SaleCreateInput checked with the schema the server checks it with. A field's name is the path
 * the schema and the server name in their errors, so a message goes beside its field. The same form edits a sale.
 */
export interface SaleForm {
  nameEn: string;
  nameBn: string;
  kind: SaleKind;
  percent: string;
  amount: string;
  /** datetime-local values ('2027-02-01T00:00', the browser's time zone). */
  startsAt: string;
  endsAt: string;
  categories: BookCategory[];
  /** Categories of the tree beyond SPEC's five, and series, by id (issue 34). */
  categoryIds: string[];
  seriesIds: string[];
  /** Names separated by commas. */
  publishers: string;
  authors: string;
  /** The chosen books' ids (the books chooser). */
  bookIds: string[];
  active: boolean;
}

export type SaleField =
  'name.en' | 'name.bn' | 'kind' | 'percent' | 'amountMinor' | 'startsAt' | 'endsAt' | 'categories' | 'categoryIds' | 'seriesIds' | 'publishers' | 'authors' | 'bookIds' | 'active';

export function emptySaleForm(): SaleForm {
  return {
    nameEn: '',
    nameBn: '',
    kind: 'percent',
    percent: '',
    amount: '',
    startsAt: '',
    endsAt: '',
    categories: [],
    categoryIds: [],
    seriesIds: [],
    publishers: '',
    authors: '',
    bookIds: [],
    active: true,
  };
}

/** '2027-02-01T00:00' in the browser's time zone, for a datetime-local field. */
export function isoToLocalInput(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** A sale as the form shows it for editing, figures in the page's digits. */
export function saleFormOf(sale: Sale, locale: Locale): SaleForm {
  return {
    nameEn: sale.name.en,
    nameBn: sale.name.bn,
    kind: sale.kind,
    percent: sale.percent === null ? '' : pageDigits(String(sale.percent), locale),
    amount: sale.amountMinor === null ? '' : majorText(sale.amountMinor, locale),
    startsAt: isoToLocalInput(sale.startsAt),
    endsAt: isoToLocalInput(sale.endsAt),
    categories: sale.categories,
    categoryIds: [...sale.categoryIds],
    seriesIds: [...sale.seriesIds],
    publishers: sale.publishers.join(', '),
    authors: sale.authors.join(', '),
    bookIds: [...sale.bookIds],
    active: sale.active,
  };
}

/** A datetime-local value as an ISO moment; what cannot be read is kept as typed, so the schema names the field. */
function localDateTimeToIso(value: string): string {
  const moment = new Date(value);
  return value.trim() === '' || Number.isNaN(moment.getTime()) ? value : moment.toISOString();
}

/** 'Ananda, Prothoma ,' → ['Ananda', 'Prothoma']. */
export function nameList(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** What the form asks the server for; only the kind's own figure is sent, an amount in minor units of the shop's currency. */
export function saleInputOf(form: SaleForm): SaleCreateInput {
  return {
    name: { en: form.nameEn, bn: form.nameBn },
    kind: form.kind,
    percent: form.kind === 'percent' && form.percent.trim() !== '' ? parseNumber(form.percent) : null,
    amountMinor: form.kind === 'amount' && form.amount.trim() !== '' ? parseMinor(form.amount) : null,
    startsAt: localDateTimeToIso(form.startsAt),
    endsAt: localDateTimeToIso(form.endsAt),
    categories: form.categories,
    categoryIds: form.categoryIds,
    seriesIds: form.seriesIds,
    publishers: nameList(form.publishers),
    authors: nameList(form.authors),
    bookIds: form.bookIds,
    active: form.active,
  };
}

export interface Issue {
  path: string;
  message: string;
}

export type CheckedSale = { ok: true; input: SaleCreateInput } | { ok: false; issues: Issue[] };

/** Checked as the server will check it; on success the schema's own result. */
export function checkSaleInput(input: SaleCreateInput): CheckedSale {
  const result = saleCreateInput.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
}

const FIELDS: readonly SaleField[] = [
  'name.en',
  'name.bn',
  'kind',
  'percent',
  'amountMinor',
  'startsAt',
  'endsAt',
  'categories',
  'categoryIds',
  'seriesIds',
  'publishers',
  'authors',
  'bookIds',
  'active',
];

/** The form's field a path names ('publishers.2' → 'publishers', 'name' → 'name.en'); null for one the form does not show. */
export function saleFieldOf(path: string): SaleField | null {
  if (path === 'name') return 'name.en';
  const [head = '', second] = path.split('.');
  const field = head === 'name' ? `name.${second}` : head;
  return (FIELDS as readonly string[]).includes(field) ? (field as SaleField) : null;
}

/** The first message for each field; messages for no field of the form under ''. */
export function errorsByField(issues: readonly Issue[], say: (message: string) => string = (message) => message): Partial<Record<SaleField | '', string>> {
  const errors: Partial<Record<SaleField | '', string>> = {};
  for (const issue of issues) errors[saleFieldOf(issue.path) ?? ''] ??= say(issue.message);
  return errors;
}
