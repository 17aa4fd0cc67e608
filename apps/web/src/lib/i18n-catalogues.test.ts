import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogToIcu } from '../../build/i18n-catalog-plugin';

/**
 * Every catalogue file on disk, in every locale, against the English source: read from the folder (not imported one
 * by one) so a namespace or locale added later is checked without touching this test.
 */
const I18N_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n');
const SOURCE_LOCALE = 'en';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const locales = readdirSync(I18N_DIR).filter((name) => statSync(join(I18N_DIR, name)).isDirectory());
const translations = locales.filter((locale) => locale !== SOURCE_LOCALE);
const filesOf = (locale: string) =>
  readdirSync(join(I18N_DIR, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();

/** Leaf path → value; a leaf that is not a string is kept as is, so the test can name it. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readCatalogue(locale: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(I18N_DIR, locale, file), 'utf8')));
}

/** A message key without its plural suffix, and the plural form it is (or null). */
function splitPlural(key: string): { base: string; form: string | null } {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: key.slice(0, -match[0].length), form: match[1] } : { base: key, form: null };
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
}

/** Problems of one catalogue on its own: empty or non-text values, and plural keys missing a form of the locale. */
function ownProblems(locale: string, catalogue: Map<string, unknown>): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const plurals = new Map<string, Set<string>>();
  for (const [key, value] of catalogue) {
    if (typeof value !== 'string') problems.push(`${key}: not a text (${JSON.stringify(value)})`);
    else if (value.trim() === '') problems.push(`${key}: empty`);
    const { base, form } = splitPlural(key);
    if (form) plurals.set(base, new Set([...(plurals.get(base) ?? []), form]));
  }
  for (const [base, forms] of plurals) {
    for (const category of categories) if (!forms.has(category)) problems.push(`${base}: plural form "${category}" missing`);
    for (const form of forms) {
      if (!categories.includes(form)) problems.push(`${base}_${form}: "${form}" is not a plural form of ${locale}`);
    }
    if (catalogue.has(base)) problems.push(`${base}: both a plain text and plural forms`);
  }
  return problems;
}

/** The English placeholders a translated key must carry: the same form's, else the "other" form's. */
function sourcePlaceholders(source: Map<string, unknown>, key: string): string[] | null {
  const { base, form } = splitPlural(key);
  const text = source.get(key) ?? (form ? source.get(`${base}_other`) : undefined);
  return typeof text === 'string' ? placeholders(text) : null;
}

/** Keys compared without plural suffixes, since a locale has its own plural forms. */
function baseKeys(catalogue: Map<string, unknown>): Set<string> {
  return new Set([...catalogue.keys()].map((key) => splitPlural(key).base));
}

function differenceProblems(source: Map<string, unknown>, translation: Map<string, unknown>): string[] {
  const problems: string[] = [];
  const sourceKeys = baseKeys(source);
  const translatedKeys = baseKeys(translation);
  for (const key of sourceKeys) if (!translatedKeys.has(key)) problems.push(`${key}: missing`);
  for (const key of translatedKeys) if (!sourceKeys.has(key)) problems.push(`${key}: not in ${SOURCE_LOCALE}`);
  for (const [key, text] of translation) {
    const expected = sourcePlaceholders(source, key);
    if (expected === null || typeof text !== 'string') continue;
    const actual = placeholders(text);
    if (actual.join() !== expected.join()) {
      problems.push(`${key}: placeholders {${actual.join(', ')}} instead of {${expected.join(', ')}}`);
    }
  }
  return problems;
}

/**
 * A message with broken ICU syntax (a stray brace) is not an error for Lingui: it logs and keeps the whole text, braces
 * and all, which is what the reader would see. So a message that still contains braces but compiles to its own text
 * did not compile.
 */
function compileProblems(catalogue: Map<string, unknown>): string[] {
  const texts = Object.fromEntries([...catalogue].filter(([, value]) => typeof value === 'string'));
  const problems: string[] = [];
  for (const [key, message] of Object.entries(catalogToIcu(texts))) {
    const compiled = compileMessage(message);
    const keptWhole = typeof compiled === 'string' ? compiled === message : compiled.length === 1 && compiled[0] === message;
    if (keptWhole && /[{}]/.test(message)) problems.push(`${key}: does not compile, shown as "${message}"`);
  }
  return problems;
}

// A Bangla page shows Bangla script only; addresses and links are written the same in every language.
const NON_LATIN_LOCALES = ['bn'];
const KEPT_AS_WRITTEN = [PLACEHOLDER, /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /https?:\/\/\S+/g];

