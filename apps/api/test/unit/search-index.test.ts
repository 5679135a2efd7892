import { describe, expect, it } from 'vitest';
import { searchQuery, type SearchQuery } from '@baandee/contracts';
import { LISTING_SELL_TYPE, SELL_TYPE, SORT_OPTIONS, ranksByRelevance, type FilterColumnOf, type SearchFilterKind, type SearchTerm } from '@baandee/domain';
import { seededRandom } from '../../src/db/seed/demo/random.js';
import { columnsOf } from '../../src/modules/search/search-index-columns.js';
import { SearchIndex, type IndexPlan, type IndexRow } from '../../src/modules/search/search-index.js';
import { cappedTotal, pageSlices, type SearchWindow } from '../../src/modules/search/search-window.js';
import { passesFieldFilters, randomColumns, randomFieldFilters, stationColumns } from '../support/search-filter-table.js';

/**
 * The search index (docs/decisions/032) against a plain reading of what a search answers
 * (search.queries.ts), on thousands of generated rows: enough that a selective condition is
 * walked as a list and a broad one as a bit set, that a price order sorts few matches and
 * walks many, and that changes are folded into a new base. The database's own answers are
 * compared in search-index.test.ts.
 */

// Thai words among them, and one neither ASCII nor Thai: titles are kept one byte a character
// (ASCII and Thai) or as UTF-8 (any other), and the whole keyword is found in either
const WORDS = ['alpha', 'คอนโด', 'café', 'bravo', 'ใกล้', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
const wordId = (word: string) => 100 + WORDS.indexOf(word);
const NOW = Date.UTC(2026, 10, 29);
const HOUR_US = 3_600_000_000;

type Random = ReturnType<typeof seededRandom>;
const subset = (random: Random, items: readonly number[], p: number) => items.filter(() => random.chance(p));
/** Coordinates on a grid of a few dozen values per axis, so many rows sit on a map area's edge. */
const gridLat = (step: number) => 13.7 + step * 0.005;
const gridLng = (step: number) => 100.5 + step * 0.005;

function makeRow(random: Random, id: number): IndexRow {
  const sellType = random.pick([LISTING_SELL_TYPE.rent, LISTING_SELL_TYPE.sell, LISTING_SELL_TYPE.both]);
  const rent = sellType === LISTING_SELL_TYPE.sell ? null : random.int(5, 40) * 1_000;
  const sell = sellType === LISTING_SELL_TYPE.rent ? null : random.int(1, 20) * 500_000;
  // word shares from half the rows to one in a hundred
  const words = WORDS.filter((_, i) => random.chance(0.5 / (i + 1) ** 1.3));
  // stations with how far the listing states each (km); their lines and types follow from them
  const stations = subset(random, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 0.06).map((id) => ({
    id,
    train_line_id: 1 + (id % 4),
    train_type_id: 1 + (id % 2),
    distance_km: random.pick([0.3, 0.5, 0.8, 1, 1.5, 2, 3, 8]),
  }));
  const located = random.chance(0.9);
  // some titles hold a room code's text ("2b"), which a keyword's phrase may be
  const title = [...words.filter(() => random.chance(0.5)), ...(random.chance(0.3) ? [`${random.int(1, 4)}b`] : [])].join(' ');
  // some words the text holds only through its nearby stations (never the title's, which is the listing's own)
  const stationWords = words.filter((word) => !title.includes(word) && random.chance(0.3));
  return {
    // every filter's column of the table, then those some filters read together
    ...(randomColumns(random) as Pick<IndexRow, FilterColumnOf<SearchFilterKind>>),
    ...stationColumns(stations),
    province_id: random.weighted([[10, 70], [12, 20], [11, 10]]),
    listing_id: id,
    sell_type: sellType,
    has_living: random.chance(0.6),
    has_dining: random.chance(0.3),
    has_kitchen: random.chance(0.5),
    rent_price: rent,
    sell_price: sell,
    sort_price: rent ?? sell ?? 0,
    location_lat: located ? gridLat(random.int(0, 40)) : null,
    location_lng: located ? gridLng(random.int(0, 40)) : null,
    word_ids: words.map(wordId).sort((a, b) => a - b),
    station_word_ids: stationWords.map(wordId).sort((a, b) => a - b),
    // a few hundred distinct times: many rows share one, and the id orders them
    published_us: Date.UTC(2026, 9, 1) * 1000 + random.int(0, 400) * HOUR_US,
    boosted_until_ms: random.chance(0.04) ? NOW + HOUR_US / 1000 : random.chance(0.02) ? NOW - 1 : null,
    title_text: title,
    title_word_ids: WORDS.filter((word) => title.includes(word)).map(wordId),
  };
}

/** What a search answers, read plainly from spec section 3 and search.queries.ts. */
function reference(rows: readonly IndexRow[], plan: IndexPlan, window: SearchWindow): { ids: number[]; total: number; capped: boolean } {
  const q = plan.query;
  const room = (value: number, wanted: number) => (wanted >= 4 ? value >= 4 : value === wanted);
  const price = (row: IndexRow, column: 'rent' | 'sell' | 'sort') => (column === 'rent' ? row.rent_price : column === 'sell' ? row.sell_price : row.sort_price);
  const column = q.sell_type === SELL_TYPE.rent ? 'rent' : q.sell_type === SELL_TYPE.sell ? 'sell' : 'sort';
  const inRange = (value: number | null) => value !== null && (q.min_price === undefined || value >= q.min_price) && (q.max_price === undefined || value <= q.max_price);
  const code = plan.roomCode;
  const matches = rows.filter(
    (r) =>
      (q.sell_type !== SELL_TYPE.rent || r.sell_type !== LISTING_SELL_TYPE.sell) &&
      (q.sell_type !== SELL_TYPE.sell || r.sell_type !== LISTING_SELL_TYPE.rent) &&
      passesFieldFilters(q, r) &&
      (q.south === undefined ||
        (r.location_lat !== null && r.location_lng !== null && r.location_lat >= q.south && r.location_lat <= q.north! && r.location_lng >= q.west! && r.location_lng <= q.east!)) &&
      (q.min_price === undefined && q.max_price === undefined ? true : column === 'sort' ? inRange(r.rent_price) || inRange(r.sell_price) : inRange(price(r, column))) &&
      (!code ||
        (room(r.total_bedroom, code.bedrooms) &&
          room(r.total_restroom, code.restrooms) &&
          room(r.car_park_size, code.carParks) &&
          (!code.living || r.has_living) &&
          (!code.dining || r.has_dining) &&
          (!code.kitchen || r.has_kitchen))) &&
      plan.termWords.every((ids) => ids.some((id) => r.word_ids.includes(id))),
  );
  const desc = !q.order_by.endsWith('asc');
  const byPrice = q.order_by.startsWith('price');
  const key = (r: IndexRow) => (byPrice ? price(r, column) : r.published_us);
  // in a date order: the keyword in the title, every term in it, every term in the listing's own words (not only its stations'), the rest
  const ownWord = (r: IndexRow, id: number) => r.word_ids.includes(id) && !r.station_word_ids.includes(id);
  const tier = (r: IndexRow) =>
    plan.terms.length === 0 || !ranksByRelevance(q.order_by)
      ? 0
      : r.title_text.includes(plan.phrase!)
        ? 0
        : plan.terms.every((t) => t.alternatives.some((a) => r.title_text.includes(a)))
          ? 1
          : plan.termWords.every((ids) => ids.some((id) => ownWord(r, id)))
            ? 2
            : 3;
  const inOrder = (a: IndexRow, b: IndexRow) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) {
      if (ka === null) return desc ? -1 : 1;
      if (kb === null) return desc ? 1 : -1;
      return desc ? kb - ka : ka - kb;
    }
    return desc ? b.listing_id - a.listing_id : a.listing_id - b.listing_id;
  };
  const { cap } = window;
  const boosted = matches
    .filter((r) => r.boosted_until_ms !== null && r.boosted_until_ms > NOW)
    .sort((a, b) => tier(a) - tier(b) || inOrder(a, b))
    .slice(0, cap + 1);
  const others = matches.filter((r) => !(r.boosted_until_ms !== null && r.boosted_until_ms > NOW));
  const slices = pageSlices(window, boosted.length);
  const ids = boosted.slice(slices.fromBoosted.start, slices.fromBoosted.end).map((r) => r.listing_id);
  const priced = byPrice && column !== 'sort' ? others.filter((r) => key(r) !== null) : others;
  const ordered = priced.sort(inOrder);
  let count = Math.min(others.length, cap + 1);
  if (plan.terms.length > 0) {
    const candidates = ordered.slice(0, cap + 1);
    const ranked = candidates.slice(0, cap).sort((a, b) => tier(a) - tier(b) || inOrder(a, b));
    const offset = slices.othersLimit > 0 ? slices.othersOffset : 0;
    const page = ranked.slice(offset, offset + Math.max(slices.othersLimit, 1));
    if (slices.othersLimit > 0) ids.push(...page.map((r) => r.listing_id));
    if (page.length > 0) count = candidates.length;
  } else if (slices.othersLimit > 0) {
    ids.push(...ordered.slice(slices.othersOffset, slices.othersOffset + slices.othersLimit).map((r) => r.listing_id));
  }
  return { ids, ...cappedTotal(boosted.length + count, cap) };
}

