import { useEffect } from 'react';
import { t } from './i18n';

/** 'Page — Boipoka': the tab title, set by the page in the browser and written by the server into the HTML it renders. */
export function documentTitle(title: string): string {
  return `${title} — ${t('common:brand.name')}`;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
