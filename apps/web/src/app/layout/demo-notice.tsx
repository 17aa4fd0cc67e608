import { t } from '../../lib/i18n';
import { useSiteInfo } from '../../lib/site-info';

/**
 * A demo shop says so on every page. On a phone it is a strip at the very end of the page, in the flow, so it never
 * covers what a reader is looking at (a fixed pill there sat on the cards' prices and ratings); from 640 px up it is a
 * pill fixed in a corner. Neither moves anything on the page when it appears (no layout shift); it never shows outside
 * demo mode.
 */
export function DemoNotice() {
  const site = useSiteInfo();
  if (!site?.demo) return null;
  // In a landmark of its own (axe 'region'): it sits after the footer, outside main.
  return (
    <aside aria-label={t('common:demo.short')}>
      <p
        role="note"
        className="pointer-events-none bg-amber-100 px-4 py-2 text-center text-xs font-medium text-amber-900 sm:fixed sm:bottom-2 sm:left-2 sm:z-40 sm:rounded-full sm:bg-amber-100/95 sm:px-3 sm:py-1 sm:text-left sm:whitespace-nowrap sm:shadow sm:ring-1 sm:ring-amber-300"
      >
        {t('common:demo.notice')}
      </p>
    </aside>
  );
}
