import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  LISTING_SELL_TYPE,
  QUALITY_RANK_SPAN_SECONDS,
  ROOM_COUNT_CAP,
  ROOM_PHRASE_TEMPLATES,
  STATION_DISTANCE_OPTIONS,
  STATION_WALKING_DISTANCE_KM,
  normalizeSearchText,
  stationsWithin,
} from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import type { DB } from '../../db/schema.js';
import type { PriceGroup } from '../decide/decide.service.js';
import { qualityScoresOn } from '../quality/quality.service.js';
import { COPIED_NUMBERS, decodeIndexRows, SCALARS, SELL_CODE, type CopiedNumber } from './search-index-columns.js';
import type { IndexRow } from './search-index.js';
import { searchWordIndex, syncWords } from './search-words.js';

/**
 * `listing_search` (migration 0007): one row per published listing, kept in step inside the
 * transaction of every change of a listing (docs/decisions/015). Set-based: a refresh of
 * any number of listings reads their texts, then writes them in one INSERT ... SELECT ...
 * ON CONFLICT and removes the unpublished in one DELETE. The texts a row is searched by
 * are made by the code (`normalizeSearchText`, `searchWordIndex`), as the keyword is.
 */

/** Words a listing's offer adds to its text, so "ให้เช่า" or "for sale" finds it. */
const OFFER_WORDS = {
  [LISTING_SELL_TYPE.rent]: 'เช่า ให้เช่า for rent',
  [LISTING_SELL_TYPE.sell]: 'ขาย for sale',
  [LISTING_SELL_TYPE.both]: 'ขาย เช่า ให้เช่า for sale for rent',
};

