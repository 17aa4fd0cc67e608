import { i18n as lingui, type Messages } from '@lingui/core';
import common from '../i18n/en/common.json';
import storefront from '../i18n/en/storefront.json';

/**
 * Every text a person reads comes from a message catalogue (English is the source, with the spec's exact texts),
 * so a Bangla catalogue can be added without touching components. Catalogues are compiled at build time
 * (build/i18n-catalog-plugin.ts) and read with Lingui's small runtime. Dashboard namespaces are registered by
 * their lazily loaded features, so a shopper's first page does not download them.
 */
const DEFAULT_NAMESPACE = 'common';
const loaded = new Set<string>();

/**
 * Catalogue modules arrive compiled (a flat map of message id → compiled message). A namespace may come in parts (the
 * storefront's: one per page, so a page downloads only its own texts), each registered once.
 */
export function registerMessages(namespace: string, messages: Record<string, unknown>, part = namespace): void {
  if (loaded.has(part)) return;
  loaded.add(part);
  const namespaced: Messages = {};
  for (const [key, message] of Object.entries(messages)) namespaced[`${namespace}:${key}`] = message as Messages[string];
  lingui.load('en', namespaced);
}

registerMessages('common', common as Record<string, unknown>);
registerMessages('storefront', storefront as Record<string, unknown>);
lingui.activate('en');

export type MessageValues = Record<string, string | number | undefined>;

/** `t('storefront:detail.save')`, `t('nav.home')` (common), interpolation `{{name}}`, plurals with `count`. */
export function t(key: string, values?: MessageValues): string {
  const id = key.includes(':') ? key : `${DEFAULT_NAMESPACE}:${key}`;
  return lingui._(id, values);
}

export { lingui as i18n };
