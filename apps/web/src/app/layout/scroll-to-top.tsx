import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec section 2: every navigation scrolls to the top, back and forward included. A link
 * with a hash (the bottom navigation's "Recommended") scrolls to its section instead.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // the location key changes on every navigation, also to the same URL
  }, [key, hash]);
  return null;
}
