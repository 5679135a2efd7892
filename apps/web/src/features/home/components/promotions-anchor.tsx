import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { useHydrated } from '../../../lib/use-hydrated';

const TopPromotions = lazyWithStyles(() => import('../../ads/components/home-ads').then((m) => m.HomeTopPromotions));
const BottomPromotions = lazyWithStyles(() => import('../../ads/components/home-ads').then((m) => m.HomeBottomPromotions));
const PARTS: Record<'top' | 'bottom', ComponentType> = { top: TopPromotions, bottom: BottomPromotions };

/** How far below the screen the code and the answers start loading. */
const LOAD_AHEAD = '400px';

/**
 * A place on Home for the event banner and ads. Home is the first page of most visits:
 * their code and calls wait until the page has hydrated and the visitor nears the place,
 * and what arrives is drawn without moving the view (features/ads useSteadyReveal).
 */
export function PromotionsAnchor({ part }: { part: 'top' | 'bottom' }) {
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

  const Part = PARTS[part];
  return (
    <div ref={anchor} data-testid={`promotions-${part}`}>
      {near && (
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      )}
    </div>
  );
}
