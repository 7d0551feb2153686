// Scrolling on client navigation (product.md section 2: the page scrolls to the top on every route change).
// React Router's <ScrollRestoration> restores positions on back/forward (POP) and resets to the top on
// new entries; this adds: a new path always starts at the top (even with preventScrollReset), and a
// change of ?page= within a page lands at the top of the main content, not above the header.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || navigationType === 'POP' || location.hash) return;
    if (before.pathname !== location.pathname) {
      window.scrollTo(0, 0);
      return;
    }
    const pageOf = (search: string) => new URLSearchParams(search).get('page') ?? '1';
    if (pageOf(before.search) !== pageOf(location.search)) {
      document.getElementById('main')?.scrollIntoView({ block: 'start' });
    }
  }, [location, navigationType]);

  return null;
}
