import { useEffect, useRef, useState } from 'react';

/**
 * Content that may arrive after the page is drawn (an ad, a banner) without moving what
 * the visitor is looking at: known at the first render, it is drawn at once; arriving
 * later, it is drawn only while its place is off screen (the browser's scroll anchoring
 * keeps the view still when it lands above). Once drawn, it stays for the page view.
 * `value`: undefined while unknown, null when there is nothing to draw.
 */
export function useSteadyReveal<T>(value: T | null | undefined) {
  const [shown, setShown] = useState<T | null | undefined>(value);
  const [offScreen, setOffScreen] = useState(false);
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = marker.current;
    if (shown !== undefined || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOffScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setOffScreen(entries.every((entry) => !entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    if (shown === undefined && value !== undefined && (value === null || offScreen)) setShown(value);
  }, [value, offScreen, shown]);

  return { marker, shown };
}
