import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { catalogsReady } from '../../../lib/i18n';

// Not on the first load: the code, its texts and the books come when the reader scrolls near the end of the page.
const AlsoBoughtSection = lazy(async () => {
  const { AlsoBoughtSection: Section } = await import('./also-bought-section');
  await catalogsReady();
  return { default: Section };
});

/** 'Readers also bought' under the book's details: nothing in the server's HTML, nothing at all when there are none. */
export function AlsoBought({ bookId }: { bookId: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const settled = useCallback(() => anchor.current?.setAttribute('data-live', 'true'), []);
  return (
    <div ref={anchor} data-deferred="also-bought">
      {near && (
        <Suspense fallback={null}>
          <AlsoBoughtSection bookId={bookId} onSettled={settled} />
        </Suspense>
      )}
    </div>
  );
}
