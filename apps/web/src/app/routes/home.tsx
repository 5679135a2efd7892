import { useTranslation } from 'react-i18next';
import { HydrateApart } from '../../components/hydrate-apart';
import { EstateTypeShortcuts } from '../../features/home/components/estate-type-shortcuts';
import { HeroSearch } from '../../features/home/components/hero-search';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { OwnerCta } from '../../features/home/components/owner-cta';
import { PopularAreas } from '../../features/home/components/popular-areas';
import { PromotionsAnchor } from '../../features/home/components/promotions-anchor';
import { RecommendedAnchor } from '../../features/home/components/recommended-anchor';
import { usePostListing } from '../../features/shell/use-post-listing';
import { usePageTitle } from '../../lib/use-page-title';

/** Home is in the main bundle: it is the page most visits start on. Its sections hydrate one at a time, those below the first screen when needed. */
export function HomePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.home'));
  const post = usePostListing();
  return (
    <>
      <HydrateApart>
        <HeroSearch />
      </HydrateApart>
      <HydrateApart>
        <EstateTypeShortcuts />
      </HydrateApart>
      <HydrateApart when="needed">
        <PopularAreas />
      </HydrateApart>
      <PromotionsAnchor part="top" />
      <RecommendedAnchor />
      <HydrateApart when="needed">
        <HowItWorks />
      </HydrateApart>
      <PromotionsAnchor part="bottom" />
      <HydrateApart when="needed">
        <OwnerCta onPost={post} />
      </HydrateApart>
    </>
  );
}