function randomPlan(random: Random, rows: readonly IndexRow[]): IndexPlan {
  const query: Record<string, unknown> = { order_by: random.pick(SORT_OPTIONS), ...randomFieldFilters(random, random.pick(rows)) };
  if (random.chance(0.4)) query.sell_type = random.pick([SELL_TYPE.rent, SELL_TYPE.sell]);
  const min = random.chance(0.3) ? random.pick([0, 10_000, 20_000, 1_000_000, 3_000_000]) : undefined;
  if (min !== undefined) query.min_price = min;
  if (random.chance(0.3)) query.max_price = random.pick([15_000, 30_000, 2_000_000, 10_000_000].filter((max) => max >= (min ?? 0)));
  if (random.chance(0.15)) query.station_distance = random.pick([500, 1000, 2000]);
  if (random.chance(0.2)) {
    // a map area on the rows' grid (edges included), from a single line of it to most of it
    const south = random.int(0, 40);
    const west = random.int(0, 40);
    Object.assign(query, { south: gridLat(south), north: gridLat(south + random.int(0, 25)), west: gridLng(west), east: gridLng(west + random.int(0, 25)) });
  }
  const roomCode = random.chance(0.1) ? { bedrooms: random.int(0, 4), restrooms: random.int(0, 4), carParks: random.int(0, 2), living: random.chance(0.5), dining: random.chance(0.3), kitchen: random.chance(0.5) } : null;
  // terms of one to three alternatives; the phrase is the first term's first word (a title may hold it)
  const terms: SearchTerm[] = random.chance(0.5)
    ? Array.from({ length: random.int(1, 2) }, () => {
        const alternatives = random.sample(WORDS, random.int(1, 3));
        // as a room code is read: its text ("2b") is none of its alternatives
        return { text: random.chance(0.2) ? `${random.int(1, 4)}b` : alternatives[0]!, alternatives };
      })
    : [];
  return {
    query: searchQuery.parse(query) as SearchQuery,
    terms,
    phrase: terms.length > 0 ? terms.map((t) => t.text).join(' ') : null,
    roomCode,
    termWords: terms.map((t) => t.alternatives.map(wordId)),
  };
}

