import { Suspense } from 'react';
import { RECOMMENDED_HASH } from '../../shell';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { loadNamespaces } from '../../../lib/i18n';
import { useNearViewport } from '../../../lib/use-near-viewport';

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
  const { ref: anchor, near } = useNearViewport<HTMLDivElement>(LOAD_AHEAD);

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
