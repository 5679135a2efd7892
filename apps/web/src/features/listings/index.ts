/** What other features use of listings; they import it from here, never from its files (eslint.config.js). */
export { listingKeys } from './api/keys';
export { listingViewQuery } from './api/get-listing';
export { useRecommended } from './api/get-recommended';
export { ListingCard } from './components/listing-card';
export { ListingGrid, PagedGrid } from './components/listing-grid';
export { ShareButton } from './components/share-button';
export { perSqmText, standingText } from './components/price-insight';