function randomWindow(random: Random): SearchWindow {
  return { page: random.int(1, 5), perPage: random.pick([3, 10, 100]), cap: random.pick([1000, 1000, 40, 7]) };
}

/** Rows and rounds of changes to them: 40 rows a round written, rewritten or removed, each round applied to `index`. */
function changingRows(random: Random, count: number) {
  const state = { rows: Array.from({ length: count }, (_, i) => makeRow(random, i + 1)) };
  let nextId = count + 1;
  return {
    get rows() {
      return state.rows;
    },
    round(index: SearchIndex) {
      const changedIds = new Set<number>();
      const written: IndexRow[] = [];
      for (let i = 0; i < 40; i++) {
        const roll = random.next();
        if (roll < 0.4) {
          const row = makeRow(random, nextId++);
          written.push(row);
          changedIds.add(row.listing_id);
        } else {
          const victim = random.pick(state.rows).listing_id;
          changedIds.add(victim);
          if (roll < 0.7) written.push(makeRow(random, victim));
        }
      }
      const byId = new Map(written.map((row) => [row.listing_id, row]));
      state.rows = [...state.rows.filter((row) => !changedIds.has(row.listing_id)), ...byId.values()];
      index.apply([...changedIds], [...byId.values()].map((row) => ({ ...row })));
    },
  };
}

