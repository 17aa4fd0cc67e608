import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy page, then its data) before focus goes to main instead. */
const HEADING_WAIT_MS = 8000;

/**
 * After a client-side navigation, focus moves to the new page's main heading (or to main) and its title is announced
 * in a polite live region; otherwise focus would stay on a link that is gone (the browser drops it to <body>) and a
 * screen reader would say nothing. Not on the first load: the browser reads a freshly loaded page itself. Only a new
 * path counts: a filter or page change (the query) keeps focus where the shopper is working.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    // The link or button that navigated (it may stay on screen: the navbar, the dashboard menu).
    const before = document.activeElement;
    setAnnouncement('');
    let frame = 0;
    const land = (target: HTMLElement) => {
      observer.disconnect();
      window.clearTimeout(timer);
      // A frame later the page's own effects (its document title) have run.
      frame = window.requestAnimationFrame(() => {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.setAttribute('data-route-focus', '');
        // Whatever the new page focused itself (a field, a dialog) keeps the focus.
        const active = document.activeElement;
        const pageFocusedItself = active && active !== before && active !== document.body && main.contains(active);
        if (!pageFocusedItself) target.focus({ preventScroll: true });
        setAnnouncement(document.title);
      });
    };
    const tryHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) land(heading);
    };
    const observer = new MutationObserver(tryHeading);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => land(main), HEADING_WAIT_MS);
    tryHeading();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [pathname, mainId]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
