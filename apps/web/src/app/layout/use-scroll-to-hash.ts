import { useEffect } from 'react';
import { useLocation } from 'react-router';

const ATTEMPTS = 20;
const INTERVAL_MS = 100;

/**
 * A link with a `#fragment` (the tab bar's Create, `/creator/:username#compose`) scrolls to that element,
 * as a plain page would: the router does not, and lazy pages draw the element a moment after the address changes.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let attempts = 0;
    const timer = window.setInterval(() => {
      const element = document.getElementById(id);
      attempts += 1;
      if (element) element.scrollIntoView({ block: 'start' });
      if (element || attempts >= ATTEMPTS) window.clearInterval(timer);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hash, key]);
}
