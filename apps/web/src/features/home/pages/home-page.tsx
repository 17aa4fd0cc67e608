import { lazyNearViewport } from '../../../lib/lazy-near-viewport';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHome } from '../api/use-home';
import { HeroCarousel } from '../components/hero-carousel';
import '../messages';

// On a phone the hero fills the first screen; the sections under it load as the shopper scrolls towards them.
const HomeBelowFold = lazyNearViewport('home-below-fold', () => import('../components/home-below-fold').then((m) => m.HomeBelowFold));

export function HomePage() {
  useDocumentTitle(t('storefront:home.documentTitle'));
  // Filled by the server render (entry-server.tsx): the first paint already shows the real books.
  const { data } = useHome();
  return (
    <>
      <HeroCarousel books={data?.hero ?? []} bestsellerIds={new Set(data?.collections.bestsellers.map((book) => book._id))} stats={data?.stats} />
      <HomeBelowFold />
    </>
  );
}
