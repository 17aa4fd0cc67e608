import { lazy, type ComponentType } from 'react';
import { catalogsReady } from '../lib/i18n';

/**
 * Each page is its own chunk, so the dashboards and checkout are never part of a shopper's first download. A page
 * renders once its texts are there: on a Bangla page its module starts loading its Bangla catalogue part, and the page
 * waits for it (no flash of English).
 */
export function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => {
    const module = await load();
    await catalogsReady();
    return { default: module[name] as ComponentType };
  });
}
