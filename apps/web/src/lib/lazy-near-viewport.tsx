import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** How far ahead of the viewport a deferred part starts loading, so it is usually ready by the time it is seen. */
const AHEAD_PX = 300;

function whenNear(element: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold part whose code is downloaded only when the shopper scrolls near it. On a server-rendered page its
 * HTML is already there: React keeps that HTML (a Suspense boundary that has not hydrated yet) until the code arrives,
 * so nothing moves. Anywhere else (the server, or a page the browser renders after a navigation) it loads at once.
 */
export function lazyNearViewport(name: string, load: () => Promise<ComponentType>, fallback: ReactNode = null): ComponentType {
  const Lazy = lazy(async () => {
    // The loader first runs while React hydrates, when the server's HTML (in the wrapper below) is in the document.
    if (typeof document !== 'undefined') await whenNear(document.querySelector(`[data-deferred="${name}"]`));
    return { default: await load() };
  });
  return function NearViewport() {
    return (
      <div data-deferred={name}>
        <Suspense fallback={fallback}>
          <Lazy />
        </Suspense>
      </div>
    );
  };
}
