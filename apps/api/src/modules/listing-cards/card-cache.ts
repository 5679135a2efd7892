import type { ListingCard } from '@baandee/contracts';
import { keepRecent } from '../../lib/recent-map.js';

/** A card as an anonymous visitor sees it, with when its boost ends (its `boosted` is set when served). */
export interface KeptCard {
  card: ListingCard;
  boostedUntilMs: number | null;
}

/** A kept card with when it was read, and the card it served unboosted and boosted (the same object each time while kept). */
interface Entry extends KeptCard {
  at: number;
  served: [ListingCard | null, ListingCard | null];
}

/** Cards a process keeps at once; the oldest goes first beyond it. */
export const CARD_CACHE_ENTRIES = 20_000;
/** How long a kept card serves at most: a change that does not go through the listing's search row (a renamed district) shows within it. */
export const CARD_CACHE_MS = 60_000;

/**
 * Anonymous visitors' listing cards, per process (docs/decisions/032): a search answered
 * from the search index takes its cards from here, reading only the missing ones. A card is
 * dropped when its listing's search row changes (every change of what a card shows goes
 * through it: an edit, its pictures, a status, a boost), whichever process made the change,
 * as the search index learns of it; everything is dropped when the index is read anew or
 * stops hearing other processes' changes. `boosted` is computed when served. A card also
 * serves at most CARD_CACHE_MS. A kept card is served as the same frozen object every time
 * (one per boost state), so what is made from it can be kept beside it (search-answer-bytes.ts).
 */
export function createCardCache({ maxEntries = CARD_CACHE_ENTRIES, ttlMs = CARD_CACHE_MS } = {}) {
  const entries = new Map<number, Entry>();
  /** Bumped by every drop: a read that started before it is not kept. */
  let generation = 0;

  return {
    /** The cards of `ids` in their order (missing listings left out), reading the ones not kept with `read`. */
    async cards(ids: readonly number[], read: (ids: number[]) => Promise<KeptCard[]>, now = Date.now()): Promise<ListingCard[]> {
      const missing = ids.filter((id) => {
        const entry = entries.get(id);
        return !entry || now - entry.at >= ttlMs;
      });
      if (missing.length > 0) {
        const started = generation;
        const fresh = await read(missing);
        const found = new Map(fresh.map((kept) => [kept.card.id, kept]));
        for (const id of missing) {
          const kept = found.get(id);
          if (started !== generation) continue;
          if (kept) keepRecent(entries, id, { ...kept, at: now, served: [null, null] }, maxEntries);
          else entries.delete(id);
        }
        return ids.flatMap((id) => {
          const kept = found.get(id);
          const entry = entries.get(id);
          // kept just now (or not read): the kept card; read but not kept (a drop came meanwhile): the card read
          if (entry && (!kept || entry.card === kept.card)) return [served(entry, now)];
          return kept ? [servedOnce(kept, now)] : [];
        });
      }
      return ids.map((id) => served(entries.get(id)!, now));
    },

    /** These listings changed: their cards are read again. */
    drop(ids: readonly number[]): void {
      generation++;
      for (const id of ids) entries.delete(id);
    },

    clear(): void {
      generation++;
      entries.clear();
    },
  };
}

function servedOnce({ card, boostedUntilMs }: KeptCard, now: number): ListingCard {
  return Object.freeze({ ...card, boosted: boostedUntilMs !== null && boostedUntilMs > now });
}

function served(entry: Entry, now: number): ListingCard {
  const boosted = entry.boostedUntilMs !== null && entry.boostedUntilMs > now ? 1 : 0;
  return (entry.served[boosted] ??= servedOnce(entry, now));
}

export type CardCache = ReturnType<typeof createCardCache>;
