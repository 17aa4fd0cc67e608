import { useEffect } from 'react';
import { t } from './i18n';

/** Sets the tab title to 'Page — Boipoka'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} — ${t('common:brand.name')}`;
  }, [title]);
}
