import { i18n as lingui, type Messages } from '@lingui/core';

/**
 * Every text a person reads comes from a message catalogue: English (the source, with the spec's exact texts) and its
 * Bangla twin with the same keys. Catalogues are compiled at build time (build/i18n-catalog-plugin.ts) and read with
 * Lingui's small runtime. A namespace may come in parts (the storefront's: one per page), each registered by the module
 * that needs it, so a page downloads only its own texts — and only in its own language: each part's English and Bangla
 * texts are chunks of their own, loaded for the languages the visitor reads (an English page never downloads Bangla
 * texts, a Bangla page never downloads English ones). A server-rendered page names its parts' chunks in its preload list.
 */
export type { Locale } from '@boipoka/shared';
import type { Locale } from '@boipoka/shared';

const DEFAULT_NAMESPACE = 'common';

type CatalogueModule = { default: Record<string, unknown> };
export type CatalogueLoader = () => Promise<CatalogueModule>;

interface Part {
  namespace: string;
  loaders: Partial<Record<Locale, CatalogueLoader>>;
}

const parts = new Map<string, Part>();
/** Parts whose texts in a language have loaded (or are loading), by `locale:part`. */
const partLoads = new Map<string, Promise<void>>();
/** The languages shown (or, on the server, that may be rendered): every part registered from then on loads its texts in them. */
const wanted = new Set<Locale>();
/** Loads begun and not yet finished; a lazily loaded page waits for them before it renders (no flash of another language or of keys). */
const pending = new Set<Promise<void>>();

function loadInto(locale: Locale, namespace: string, messages: Record<string, unknown>): void {
  const namespaced: Messages = {};
  for (const [key, message] of Object.entries(messages)) namespaced[`${namespace}:${key}`] = message as Messages[string];
  lingui.load(locale, namespaced);
}

function loadPart(locale: Locale, name: string): Promise<void> {
  const id = `${locale}:${name}`;
  const existing = partLoads.get(id);
  if (existing) return existing;
  const part = parts.get(name);
  const loader = part?.loaders[locale];
  if (!part || !loader) return Promise.resolve();
  const load = loader().then((module) => loadInto(locale, part.namespace, module.default));
  partLoads.set(id, load);
  pending.add(load);
  const settle = () => pending.delete(load);
  load.then(settle, (error: unknown) => {
    settle();
    // A failed download may be tried again by the next page that needs it.
    partLoads.delete(id);
    throw error;
  });
  return load;
}

/**
 * Registers a part of a namespace and where its texts come from: `() => import('../i18n/<locale>/<part>.json')` for
 * each language, each a chunk of its own. (English texts may also be given as they are, bundled with their module: the
 * dashboards' parts, which no storefront page carries.)
 */
export function registerMessages(namespace: string, english: Record<string, unknown> | CatalogueLoader, part: string, bangla?: CatalogueLoader): void {
  if (parts.has(part)) return;
  const loaders: Partial<Record<Locale, CatalogueLoader>> = { bn: bangla };
  if (typeof english === 'function') loaders.en = english;
  parts.set(part, { namespace, loaders });
  if (typeof english !== 'function') {
    loadInto('en', namespace, english);
    partLoads.set(`en:${part}`, Promise.resolve());
  }
  for (const locale of wanted) void loadPart(locale, part).catch(() => {});
}

registerMessages(
  'common',
  () => import('../i18n/en/common.json'),
  'common',
  () => import('../i18n/bn/common.json'),
);
registerMessages(
  'storefront',
  () => import('../i18n/en/storefront.json'),
  'storefront',
  () => import('../i18n/bn/storefront.json'),
);
lingui.loadAndActivate({ locale: 'en', messages: {} });

/** Whether every part registered so far has its texts in `locale`. */
export function isLocaleReady(locale: Locale): boolean {
  if (!wanted.has(locale)) return false;
  for (const [name, part] of parts) {
    if (!part.loaders[locale]) continue;
    const load = partLoads.get(`${locale}:${name}`);
    if (!load || pending.has(load)) return false;
  }
  return true;
}

const localeLoads = new Map<Locale, Promise<void>>();

/** Loads the texts of every part registered so far in `locale` (and of every part registered later). */
export function loadLocale(locale: Locale): Promise<void> {
  wanted.add(locale);
  if (isLocaleReady(locale)) return Promise.resolve();
  let load = localeLoads.get(locale);
  if (!load) {
    load = Promise.all([...parts.keys()].map((name) => loadPart(locale, name))).then(() => {});
    localeLoads.set(locale, load);
    const forget = () => localeLoads.delete(locale);
    load.then(forget, forget);
  }
  return load;
}

/** Resolves once every catalogue part that is loading has arrived (a lazily loaded page awaits it before it renders). */
export function catalogsReady(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return Promise.all(pending).then(() => catalogsReady());
}

/** Makes `locale` the language of every `t()`; its catalogues must be loaded (loadLocale). */
export function activateLocale(locale: Locale): void {
  if (lingui.locale !== locale) lingui.activate(locale);
}

export function currentLocale(): Locale {
  return lingui.locale === 'bn' ? 'bn' : 'en';
}

export type MessageValues = Record<string, string | number | undefined>;

const banglaNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });

/**
 * Whether a compiled message picks its plural form by `count` (`{count, plural, …}`). Only then does `count` stay a
 * number for Lingui, which writes the form's `#` in the locale's digits; in any other message `{count}` is a plain
 * placeholder, written as given: '(1টি)', 'পরিমাণ: 1' (issue 29).
 */
function choosesPluralByCount(id: string): boolean {
  const message: unknown = lingui.messages[id];
  return Array.isArray(message) && message.some((part) => Array.isArray(part) && part[0] === 'count' && part[1] === 'plural');
}

/** `t('storefront:detail.save')`, `t('nav.home')` (common), interpolation `{{name}}`, plurals with `count`. */
export function t(key: string, values?: MessageValues): string {
  const id = key.includes(':') ? key : `${DEFAULT_NAMESPACE}:${key}`;
  if (values && lingui.locale === 'bn') {
    // Numbers in a Bangla text are written in Bangla digits; a `count` that chooses the plural form stays a number.
    const plural = typeof values.count === 'number' && choosesPluralByCount(id);
    const localized: MessageValues = {};
    for (const [name, value] of Object.entries(values)) localized[name] = typeof value === 'number' && !(name === 'count' && plural) ? banglaNumber.format(value) : value;
    return lingui._(id, localized);
  }
  return lingui._(id, values);
}

export { lingui as i18n };
