import type { FieldError } from '@boipoka/shared';
import { BN_DURATION_UNITS, BN_MESSAGES, BN_TEMPLATES, BN_TERMS } from './bn-messages';
import type { Locale } from './locale';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** 128 → ১২৮ (Bangla digits, as bn-BD writes numbers). */
export function banglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BANGLA_DIGITS[Number(d)]!);
}

type PlaceholderKind = 'text' | 'number' | 'term' | 'duration';

interface CompiledTemplate {
  pattern: RegExp;
  placeholders: { name: string; kind: PlaceholderKind }[];
  bangla: string;
}

const PLACEHOLDER = /\{(\w+)(?::(number|term|duration))?\}/g;

function compile(english: string, bangla: string): CompiledTemplate {
  const placeholders: CompiledTemplate['placeholders'] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    const kind = (match[2] ?? 'text') as PlaceholderKind;
    placeholders.push({ name: match[1]!, kind });
    source += kind === 'number' ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)';
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), placeholders, bangla };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TEMPLATES = Object.entries(BN_TEMPLATES).map(([english, bangla]) => compile(english, bangla));

function fill(value: string, kind: PlaceholderKind): string {
  switch (kind) {
    case 'number':
      return banglaDigits(value);
    case 'term':
      return BN_TERMS[value] ?? value;
    case 'duration': {
      const match = /^(\d+(?:\.\d+)?)\s*(\w+)$/.exec(value);
      const unit = match && BN_DURATION_UNITS[match[2]!];
      return match && unit ? `${banglaDigits(match[1]!)} ${unit}` : value;
    }
    default:
      return value;
  }
}

/** The Bangla of one of the API's English messages, or undefined when the catalogue has none. */
export function toBangla(message: string): string | undefined {
  const exact = BN_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.placeholders.map((p, i) => [p.name, fill(match[i + 1]!, p.kind)]));
    return template.bangla.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
  }
  return undefined;
}

/** A message in the caller's language. English is the message itself (SPEC's text); one with no Bangla stays English. */
export function translate(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  return toBangla(message) ?? message;
}

/** What fastify-type-provider-zod keeps of a zod issue: its code as `keyword`, the rest of it as `params`. */
export interface ValidationIssue {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * A validation message in the caller's language. The shared schemas' own messages come from the catalogue; where a
 * schema leaves zod's default English (query numbers without a message, an unknown sort), the Bangla is said from the
 * issue's code.
 */
export function translateIssue(issue: ValidationIssue, locale: Locale): string {
  const message = issue.message ?? 'Invalid value';
  if (locale === 'en') return message;
  return toBangla(message) ?? zodDefaultInBangla(issue.keyword, issue.params ?? {});
}

function listed(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(', ') : '';
}

function zodDefaultInBangla(code: string | undefined, params: Record<string, unknown>): string {
  const origin = params.origin;
  const bound = (key: 'minimum' | 'maximum') => banglaDigits(String(params[key]));
  switch (code) {
    case 'invalid_type':
      return params.input === undefined ? 'এই ঘরটি পূরণ করতে হবে' : 'মানটি সঠিক ধরনের নয়';
    case 'too_small':
      if (origin === 'string') return `কমপক্ষে ${bound('minimum')} অক্ষর লিখুন`;
      if (origin === 'array' || origin === 'set') return `কমপক্ষে ${bound('minimum')}টি দিন`;
      return `মান কমপক্ষে ${bound('minimum')} হতে হবে`;
    case 'too_big':
      if (origin === 'string') return `সর্বোচ্চ ${bound('maximum')} অক্ষর লেখা যায়`;
      if (origin === 'array' || origin === 'set') return `সর্বোচ্চ ${bound('maximum')}টি দেওয়া যায়`;
      return `মান সর্বোচ্চ ${bound('maximum')} হতে পারে`;
    case 'invalid_value':
      return `এগুলোর একটি দিন: ${listed(params.values)}`;
    case 'invalid_format':
      return 'সঠিক ফরম্যাটে লিখুন';
    case 'unrecognized_keys':
      return `অজানা ঘর: ${listed(params.keys)}`;
    case 'not_multiple_of':
      return `মানটি ${banglaDigits(String(params.divisor))} এর গুণিতক হতে হবে`;
    default:
      return 'মানটি সঠিক নয়';
  }
}

export function translateFieldErrors(errors: FieldError[] | undefined, locale: Locale): FieldError[] | undefined {
  if (!errors || locale === 'en') return errors;
  return errors.map((error) => ({ path: error.path, message: translate(error.message, locale) }));
}

/** `{ success, message, … }` with its message in the caller's language; any other value as it is. */
export function localizeEnvelope<T>(payload: T, locale: Locale): T {
  if (locale === 'en' || !payload || typeof payload !== 'object') return payload;
  const message = (payload as { message?: unknown }).message;
  if (typeof message !== 'string' || !('success' in payload)) return payload;
  const translated = translate(message, locale);
  return translated === message ? payload : { ...payload, message: translated };
}