function latinProblems(catalogue: Map<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, text] of catalogue) {
    if (typeof text !== 'string') continue;
    const rest = KEPT_AS_WRITTEN.reduce((remaining, pattern) => remaining.replace(pattern, ' '), text);
    const latin = rest.match(/\p{Script=Latin}+/gu);
    if (latin) problems.push(`${key}: Latin-script text "${latin.join(' ')}"`);
  }
  return problems;
}

/**
 * Keys whose name is built at run time count as used when a template literal of the source matches them
 * (`\`common:roles.${user.role}\`` uses every `common:roles.*`). Anything else read indirectly goes here, with why.
 */
const DYNAMIC_PREFIXES: string[] = [];

/** `\`storefront:why.features.${key}.title\`` → /^storefront:why\.features\.[^.]+\.title$/ (one key segment per value). */
function templatePattern(template: string): RegExp | null {
  const parts = template.split(/\$\{[^}]*\}/);
  if (parts.length < 2 || !/^[a-z-]+:/.test(template)) return null;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${parts.map(escape).join('[^.:]+')}$`);
}

const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'i18n' && name !== 'test' && name !== '__tests__') sourceFiles(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

/** Every quoted text in the app's source (tests left out: a key only a test reads is still unused). */
function quotedTexts(): Set<string> {
  const texts = new Set<string>();
  for (const file of sourceFiles(SRC_DIR)) {
    const source = readFileSync(file, 'utf8');
    // Each kind of quote on its own: a template literal may hold `t('…')` calls.
    for (const quote of [/'([^'\n]*)'/g, /"([^"\n]*)"/g, /`([^`]*)`/g]) for (const match of source.matchAll(quote)) texts.add(match[1]!);
  }
  return texts;
}

/** 'storefront-home.json' → 'storefront' (a part of the storefront namespace); 'admin.json' → 'admin'. */
const namespaceOf = (file: string) => (file.startsWith('storefront') ? 'storefront' : file.replace(/\.json$/, ''));

describe('message catalogues on disk', () => {
  it('uses every key of the English catalogues somewhere in the app', () => {
    const quoted = quotedTexts();
    const patterns = [...quoted].map(templatePattern).filter((pattern): pattern is RegExp => pattern !== null);
    const unused: string[] = [];
    for (const file of filesOf(SOURCE_LOCALE)) {
      const namespace = namespaceOf(file);
      for (const key of baseKeys(readCatalogue(SOURCE_LOCALE, file))) {
        const id = `${namespace}:${key}`;
        const used = quoted.has(id) || (namespace === 'common' && quoted.has(key)) || patterns.some((pattern) => pattern.test(id)) || DYNAMIC_PREFIXES.some((prefix) => id.startsWith(prefix));
        if (!used) unused.push(id);
      }
    }
    expect(unused).toEqual([]);
  });

  it('has the English source and at least one translation', () => {
    expect(locales).toContain(SOURCE_LOCALE);
    expect(translations.length).toBeGreaterThan(0);
    expect(filesOf(SOURCE_LOCALE).length).toBeGreaterThan(0);
  });

  it.each(translations)('%s has exactly the files of the English source', (locale) => {
    expect(filesOf(locale)).toEqual(filesOf(SOURCE_LOCALE));
  });

  describe.each(locales)('%s', (locale) => {
    it.each(filesOf(locale))('%s: non-empty texts, every plural form of the locale, messages that compile', (file) => {
      const catalogue = readCatalogue(locale, file);
      expect(catalogue.size).toBeGreaterThan(0);
      expect([...ownProblems(locale, catalogue), ...compileProblems(catalogue)]).toEqual([]);
    });
  });

  describe.each(translations)('%s against English', (locale) => {
    it.each(filesOf(SOURCE_LOCALE))('%s: the same keys with the same placeholders', (file) => {
      const translated = filesOf(locale).includes(file) ? readCatalogue(locale, file) : new Map<string, unknown>();
      expect(differenceProblems(readCatalogue(SOURCE_LOCALE, file), translated)).toEqual([]);
    });
  });

  describe.each(translations.filter((locale) => NON_LATIN_LOCALES.includes(locale)))('%s script', (locale) => {
    it.each(filesOf(locale))('%s: no Latin-script words outside placeholders, e-mail addresses and links', (file) => {
      expect(latinProblems(readCatalogue(locale, file))).toEqual([]);
    });
  });
});

describe("the outbox's names of the shop's SMS", () => {
  it('names every kind of SMS the shop sends, in every language', async () => {
    const { SMS_KINDS } = await import('@boipoka/shared');
    for (const locale of locales) {
      const kinds = (JSON.parse(readFileSync(join(I18N_DIR, locale, 'admin.json'), 'utf8')) as { outbox: { sms: { kind: Record<string, string> } } }).outbox.sms.kind;
      expect(
        SMS_KINDS.filter((kind) => !kinds[kind]?.trim()),
        locale,
      ).toEqual([]);
    }
  });
});
