import { Suspense, useEffect, useRef, useState } from 'react';
import { RECOMMENDED_HASH } from '../../shell/bottom-nav-index';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { loadNamespaces } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';

const RecommendedSection = lazyWithStyles(() =>
  Promise.all([import('./recommended-section'), loadNamespaces('listing')]).then(([module]) => module.RecommendedSection),
);

/** How far below the screen the section starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '600px';

/**
 * The place of the recommended listings on Home (the bottom navigation's "Recommended"
 * lands here). Home is the first page of most visits: the section's code, catalogue and
 * call wait until the page has hydrated and the visitor scrolls near it (or opens the
 * tab), so they never weigh on the first paint.
 */
export function RecommendedAnchor() {
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!hydrated || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${LOAD_AHEAD} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, near]);

  return (
    <div id={RECOMMENDED_HASH.slice(1)} ref={anchor} style={{ minHeight: near ? undefined : 320, scrollMarginTop: 72 }} data-testid="recommended-anchor">
      {near && (
        <Suspense fallback={null}>
          <RecommendedSection />
        </Suspense>
      )}
    </div>
  );
}
