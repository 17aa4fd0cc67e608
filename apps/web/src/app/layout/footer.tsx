import { lazyNearViewport } from '../../lib/lazy-near-viewport';

// The footer is below the fold on every page: its code loads when the shopper scrolls near it, off the first download.
const FooterContent = lazyNearViewport('footer', () => import('./footer-content').then((m) => m.FooterContent), <footer className="min-h-96 bg-brand-800" />);

/** Newsletter, quick links, news, address and legal links (SPEC §2). The layout leaves it out on /login, /register, /dashboard/*. */
export function Footer() {
  return <FooterContent />;
}
