import { t } from '../../lib/i18n';
import { useSiteInfo } from '../../lib/site-info';

/**
 * A demo shop says so on every page. Fixed in a corner, so it moves nothing on the page when it appears (no layout
 * shift); it never shows outside demo mode.
 */
export function DemoNotice() {
  const site = useSiteInfo();
  if (!site?.demo) return null;
  return (
    <p role="note" className="pointer-events-none fixed bottom-2 left-2 z-40 max-w-[calc(100vw-1rem)] rounded-full bg-amber-100/95 px-3 py-1 text-xs font-medium text-amber-900 shadow ring-1 ring-amber-300">
      {t('common:demo.notice')}
    </p>
  );
}
