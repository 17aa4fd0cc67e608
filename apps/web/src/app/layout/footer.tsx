import { lazy, Suspense } from 'react';

// The footer is below the fold on every page: its code loads after the page's own, off the first download.
const LazyFooterContent = lazy(() => import('./footer-content').then((m) => ({ default: m.FooterContent })));

/** Newsletter, quick links, news, address and legal links (SPEC §2). The layout leaves it out on /login, /register, /dashboard/*. */
export function Footer() {
  return (
    <Suspense fallback={<footer className="min-h-96 bg-brand-800" />}>
      <LazyFooterContent />
    </Suspense>
  );
}
