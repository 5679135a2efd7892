/**
 * Every query that shows listings starts with `listingKeys.all`, its own or another
 * feature's (favourites, my listings, an agent's page): a favourite, a boost or an owner's
 * change reads them all again, since cards carry the favourite flag and the boost.
 */
export const listingKeys = {
  all: ['listings'] as const,
  view: (id: number) => ['listings', 'view', id] as const,
  recommended: (limit: number) => ['listings', 'recommended', limit] as const,
  /** The calculator's defaults: not a listing's data, so outside `all`. */
  mortgageSettings: ['mortgage-settings'] as const,
};
