import { SELL_TYPE, bandQuery, type PriceBand } from '@baandee/domain';

/** Query parameters of the search route (spec section 2). */
export interface SearchParams {
  q?: string;
  announce_type?: string;
  category?: string;
  mn?: string;
  mx?: string;
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
