import { i18n as lingui, type Messages } from '@lingui/core';
import common from '../i18n/en/common.json';
import storefront from '../i18n/en/storefront.json';

/**
 * Every text a person reads comes from a message catalogue: English (the source, with the spec's exact texts) and its
 * Bangla twin with the same keys. Catalogues are compiled at build time (build/i18n-catalog-plugin.ts) and read with
 * Lingui's small runtime. A namespace may come in parts (the storefront's: one per page), each registered by the module
 * that needs it, so a page downloads only its own texts. English parts are bundled with their module; the Bangla twin
 * of each part is a separate chunk, loaded only when the page is Bangla (an English page never downloads Bangla texts).
 */
export type { Locale } from '@boipoka/shared';
import type { Locale } from '@boipoka/shared';

const DEFAULT_NAMESPACE = 'common';

type CatalogueModule = { default: Record<string, unknown> };
type BanglaLoader = () => Promise<CatalogueModule>;

interface Part {
  namespace: string;
  bangla?: BanglaLoader;
}

const parts = new Map<string, Part>();
/** Parts whose Bangla twin has loaded (or is loading), by part name. */
const banglaLoads = new Map<string, Promise<void>>();
/** Set once a Bangla page is shown (or, on the server, may be rendered): every part registered from then on loads its twin. */
let banglaWanted = false;
/** Loads begun and not yet finished; a lazily loaded page waits for them before it renders (no flash of English). */
const pending = new Set<Promise<void>>();

function loadInto(locale: Locale, namespace: string, messages: Record<string, unknown>): void {
  const namespaced: Messages = {};
  for (const [key, message] of Object.entries(messages)) namespaced[`${namespace}:${key}`] = message as Messages[string];
  lingui.load(locale, namespaced);
}

function loadBanglaPart(name: string): Promise<void> {
  const existing = banglaLoads.get(name);
  if (existing) return existing;
  const part = parts.get(name);
  if (!part?.bangla) return Promise.resolve();
  const load = part.bangla().then((module) => loadInto('bn', part.namespace, module.default));
  banglaLoads.set(name, load);
  pending.add(load);
  const settle = () => pending.delete(load);
  load.then(settle, (error: unknown) => {
    settle();
    // A failed download may be tried again by the next page that needs it.
    banglaLoads.delete(name);
    throw error;
  });
  return load;
}

/**
 * Registers a part of a namespace: its English texts (already in the module) and where its Bangla twin comes from
 * (`() => import('../i18n/bn/<part>.json')`, a chunk of its own).
 */
export function registerMessages(namespace: string, messages: Record<string, unknown>, part = namespace, bangla?: BanglaLoader): void {
  if (parts.has(part)) return;
  parts.set(part, { namespace, bangla });
  loadInto('en', namespace, messages);
  if (banglaWanted) void loadBanglaPart(part).catch(() => {});
}

registerMessages('common', common as Record<string, unknown>, 'common', () => import('../i18n/bn/common.json'));
registerMessages('storefront', storefront as Record<string, unknown>, 'storefront', () => import('../i18n/bn/storefront.json'));
lingui.activate('en');

/** Whether every part registered so far has its texts in `locale`. */
export function isLocaleReady(locale: Locale): boolean {
  if (locale === 'en' || !banglaWanted) return locale === 'en';
  for (const [name, part] of parts) {
    if (!part.bangla) continue;
    const load = banglaLoads.get(name);
    if (!load || pending.has(load)) return false;
  }
  return true;
}

const localeLoads = new Map<Locale, Promise<void>>();

/** Loads the texts of every part registered so far in `locale` (and of every part registered later). */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  banglaWanted = true;
  if (isLocaleReady(locale)) return Promise.resolve();
  let load = localeLoads.get(locale);
  if (!load) {
    load = Promise.all([...parts.keys()].map(loadBanglaPart)).then(() => {});
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

/** `t('storefront:detail.save')`, `t('nav.home')` (common), interpolation `{{name}}`, plurals with `count`. */
export function t(key: string, values?: MessageValues): string {
  const id = key.includes(':') ? key : `${DEFAULT_NAMESPACE}:${key}`;
  if (values && lingui.locale === 'bn') {
    // Numbers in a Bangla text are written in Bangla digits; `count` stays a number (it chooses the plural form, whose
    // `#` Lingui already writes in the locale's digits).
    const localized: MessageValues = {};
    for (const [name, value] of Object.entries(values)) localized[name] = typeof value === 'number' && name !== 'count' ? banglaNumber.format(value) : value;
    return lingui._(id, localized);
  }
  return lingui._(id, values);
}

export { lingui as i18n };
