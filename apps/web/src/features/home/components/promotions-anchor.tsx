import { Suspense, type ComponentType } from 'react';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { useNearViewport } from '../../../lib/use-near-viewport';

const TopPromotions = lazyWithStyles(() => import('../../ads/home-ads.lazy').then((m) => m.HomeTopPromotions));
const BottomPromotions = lazyWithStyles(() => import('../../ads/home-ads.lazy').then((m) => m.HomeBottomPromotions));
const PARTS: Record<'top' | 'bottom', ComponentType> = { top: TopPromotions, bottom: BottomPromotions };

/** How far below the screen the code and the answers start loading. */
const LOAD_AHEAD = '400px';

/**
 * A place on Home for the event banner and ads. Home is the first page of most visits:
 * their code and calls wait until the page has hydrated and the visitor nears the place,
 * and what arrives is drawn without moving the view (features/ads useSteadyReveal).
 */
export function PromotionsAnchor({ part }: { part: 'top' | 'bottom' }) {
  const { ref: anchor, near } = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
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
