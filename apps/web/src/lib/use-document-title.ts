import { useEffect } from 'react';
import { useShopName } from './shop-settings';

/** 'Page — Boipoka': the tab title with the shop's name from Settings, set by the page in the browser and written by the server. */
export function documentTitle(title: string, name: string): string {
  return `${title} — ${name}`;
}

export function useDocumentTitle(title: string | undefined): void {
  const name = useShopName();
  useEffect(() => {
    if (title) document.title = documentTitle(title, name);
  }, [title, name]);
}