/** `count` random searches of `index` answer as the plain reading of `rows` does. */
function expectAnswers(index: SearchIndex, random: Random, rows: IndexRow[], count: number, label: string): void {
  expect(index.size, label).toBe(rows.length);
  for (let i = 0; i < count; i++) {
    const plan = randomPlan(random, rows);
    const window = randomWindow(random);
    expect(index.search(plan, window, NOW), `${label}: ${JSON.stringify({ query: plan.query, terms: plan.terms, window })}`).toEqual(reference(rows, plan, window));
  }
}

/** Thousands of generated rows against the plain reading: 15-30 s on a busy 2-core machine. */
const SLOW = 120_000;

describe('SearchIndex', () => {
  it('answers as the plain reading does over thousands of rows: lists and bit sets, walks and sorts, every filter and order', () => {
    const random = seededRandom(3);
    const rows = Array.from({ length: 4000 }, (_, i) => makeRow(random, i + 1));
    const index = new SearchIndex(columnsOf(rows));
    for (let i = 0; i < 1500; i++) {
      const plan = randomPlan(random, rows);
      const window = randomWindow(random);
      expect(index.search(plan, window, NOW), JSON.stringify({ query: plan.query, terms: plan.terms, window })).toEqual(reference(rows, plan, window));
    }
  }, SLOW);

  it('is built in steps with other work let in between them, and answers as an index built at once', async () => {
    const random = seededRandom(5);
    const rows = Array.from({ length: 2000 }, (_, i) => makeRow(random, i + 1));
    let pauses = 0;
    const stepped = await SearchIndex.built(columnsOf(rows), {
      pause: async () => {
        pauses++;
      },
    });
    const whole = new SearchIndex(columnsOf(rows));
    // a step per sort, per column's postings and per pass over a list's values
    expect(pauses).toBeGreaterThan(40);
    expect(stepped.size).toBe(rows.length);
    for (let i = 0; i < 300; i++) {
      const plan = randomPlan(random, rows);
      const window = randomWindow(random);
      expect(stepped.search(plan, window, NOW), JSON.stringify({ query: plan.query, terms: plan.terms, window })).toEqual(whole.search(plan, window, NOW));
    }
  });

  it('follows rows written, changed and removed, before and after they are folded into a new base', () => {
    const random = seededRandom(4);
    const changing = changingRows(random, 3000);
    const index = new SearchIndex(columnsOf(changing.rows), { foldMin: 150 });
    for (let round = 0; round < 12; round++) {
      changing.round(index);
      expectAnswers(index, random, changing.rows, 60, `round ${round}`);
    }
  }, SLOW);

  it('follows rows changed again and again across the changes\' two segments (the newest rebuilt on each change, then all of them at once) and a fold', () => {
    const random = seededRandom(7);
    const changing = changingRows(random, 3000);
    // 40 changes a round: the newest go into the changes' segment every other round, and the
    // changes into a new base after about ten rounds; a row changed in one segment is dropped there
    const index = new SearchIndex(columnsOf(changing.rows), { foldMin: 400, newestMax: 50 });
    for (let round = 0; round < 14; round++) {
      changing.round(index);
      expectAnswers(index, random, changing.rows, 50, `round ${round}`);
    }
  }, SLOW);

  it('folds the changes into a new base built beside the one in use, answering as the rows are before, during and after it', async () => {
    const random = seededRandom(6);
    const changing = changingRows(random, 3000);
    let pauses = 0;
    const index = await SearchIndex.built(columnsOf(changing.rows), {
      foldMin: 150,
      pause: () => {
        pauses++;
        return new Promise((resolve) => setImmediate(resolve));
      },
    });
    const built = pauses;
    for (let round = 0; round < 16; round++) {
      changing.round(index);
      expectAnswers(index, random, changing.rows, 30, `round ${round}`);
      // a few of the fold's steps between two rounds of changes
      for (let turn = 0; turn < 12; turn++) await new Promise((resolve) => setImmediate(resolve));
    }
    await index.folded();
    expect(pauses - built, 'the folds paused between their steps').toBeGreaterThan(100);
    expectAnswers(index, random, changing.rows, 100, 'after the folds');
  }, SLOW);
});
