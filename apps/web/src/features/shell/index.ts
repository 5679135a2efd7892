/** What other features use of shell; they import it from here, never from its files (eslint.config.js). */
export { RECOMMENDED_HASH } from './bottom-nav-index';
export { usePostListing } from './use-post-listing';
