import { t } from '../../lib/i18n';
import { useSiteInfo } from '../../lib/site-info';

/**
 * A demo shop says so on every page: a strip at the very end of the page, in the flow, at every width, so it never
 * covers what a reader is looking at. (A pill fixed in a corner from 640 px up sat on the Order Dashboard's headings at
 * 1280 px and on All Products' filter button on a phone held sideways, 360 px tall: issue 29; a fixed pill on phones
 * had sat on the cards' prices before.) Nothing above it moves when it appears (no layout shift); it never shows
 * outside demo mode.
 */
export function DemoNotice() {
  const site = useSiteInfo();
  if (!site?.demo) return null;
  // In a landmark of its own (axe 'region'): it sits after the footer, outside main.
  return (
    <aside aria-label={t('common:demo.short')}>
      <p role="note" className="bg-amber-100 px-4 py-2 text-center text-xs font-medium text-amber-900">
        {t('common:demo.notice')}
      </p>
    </aside>
  );
}
