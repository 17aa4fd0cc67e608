import { t } from '../../lib/i18n';
import { useSiteInfo } from '../../lib/site-info';

/**
 * A demo shop says so on every page. Fixed in a corner, so it moves nothing on the page when it appears (no layout
 * shift); it never shows outside demo mode.
 */
export function DemoNotice() {
  const site = useSiteInfo();
  if (!site?.demo) return null;
  // In a landmark of its own (axe 'region'): it sits after the footer, outside main.
  return (
    <aside aria-label={t('common:demo.short')}>
      <p role="note" className="pointer-events-none fixed bottom-2 left-2 z-40 rounded-full bg-amber-100/95 px-3 py-1 text-xs font-medium whitespace-nowrap text-amber-900 shadow ring-1 ring-amber-300">
        {/* A phone gets the two words, so the note covers as little of the page as possible; screen readers get the sentence. */}
        <span aria-hidden="true" className="sm:hidden">
          {t('common:demo.short')}
        </span>
        <span className="sr-only sm:not-sr-only">{t('common:demo.notice')}</span>
      </p>
    </aside>
  );
}
