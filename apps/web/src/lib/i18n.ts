import i18next, { type TOptions } from 'i18next';
import common from '../i18n/en/common.json';
import storefront from '../i18n/en/storefront.json';

/**
 * Every text a person reads comes from a message catalogue (English is the source, with the spec's exact texts),
 * so a Bangla catalogue can be added without touching components. Dashboard namespaces are registered by their
 * lazily loaded features (see registerMessages), so a shopper's first page does not download them.
 */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'storefront'],
  resources: { en: { common, storefront } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

export function registerMessages(namespace: string, messages: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages, true, false);
}

/** `t('storefront:detail.save')`, `t('common:nav.home')`; interpolation with {{name}}. */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options) as string;
}

export { i18n };