/** `column` is one of `ids`: one array parameter, so any number of listings fits in a statement (65,535 parameters at most). */
const inIds = (column: string, ids: readonly number[]) => sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`;

const roomPhraseSql = (count: RawBuilder<number>, template: string) =>
  sql<string>`case when ${count} > 0 then replace(${template}, '%s', ${count}::text) end`;

/**
 * How far the date order moves a row back for its quality score (docs/decisions/065): SQL's
 * `qualityRankDelaySeconds` (packages/domain), as an interval. Whole seconds, so moving a
 * row back and forth again gives exactly the time it had.
 */
const rankDelay = (score: RawBuilder<unknown>, staleSince: RawBuilder<unknown>) =>
  sql<string>`((case when ${staleSince} is not null then ${sql.lit(QUALITY_RANK_SPAN_SECONDS)}
    else (100 - ${score}) * ${sql.lit(QUALITY_RANK_SPAN_SECONDS / 100)} end) * interval '1 second')`;

/**
 * The time a row's date order counts from before its quality moved it back: when it went
 * live or was last confirmed available (a landing page's lastmod, docs/decisions/064).
 */
export const searchTimeSql = (alias?: string) => {
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  return sql<Date>`(${ref('published_at')} + ${rankDelay(ref('quality_score'), ref('stale_since'))})`;
};

/** The columns of `listing_search` holding the ids of the stations a listing states within each walking distance (migration 0019). */
const STATIONS_WITHIN = STATION_DISTANCE_OPTIONS.map(stationsWithin);

/**
 * The rows `listing_search` should hold for these listings (all listings when `ids` is
 * null): published ones only, with their nearby stations, furniture and facilities
 * aggregated once per listing, and their texts as written (`title_raw`, `own_raw`: the
 * listing's own words, `stations_raw`: its stations within walking distance) for the code
 * to normalise. Stations further away still count for the station filters, not for a keyword.
 */
function sourceRows(db: Kysely<DB>, ids: readonly number[] | null) {
  const stations = db
      .selectFrom('listing_stations as ls')
      .innerJoin('train_stations as ts', 'ts.id', 'ls.train_station_id')
      .innerJoin('train_lines as tl', 'tl.id', 'ts.train_line_id')
      .innerJoin('train_types as tt', 'tt.id', 'ls.train_type_id')
      .select('ls.listing_id')
      .select([
        sql<number[]>`array_agg(distinct ls.train_station_id)`.as('station_ids'),
        sql<number[]>`array_agg(distinct ts.train_line_id)`.as('line_ids'),
        sql<number[]>`array_agg(distinct ls.train_type_id)`.as('train_type_ids'),
        ...STATION_DISTANCE_OPTIONS.map((metres) =>
          sql<number[] | null>`array_agg(distinct ls.train_station_id) filter (where ls.distance_km <= ${metres / 1000})`.as(stationsWithin(metres)),
        ),
        // the nearest open station within walking distance, ties to the lower id (commute search, migration 0036)
        sql<number | null>`(array_agg(ls.train_station_id order by ls.distance_km, ls.train_station_id)
          filter (where ls.distance_km <= ${STATION_WALKING_DISTANCE_KM} and ts.is_open))[1]`.as('nearest_station_id'),
        sql<number | null>`round(min(ls.distance_km) filter (where ls.distance_km <= ${STATION_WALKING_DISTANCE_KM} and ts.is_open) * 1000)::int`.as(
          'nearest_station_m',
        ),
        sql<string | null>`string_agg(concat_ws(' ', tt.code, tt.name_th, tt.name_en, ts.name_th, ts.name_en, tl.name_th, tl.name_en), ' ' order by ls.position)
          filter (where ls.distance_km <= ${STATION_WALKING_DISTANCE_KM})`.as('text'),
      ])
      .$if(ids !== null, (qb) => qb.where(inIds('ls.listing_id', ids!)))
      .groupBy('ls.listing_id')
      .as('st');
  const furniture = db
      .selectFrom('listing_furniture')
      .select(['listing_id', sql<number[]>`array_agg(furniture_id order by furniture_id)`.as('ids')])
      .$if(ids !== null, (qb) => qb.where(inIds('listing_id', ids!)))
      .groupBy('listing_id')
      .as('fu');
  const facilities = db
      .selectFrom('listing_facilities as lf')
      .innerJoin('facilities as f', 'f.id', 'lf.facility_id')
      .select([
        'lf.listing_id',
        sql<number[]>`array_agg(lf.facility_id order by lf.facility_id)`.as('ids'),
        sql<string>`string_agg(concat_ws(' ', f.name_th, f.name_en), ' ')`.as('text'),
      ])
      .$if(ids !== null, (qb) => qb.where(inIds('lf.listing_id', ids!)))
      .groupBy('lf.listing_id')
      .as('fa');

  const query = db
    .selectFrom('listings as l')
    .leftJoin('estate_types as et', 'et.id', 'l.estate_type_id')
    .leftJoin('provinces as p', 'p.id', 'l.province_id')
    .leftJoin('districts as d', 'd.id', 'l.district_id')
    .leftJoin('sub_districts as sd', 'sd.id', 'l.sub_district_id')
    .leftJoin('project_estates as pe', 'pe.id', 'l.project_estate_id')
    .leftJoin(stations, 'st.listing_id', 'l.id')
    .leftJoin(furniture, 'fu.listing_id', 'l.id')
    .leftJoin(facilities, 'fa.listing_id', 'l.id')
    .where(onTheSite('l'))
    .$if(ids !== null, (qb) => qb.where(inIds('l.id', ids!)));
  return query.select([
    'l.id as listing_id',
    'l.sell_type',
    'l.estate_type_id',
    'l.province_id',
    'l.district_id',
    'l.sub_district_id',
    'l.total_bedroom',
    'l.total_restroom',
    'l.car_park_size',
    sql<boolean>`l.total_livingroom > 0`.as('has_living'),
    sql<boolean>`l.total_diningroom > 0`.as('has_dining'),
    sql<boolean>`l.total_kitchen > 0`.as('has_kitchen'),
    'l.is_pet_allow',
    'l.is_cooking_allow',
    'l.is_smoking_allow',
    'l.rent_price',
    'l.sell_price',
    sql<string>`coalesce(l.rent_price, l.sell_price, 0)`.as('sort_price'),
    'l.area_size',
    sql<number[]>`coalesce(fu.ids, '{}')`.as('furniture_ids'),
    sql<number[]>`coalesce(fa.ids, '{}')`.as('facility_ids'),
    sql<number[]>`coalesce(st.station_ids, '{}')`.as('station_ids'),
    sql<number[]>`coalesce(st.line_ids, '{}')`.as('line_ids'),
    sql<number[]>`coalesce(st.train_type_ids, '{}')`.as('train_type_ids'),
    ...STATIONS_WITHIN.map((column) => sql<number[]>`coalesce(${sql.ref(`st.${column}`)}, '{}')`.as(column)),
    'st.nearest_station_id',
    'st.nearest_station_m',
    'l.location_lat',
    'l.location_lng',
    // the time the search's date order (and a landing page's lastmod) counts from: when it went
    // live, or when its owner last said it is still available, whichever is later. A listing
    // whose question went unanswered (stale) has neither within the last 21 days, so it sinks
    // below every listing confirmed since (docs/decisions/064). The write moves it back by
    // the quality score's delay (docs/decisions/065)
    sql<Date>`greatest(coalesce(l.published_at, l.updated_at), l.confirmed_at)`.as('published_at'),
    'l.boosted_until',
    'l.stale_since',
    sql<string>`concat_ws(' ', l.announce_title, l.project_estate_name, pe.name_th, pe.name_en)`.as('title_raw'),
    sql<string>`coalesce(st.text, '')`.as('stations_raw'),
    sql<string>`concat_ws(' ',
        l.announce_title, l.project_estate_name, pe.name_th, pe.name_en, l.announce_description,
        l.address_short, l.road, l.lane, sd.name_th, sd.name_en, d.name_th, d.name_en, p.name_th, p.name_en,
        et.name_th, et.name_en, fa.text,
        case l.sell_type when ${LISTING_SELL_TYPE.rent} then ${OFFER_WORDS[LISTING_SELL_TYPE.rent]}
          when ${LISTING_SELL_TYPE.sell} then ${OFFER_WORDS[LISTING_SELL_TYPE.sell]}
          when ${LISTING_SELL_TYPE.both} then ${OFFER_WORDS[LISTING_SELL_TYPE.both]} end,
        ${roomPhraseSql(sql`l.total_bedroom`, ROOM_PHRASE_TEMPLATES.bedroom)},
        ${roomPhraseSql(sql`l.total_restroom`, ROOM_PHRASE_TEMPLATES.bathroom)})`.as('own_raw'),
  ]);
}

/** The columns a source row gives `listing_search` as they are (`sourceRows`). */
const COLUMNS = [
  'listing_id',
  'sell_type',
  'estate_type_id',
  'province_id',
  'district_id',
  'sub_district_id',
  'total_bedroom',
  'total_restroom',
  'car_park_size',
  'has_living',
  'has_dining',
  'has_kitchen',
  'is_pet_allow',
  'is_cooking_allow',
  'is_smoking_allow',
  'rent_price',
  'sell_price',
  'sort_price',
  'area_size',
  'furniture_ids',
  'facility_ids',
  'station_ids',
  'line_ids',
  'train_type_ids',
  ...STATIONS_WITHIN,
  'nearest_station_id',
  'nearest_station_m',
  'location_lat',
  'location_lng',
  'published_at',
  'boosted_until',
  'stale_since',
] as const;

/**
 * What a write holds: the source rows' columns, then the texts the code makes of them
 * (`TextColumns`), then the quality score the row's time was moved back by: the row's last,
 * written with the time, so the two agree whatever was written meanwhile (docs/decisions/065).
 */
const TEXT_COLUMNS = ['title_text', 'search_text', 'own_length', 'word_ids', 'station_word_ids', 'title_word_ids'] as const;
const WRITTEN = [...COLUMNS, ...TEXT_COLUMNS, 'quality_score'] as const;

interface RawTexts {
  listing_id: number;
  title_raw: string;
  own_raw: string;
  stations_raw: string;
}

/** An id list as `unnest` takes it from a text array: an array literal. */
const idsLiteral = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * A row's search text and what the search reads of it: the listing's own words, then (after
 * a space) its stations within walking distance; how many characters (code points, as
 * PostgreSQL's `left` counts them) are its own; the ids of the indexed spellings the text
 * holds, and of those it holds only through its stations (a keyword matched only there ranks
 * after one the listing's own words hold).
 */
export function searchTexts(ownRaw: string, stationsRaw: string) {
  const words = searchWordIndex();
  const own = normalizeSearchText(ownRaw);
  const stations = normalizeSearchText(stationsRaw);
  const text = stations === '' ? own : own === '' ? stations : `${own} ${stations}`;
  const wordIds = words.wordIds(text);
  const ownWords = new Set(words.wordIds(own));
  return { search_text: text, own_length: own === '' ? 0 : [...own].length, word_ids: wordIds, station_word_ids: wordIds.filter((id) => !ownWords.has(id)) };
}

/**
 * The rows' texts as the search reads them, made by the code: the keyword is normalised by
 * the same function, and the word index finds every indexed spelling in one pass over the
 * text. A subquery of (listing_id, ...TEXT_COLUMNS).
 */
function textsOf(rows: readonly RawTexts[]) {
  const ids: number[] = [];
  const titles: string[] = [];
  const texts: string[] = [];
  const ownLengths: number[] = [];
  const words: string[] = [];
  const stationWords: string[] = [];
  const titleWords: string[] = [];
  for (const row of rows) {
    const made = searchTexts(row.own_raw, row.stations_raw);
    const title = normalizeSearchText(row.title_raw);
    ids.push(row.listing_id);
    titles.push(title);
    texts.push(made.search_text);
    ownLengths.push(made.own_length);
    words.push(idsLiteral(made.word_ids));
    stationWords.push(idsLiteral(made.station_word_ids));
    titleWords.push(idsLiteral(searchWordIndex().wordIds(title)));
  }
  return sql<{ listing_id: number; title_text: string; search_text: string; own_length: number; word_ids: number[]; station_word_ids: number[]; title_word_ids: number[] }>`(
    select listing_id, title_text, search_text, own_length, word_ids::integer[] as word_ids, station_word_ids::integer[] as station_word_ids,
      title_word_ids::integer[] as title_word_ids
    from unnest(${ids}::integer[], ${titles}::text[], ${texts}::text[], ${ownLengths}::integer[], ${words}::text[], ${stationWords}::text[], ${titleWords}::text[])
      as u(listing_id, title_text, search_text, own_length, word_ids, station_word_ids, title_word_ids))`;
}

/**
 * Writes these rows into `listing_search`, replacing the listings' rows: their columns from
 * `source` (source rows, aliased `s`), their texts made by the code from `rows`.
 */
async function write(db: Kysely<DB>, source: AliasedRawBuilder<unknown, 's'>, rows: readonly RawTexts[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('listing_search')
    .columns(WRITTEN)
    .expression(
      db
        .selectFrom(source)
        .innerJoin(textsOf(rows).as('v'), (join) => join.on(sql.ref('v.listing_id'), '=', sql.ref('s.listing_id')))
        // the row's last quality score, kept until it is scored again (rescore)
        .leftJoin('listing_search as o', (join) => join.on(sql.ref('o.listing_id'), '=', sql.ref('s.listing_id')))
        .select(
          COLUMNS.map((column) =>
            column === 'published_at'
              ? sql`${sql.ref('s.published_at')} - ${rankDelay(sql`coalesce(${sql.ref('o.quality_score')}, 100)`, sql.ref('s.stale_since'))}`.as(column)
              : sql.ref(`s.${column}`).as(column),
          ),
        )
        .select(TEXT_COLUMNS.map((column) => sql.ref(`v.${column}`).as(column)))
        .select(sql<number>`coalesce(${sql.ref('o.quality_score')}, 100)`.as('quality_score')),
    )
    .onConflict((oc) =>
      oc.column('listing_id').doUpdateSet((eb) =>
        Object.fromEntries(WRITTEN.filter((column) => column !== 'listing_id').map((column) => [column, eb.ref(`excluded.${column}`)])),
      ),
    )
    .execute();
}

/** Writes the rows of these listings (a few: their source rows are read twice, by listing id). */
async function upsert(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  const rows = await db.selectFrom(sourceRows(db, ids).as('s')).select(['s.listing_id', 's.title_raw', 's.own_raw', 's.stations_raw']).execute();
  await write(db, sql`(${sourceRows(db, ids)})`.as('s'), rows);
}

/** Rows whose texts the code makes at a time when every row is written again. */
const BATCH = 5_000;

/** Reads rows BATCH at a time in listing id order (`read` answers those after an id) and hands each batch on. */
async function inBatches<R extends { listing_id: number }>(read: (after: number) => Promise<R[]>, each: (rows: R[]) => Promise<void>): Promise<void> {
  for (let rows = await read(0); rows.length > 0; rows = await read(rows[rows.length - 1]!.listing_id)) await each(rows);
}

/**
 * Rebuilds every row: the source rows go to a temporary table once, then, batch by batch
 * in listing id order, the code makes their texts, each row is written once and scored
 * (medians from the rows written so far and the old rows not yet rewritten). (SQL's
 * regular expressions normalising the texts, and its test of each dictionary word against
 * them, took two thirds of a rebuild's time at 100,000 listings.)
 */
async function rebuild(db: Kysely<DB>): Promise<void> {
  const now = new Date();
  await sql`drop table if exists pg_temp.listing_search_source`.execute(db);
  await sql`create temporary table listing_search_source as ${sourceRows(db, null)}`.execute(db);
  await sql`alter table listing_search_source add primary key (listing_id)`.execute(db);
  const source = sql`listing_search_source`.as('s');
  await inBatches(
    (after) =>
      db
        .selectFrom(source)
        .select([
          sql<number>`s.listing_id`.as('listing_id'),
          sql<string>`s.title_raw`.as('title_raw'),
          sql<string>`s.own_raw`.as('own_raw'),
          sql<string>`s.stations_raw`.as('stations_raw'),
        ])
        .where(sql.ref('s.listing_id'), '>', after)
        .orderBy(sql.ref('s.listing_id'))
        .limit(BATCH)
        .execute(),
    async (rows) => {
      await write(db, source, rows);
      // scored as a refresh scores them: a rebuilt row is the row its listing's refresh writes
      await rescore(db, rows.map((row) => row.listing_id), now);
    },
  );
  await sql`drop table listing_search_source`.execute(db);
}

/** Fills every row's word ids again from its search text (its own words: the first `own_length` characters) and its title, batch by batch in listing id order. */
async function refillWordIds(db: Kysely<DB>): Promise<void> {
  await inBatches(
    (after) =>
      db.selectFrom('listing_search').select(['listing_id', 'search_text', 'own_length', 'title_text']).where('listing_id', '>', after).orderBy('listing_id').limit(BATCH).execute(),
    async (rows) => {
      const ids = rows.map((row) => row.listing_id);
      const made = rows.map((row) => {
        const chars = [...row.search_text];
        return searchTexts(chars.slice(0, row.own_length).join(''), chars.slice(row.own_length).join(''));
      });
      const words = made.map((texts) => idsLiteral(texts.word_ids));
      const stationWords = made.map((texts) => idsLiteral(texts.station_word_ids));
      const titleWords = rows.map((row) => idsLiteral(searchWordIndex().wordIds(row.title_text)));
      await sql`update listing_search s set word_ids = v.word_ids::integer[], station_word_ids = v.station_word_ids::integer[], title_word_ids = v.title_word_ids::integer[]
        from unnest(${ids}::integer[], ${words}::text[], ${stationWords}::text[], ${titleWords}::text[]) as v(listing_id, word_ids, station_word_ids, title_word_ids)
        where s.listing_id = v.listing_id`.execute(db);
    },
  );
}

/**
 * A row of `listing_search` as the search index reads it (search-index-columns.ts
 * `COPIED_FIELDS`): each field's value, and the binary send function of its type for a row
 * made by hand (`indexRowsOf`); a one-value column as its type is (an int of its length).
 */
const COPIED_NUMBER_SQL: Record<CopiedNumber, RawBuilder<unknown>> = {
  rent_price: sql`rent_price::float8`,
  sell_price: sql`sell_price::float8`,
  sort_price: sql`sort_price::float8`,
  published_at: sql`published_at`,
  boosted_until: sql`boosted_until`,
  location_lat: sql`location_lat`,
  location_lng: sql`location_lng`,
};
const INDEX_FIELDS: readonly { value: RawBuilder<unknown>; send: (value: RawBuilder<unknown>) => RawBuilder<Uint8Array> }[] = [
  { value: sql`listing_id`, send: (value) => sql`int4send(${value})` },
  {
    value: sql`case sell_type ${sql.join(
      Object.entries(SELL_CODE).map(([type, code]) => sql`when ${sql.lit(type)} then ${sql.lit(code)}`),
      sql` `,
    )} else 0 end`,
    send: (value) => sql`int4send(${value})`,
  },
  ...SCALARS.map(({ column, kind }) => ({ value: sql`${sql.ref(column)}`, send: (value: RawBuilder<unknown>) => (kind === 'flag' ? sql<Uint8Array>`boolsend(${value})` : sql<Uint8Array>`int4send(${value}::int4)`) })),
  ...COPIED_NUMBERS.map(({ column, type }) => ({ value: COPIED_NUMBER_SQL[column], send: (value: RawBuilder<unknown>) => (type === 'float8' ? sql<Uint8Array>`float8send(${value})` : sql<Uint8Array>`timestamptz_send(${value})`) })),
  // the ID_LISTS as the row keeps them packed (migration 0038): sent as they are stored
  { value: sql`packed_id_lists`, send: (value) => sql`byteasend(${value})` },
  { value: sql`title_text`, send: (value) => sql`textsend(${value})` },
];

/** The index's rows as a binary COPY sends them, in the date order (published desc, listing id desc: the order its segments keep). */
const indexRowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('listing_search')
    .select(INDEX_FIELDS.map(({ value }, i) => value.as(`f${i}`)))
    .orderBy('published_at', 'desc')
    .orderBy('listing_id', 'desc');

/** These listings' rows, each as one `bytea` in the form of a row of a binary COPY: the field count, then each field's length (-1: null) and bytes. */
const indexRowsOfQuery = (db: Kysely<DB>, ids: readonly number[]) =>
  db
    .selectFrom('listing_search')
    .select(
      sql<Uint8Array>`${sql.join(
        [sql`int2send(${sql.lit(INDEX_FIELDS.length)}::int2)`, ...INDEX_FIELDS.map(({ value, send }) => sql`coalesce(int4send(octet_length(${send(value)})) || ${send(value)}, int4send(-1))`)],
        sql` || `,
      )}`.as('row'),
    )
    .where(inIds('listing_id', ids));
/**
 * Scores these listings' rows again (docs/decisions/065): the quality score as the owner
 * sees it (quality.service's `qualityScoresOn`, its medians read from these rows); a row
 * whose score changed keeps the new one, its date order time moved back by the new score's
 * delay instead of the old one's. Only those are written (a write of `published_at`
 * rewrites the row's index entries). Answers their ids.
 */
async function rescore(db: Kysely<DB>, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const current = await db.selectFrom('listing_search').select(['listing_id', 'quality_score']).where(inIds('listing_id', ids)).execute();
  if (current.length === 0) return [];
  const scored = await qualityScoresOn(db, current.map((row) => row.listing_id), now);
  const rows = current.filter((row) => scored.has(row.listing_id));
  const changed = rows.filter((row) => scored.get(row.listing_id) !== row.quality_score);
  if (changed.length === 0) return [];
  // the score as it is now decides (a refresh may have written the row since it was read)
  await sql`update listing_search s
    set quality_score = v.score,
      published_at = s.published_at + ${rankDelay(sql`s.quality_score`, sql`s.stale_since`)} - ${rankDelay(sql`v.score`, sql`s.stale_since`)}
    from unnest(${changed.map((row) => row.listing_id)}::integer[], ${changed.map((row) => scored.get(row.listing_id)!)}::integer[]) as v(listing_id, score)
    where s.listing_id = v.listing_id and s.quality_score <> v.score`.execute(db);
  return changed.map((row) => row.listing_id);
}

/** What these rows give the price medians (decide's `groupMedians`): their group, bedrooms capped as there, and prices per m². */
function medianInputsOf(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('listing_search')
    .select(['listing_id', 'district_id', 'estate_type_id', sql<number>`least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)})`.as('total_bedroom'), 'rent_per_sqm', 'sell_per_sqm'])
    .where(inIds('listing_id', ids))
    .execute();
}
export type MedianInput = Awaited<ReturnType<typeof medianInputsOf>>[number];

/** The channel a process announces its changes of `listing_search` on (search-index.plugin.ts). */
export const SEARCH_CHANGES_CHANNEL = 'listing_search_changes';

export function createListingSearchQueries(db: Kysely<DB>) {
  return {
    /**
     * The statement that sends every row of the index newest first (published desc, listing
     * id desc: the order its segments keep, so a load gathers nothing), walking the date
     * order's index (`listing_search_published_idx`), as a binary COPY: one statement whose
     * rows arrive as the bytes `ColumnsBuilder.pushCopied` reads (db/copy-out.ts).
     */
    indexCopy(): string {
      const compiled = indexRowsQuery(db).compile();
      if (compiled.parameters.length > 0) throw new Error('the index copy takes no parameters');
      return `copy (${compiled.sql}) to stdout (format binary)`;
    },

    /** How many rows the index reads (a load sizes its columns from it): an index-only count. */
    async indexSize(): Promise<number> {
      return (await db.selectFrom('listing_search').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    },

    /** The index's rows of these listings (those not searchable have none). */
    async indexRowsOf(ids: readonly number[]): Promise<IndexRow[]> {
      return decodeIndexRows((await indexRowsOfQuery(db, ids).execute()).map((row) => row.row));
    },

    /** The id of the transaction the handle is in (a statement's own outside one): its changes count once it ends. */
    async transactionId(): Promise<string> {
      return (await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(db)).rows[0]!.xid;
    },

    /** Of these transactions, the ones that have ended (committed or rolled back). */
    async endedTransactions(xids: readonly string[]): Promise<Set<string>> {
      const { rows } = await sql<{ xid: string }>`select x as xid from unnest(${[...xids]}::text[]) as x where pg_xact_status(x::xid8) <> 'in progress'`.execute(db);
      return new Set(rows.map((row) => row.xid));
    },

    /** Tells the other processes listening, once the transaction commits (never if it rolls back). */
    async announceChange(payload: string): Promise<void> {
      await sql`select pg_notify(${SEARCH_CHANGES_CHANNEL}, ${payload})`.execute(db);
    },

    /**
     * Brings the rows of these listings in step with them: written for the published ones,
     * removed for the rest (and for ids that no longer exist). Call it inside the
     * transaction that changed them.
     */
    async refresh(listingIds: readonly number[]): Promise<void> {
      const ids = [...new Set(listingIds)];
      if (ids.length === 0) return;
      await upsert(db, ids);
      await db
        .deleteFrom('listing_search')
        .where(inIds('listing_id', ids))
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.id', '=', 'listing_search.listing_id').where(onTheSite('l')))),
        )
        .execute();
      // the rows' own scores at once; their groups' others are scored again by a job (quality-rank.ts)
      await rescore(db, ids, new Date());
    },

    /**
     * Scores these listings' rows again (`rescore`, docs/decisions/065), as of `now`:
     * answers the ids whose score, and so whose place in the date order, changed.
     */
    rescore(listingIds: readonly number[], now = new Date()): Promise<number[]> {
      return rescore(db, [...new Set(listingIds)], now);
    },

    /** What these rows give the price medians: compared before and after a refresh, the groups whose medians it moved. */
    medianInputsOf(listingIds: readonly number[]): Promise<MedianInput[]> {
      return listingIds.length === 0 ? Promise.resolve([]) : medianInputsOf(db, [...new Set(listingIds)]);
    },

    /** The rows of these price groups (their scores read the groups' medians). */
    async inPriceGroups(groups: readonly PriceGroup[]): Promise<number[]> {
      if (groups.length === 0) return [];
      const { rows } = await sql<{ listing_id: number }>`select s.listing_id from listing_search s
        join unnest(${groups.map((group) => group.district_id)}::integer[], ${groups.map((group) => group.estate_type_id)}::integer[],
          ${groups.map((group) => Math.min(group.total_bedroom, ROOM_COUNT_CAP))}::integer[]) as g(district_id, estate_type_id, bedrooms)
          on s.district_id = g.district_id and s.estate_type_id = g.estate_type_id and least(s.total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}) = g.bedrooms
        order by s.listing_id`.execute(db);
      return rows.map((row) => row.listing_id);
    },

    /** Up to `limit` rows after this listing id, in id order: the sweep's batch. */
    async rowsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('listing_search').select('listing_id').where('listing_id', '>', afterId).orderBy('listing_id').limit(limit).execute();
      return rows.map((row) => row.listing_id);
    },

    /** Rebuilds every row: after a bulk load, or when the table fell out of step. */
    async refreshAll(): Promise<void> {
      await syncWords(db);
      await db
        .deleteFrom('listing_search')
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.id', '=', 'listing_search.listing_id').where(onTheSite('l')))),
        )
        .execute();
      await rebuild(db);
    },

    /**
     * Brings the word index in step with the code's spellings: when `search_words` differs
     * from it, replaces them and fills every row's word ids again. Answers whether it did.
     */
    async refreshWords(): Promise<boolean> {
      if (!(await syncWords(db))) return false;
      await refillWordIds(db);
      return true;
    },

    /**
     * Whether the table holds as many rows as there are published listings: the cheap check
     * the start-up runs (one query of two index-only counts) before deciding to rebuild.
     */
    async inStep(): Promise<boolean> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('listings as l').select(sql<number>`count(*)::int`.as('n')).where(onTheSite('l')).as('published'),
          eb.selectFrom('listing_search').select(sql<number>`count(*)::int`.as('n')).as('searchable'),
        ])
        .executeTakeFirstOrThrow();
      return row.published === row.searchable;
    },
  };
}

export type ListingSearchQueries = ReturnType<typeof createListingSearchQueries>;
