import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on every route change (SPEC §2), but not on the first: a shopper may already have scrolled the server-rendered page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
