import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { catalogsReady } from './i18n';

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
  let needNow: () => void = () => {};
  const needed = new Promise<void>((resolve) => {
    needNow = resolve;
  });
  const Lazy = lazy(async () => {
    // The loader first runs while React hydrates, when the server's HTML (in the wrapper below) is in the document.
    if (typeof document !== 'undefined') await Promise.race([whenNear(document.querySelector(`[data-deferred="${name}"]`)), needed]);
    const Component = await load();
    // Its texts (a Bangla catalogue part its module asked for) are there before it shows.
    await catalogsReady();
    return {
      default: function Live() {
        // The part is live (its code ran and it hydrated): said on the wrapper, for the browser journeys.
        useEffect(() => document.querySelector(`[data-deferred="${name}"]`)?.setAttribute('data-live', 'true'), []);
        return <Component />;
      },
    };
  });
  return function NearViewport() {
    // An update that reaches a part still waiting for its code (a navigation re-renders the layout around the footer)
    // cannot finish until that part has hydrated: its code is then needed now, not when scrolled near.
    const hydrated = useRef(false);
    if (hydrated.current) needNow();
    useEffect(() => {
      hydrated.current = true;
    }, []);
    return (
      <div data-deferred={name}>
        <Suspense fallback={fallback}>
          <Lazy />
        </Suspense>
      </div>
    );
  };
}
