import { endpoints, listingCard, type ListingCard, type SearchResult } from '@baandee/contracts';
import { serializedResult, shapedJson } from '../../lib/route.js';

/**
 * Each card's JSON without its closing brace (a search card's commute minutes follow), as
 * bytes, for as long as the card object lives: a kept card is served as the same object
 * while it is kept (card-cache.ts), so its bytes are made once, not on every answer.
 */
const cardBytes = new WeakMap<ListingCard, Buffer>();

function bytesOf(card: ListingCard): Buffer {
  let bytes = cardBytes.get(card);
  if (!bytes) cardBytes.set(card, (bytes = Buffer.from(shapedJson(listingCard, card).slice(0, -1))));
  return bytes;
}

const NO_COMMUTE = Buffer.from(',"commute_minutes":null}');
const COMMA = Buffer.from(',');
const EMPTY_DATA = '"data":[]';

/**
 * GET api/estate's body for a page of search results: the bytes `serializedResult` makes of
 * it, with each card's part kept beside the card (docs/decisions/077) rather than copied to
 * the contract's keys, stringified and encoded to UTF-8 again for every answer. `cards` are
 * the page's cards as served, `result.data` the same cards with their commute minutes.
 */
export function searchResultBytes(result: SearchResult, cards: readonly ListingCard[]): Buffer {
  const envelope = serializedResult(endpoints.searchEstate, { ...result, data: [] });
  // the result's first key is its data: the first empty list is that one
  const at = envelope.indexOf(EMPTY_DATA) + EMPTY_DATA.length - 1;
  const parts: Buffer[] = [Buffer.from(envelope.slice(0, at))];
  result.data.forEach(({ commute_minutes }, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(bytesOf(cards[i]!), commute_minutes === null ? NO_COMMUTE : Buffer.from(`,"commute_minutes":${JSON.stringify(commute_minutes)}}`));
  });
  parts.push(Buffer.from(envelope.slice(at)));
  const body = Buffer.concat(parts);
  if (process.env.NODE_ENV === 'test' && !body.equals(Buffer.from(serializedResult(endpoints.searchEstate, result)))) {
    throw new Error(`the search answer's kept card bytes are not its contract's: ${body.toString()}`);
  }
  return body;
}
