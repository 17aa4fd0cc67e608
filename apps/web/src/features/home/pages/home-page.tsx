import { t } from '../../../lib/i18n';
import { lazyNearViewport } from '../../../lib/lazy-near-viewport';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroCarousel } from '../components/hero-carousel';
import '../messages';

// On a phone the hero fills the first screen; the sections under it load as the shopper scrolls towards them.
const HomeBelowFold = lazyNearViewport('home-below-fold', () => import('../components/home-below-fold').then((m) => m.HomeBelowFold));

export function HomePage() {
  useDocumentTitle(t('storefront:home.documentTitle'));
  return (
    <>
      <HeroCarousel />
      <HomeBelowFold />
    </>
  );
}
