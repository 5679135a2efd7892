import { SELL_TYPE, bandQuery, type PriceBand } from '@baandee/domain';

/**
 * Query parameters of the search route (spec section 2); the search feature's codec
 * (features/search/search-url.ts, docs/decisions/016-search-url.md) reads them all.
 */
export interface SearchParams {
  q?: string;
  /** Province and district names, Thai or English. */
  p?: string;
  d?: string;
  /** The official code of the area: a district's 4 digits or a province's 2. */
  location_id?: string;
  /** The Thai word for rent or sell. */
  announce_type?: string;
  /** Rail type and line codes: BTS, BTS-SUK. */
  train_type?: string;
  train_line?: string;
  /** Estate type name, Thai or English. */
  category?: string;
  /** Prices in baht, digits only. */
  mn?: string;
  mx?: string;
  /** A room code such as 2B1R1CLK. */
  code?: string;
  /** 1 when a search is run from another page. */
  ts?: '1';
}

export const SEARCH_PATH = '/announce-search';

export function searchHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** A sell or rent menu link: the Thai sell-type word, an optional category and a price band. */
export function listingsHref(sellType: keyof typeof SELL_TYPE, options: { category?: string; band?: PriceBand } = {}): string {
  return searchHref({
    announce_type: SELL_TYPE[sellType],
    category: options.category,
    ...(options.band ? bandQuery(options.band) : {}),
  });
}
