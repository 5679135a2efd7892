import {
  LIST_COLUMN_KINDS,
  LISTING_SELL_TYPE,
  STATION_DISTANCE_OPTIONS,
  roomCountKey,
  searchFiltersOf,
  stationsWithin,
  type FilterColumnOf,
  type ListingSellType,
  type SearchPriceColumn,
  type StationsWithinColumn,
} from '@baandee/domain';
import type { IndexRow } from './search-index.js';

/**
 * The search index's rows as columns (docs/decisions/032, 052): one typed array per field,
 * id lists as offsets into one array of values, titles as one byte buffer (`Titles`) with
 * offsets. Rows are appended one at a time as they are read, so a load never holds a
 * million row objects: each page of rows read is copied in and let go.
 */

/** The rooms a room code names beyond the counts: flags of their own, beside the table's. */
export const ROOM_FLAGS = ['has_living', 'has_dining', 'has_kitchen'] as const;
/** Commute search's columns (docs/decisions/061): the nearest station (found by its postings) and the walk to it in metres (read per row, no postings). */
export const COMMUTE_COLUMNS = ['nearest_station_id', 'nearest_station_m'] as const;
export type CommuteColumn = (typeof COMMUTE_COLUMNS)[number];
/** The table's filters on one value (packages/domain search-filters.ts), the room code's flags and commute search's columns. */
export type ScalarColumn = FilterColumnOf<'equals' | 'roomCount' | 'flag'> | (typeof ROOM_FLAGS)[number] | CommuteColumn;
/** How a one-value column is kept: an id (none: -1, with postings), a room count (4 and more as 4), a flag (1 or 0), a measure (none: -1, no postings). */
export type ScalarKind = 'equals' | 'roomCount' | 'flag' | 'measure';
/** The one-value columns that have postings (a measure has none). */
export type PostedScalarColumn = Exclude<ScalarColumn, 'nearest_station_m'>;
/** The table's filters on a list column. */
export type TableListColumn = FilterColumnOf<(typeof LIST_COLUMN_KINDS)[number]>;
export type ListField = TableListColumn | StationsWithinColumn | 'word_ids';
/** Every id list a row holds: the filters' and the word index's, and those only a relevance tier reads. */
export type IdListField = ListField | 'title_word_ids' | 'station_word_ids';
export type Axis = 'lat' | 'lng';

/**
 * The columns kept one value per row, each as its kind reads it: an id (none: -1), a room
 * count (4 and more as 4), a flag (1 or 0).
 */
export const SCALARS: readonly { column: ScalarColumn; kind: ScalarKind }[] = [
  ...searchFiltersOf('equals', 'roomCount', 'flag'),
  ...ROOM_FLAGS.map((column) => ({ column, kind: 'flag' as const })),
  { column: 'nearest_station_id', kind: 'equals' },
  { column: 'nearest_station_m', kind: 'measure' },
];
/** Whether a kind keeps an int32 with -1 for none. */
export const keptAsId = (kind: ScalarKind) => kind === 'equals' || kind === 'measure';

export const SELL_CODE: Record<ListingSellType, number> = { [LISTING_SELL_TYPE.rent]: 1, [LISTING_SELL_TYPE.sell]: 2, [LISTING_SELL_TYPE.both]: 3 };
export const LISTS: readonly ListField[] = [...searchFiltersOf(...LIST_COLUMN_KINDS).map((entry) => entry.column), 'word_ids', ...STATION_DISTANCE_OPTIONS.map(stationsWithin)];
export const ID_LISTS: readonly IdListField[] = [...LISTS, 'title_word_ids', 'station_word_ids'];

/** A list per row: row `slot`'s values are `values[offsets[slot]]` up to `values[offsets[slot + 1]]`. */
export interface IdLists {
  offsets: Uint32Array;
  values: Int32Array;
}

/**
 * The titles, row after row in one buffer: a title whose every character is ASCII or Thai
 * (nearly all) one byte a character, the Thai block U+0E00-U+0E7F as 0x80-0xFF (a third of
 * its UTF-8, where a Thai character takes three bytes); any other title in UTF-8, marked
 * `wide`. A search for the whole keyword matches bytes of the title's own form.
 */
export interface Titles {
  bytes: Uint8Array;
  offsets: Uint32Array;
  /** 1: the row's title is in UTF-8. */
  wide: Uint8Array;
}

/** A keyword as `titleHolds` looks for it in each form. */
export interface TitleNeedle {
  narrow: Uint8Array | null;
  utf8: Uint8Array;
}

const THAI_BLOCK = 0x0e00;
const NARROW_THAI = 0x80;

export interface Columns {
  size: number;
  ids: Int32Array;
  /** SELL_CODE, 0 for none. */
  sell: Uint8Array;
  /** The one-value columns (SCALARS): ids and measures as Int32 (none: -1), counts and flags as Uint8. */
  scalars: Record<ScalarColumn, Int32Array | Uint8Array>;
  /** Prices, NaN for none. */
  prices: Record<SearchPriceColumn, Float64Array>;
  /** Microseconds since 1970 (the database's precision, so equal times order as there). */
  published: Float64Array;
  /** Milliseconds since 1970, NaN for none. */
  boostedUntil: Float64Array;
  /** Latitude and longitude (NaN: none). */
  coordinates: Record<Axis, Float64Array>;
  lists: Record<IdListField, IdLists>;
  titles: Titles;
}

type NumberArray = Int32Array | Uint32Array | Uint8Array | Float64Array;
type NumberArrayOf<A extends NumberArray> = { new (length: number): A };

/** A typed array that grows by doubling as values are appended. */
class Grow<A extends NumberArray> {
  array: A;
  length = 0;
  constructor(
    private readonly make: NumberArrayOf<A>,
    capacity: number,
  ) {
    this.array = new make(Math.max(capacity, 16));
  }

  reserve(more: number): void {
    if (this.length + more <= this.array.length) return;
    const grown = new this.make(Math.max(this.array.length * 2, this.length + more));
    grown.set(this.array.subarray(0, this.length) as never);
    this.array = grown;
  }

  push(value: number): void {
    if (this.length === this.array.length) this.reserve(1);
    this.array[this.length++] = value;
  }

  /** Room for `total` values in all (a load sizes its columns from the table's count, so they are not grown by doubling and copied). */
  reserveTotal(total: number): void {
    if (total > this.array.length) this.reserve(total - this.length);
  }

  /**
   * The values appended, in an array of their exact length: a view when little is left over
   * (at most an eighth) or when the column is let go once read (`passing`: a base segment's id
   * lists, kept only as postings), else a copy. A copy of a million rows' lists took seconds.
   */
  done(passing = false): A {
    if (this.length === this.array.length) return this.array;
    return (passing || this.array.length - this.length <= this.array.length >>> 3 ? this.array.subarray(0, this.length) : this.array.slice(0, this.length)) as A;
  }
}

const orNaN = (value: number | null) => (value === null ? NaN : value);
const utf8 = new TextEncoder();

/**
 * A row as the database sends it to the index: a tuple of PostgreSQL's binary COPY format
 * (listing-search.queries.ts `indexCopy`, and `indexRowsOf` in the same form): a 16-bit
 * count of fields, then each as a 32-bit length (-1: null) and its type's binary form, in
 * this order: the listing id and the sell code (int4), the SCALARS (bool, smallint or
 * integer: an int of their length, null read as -1), these numbers (float8, or timestamptz:
 * microseconds since 2000 in 64 bits), the ID_LISTS in one `bytea` (`packed_id_lists`,
 * migration 0038: each list's length, then its ids, as 32-bit integers) and the title
 * (UTF-8). `ColumnsBuilder.pushCopied` copies it straight into the columns: no object,
 * string or buffer per row (docs/decisions/052, 070, 073).
 */
export const COPIED_NUMBERS = [
  { column: 'rent_price', type: 'float8' },
  { column: 'sell_price', type: 'float8' },
  { column: 'sort_price', type: 'float8' },
  { column: 'published_at', type: 'timestamptz' },
  { column: 'boosted_until', type: 'timestamptz' },
  { column: 'location_lat', type: 'float8' },
  { column: 'location_lng', type: 'float8' },
] as const;
export type CopiedNumber = (typeof COPIED_NUMBERS)[number]['column'];
/** How many fields a copied row has. */
export const COPIED_FIELDS = 2 + SCALARS.length + COPIED_NUMBERS.length + 2;
/** The binary COPY format's file header (signature, flags, header extension length) and its trailer (a field count of -1). */
const COPY_SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];
const COPY_TRAILER = -1;
/** timestamptz's binary form counts microseconds from 2000-01-01. */
const EPOCH_2000_US = Date.UTC(2000, 0, 1) * 1000;

/** Appends rows (read from the database, or another segment's) into columns. */
export class ColumnsBuilder {
  private size = 0;
  private readonly ids: Grow<Int32Array>;
  private readonly sell: Grow<Uint8Array>;
  private readonly scalars: Record<ScalarColumn, Grow<Int32Array | Uint8Array>>;
  private readonly prices: Record<SearchPriceColumn, Grow<Float64Array>>;
  private readonly published: Grow<Float64Array>;
  private readonly boostedUntil: Grow<Float64Array>;
  private readonly coordinates: Record<Axis, Grow<Float64Array>>;
  private readonly lists: Record<IdListField, { offsets: Grow<Uint32Array>; values: Grow<Int32Array> }>;
  private readonly titleBytes: Grow<Uint8Array>;
  private readonly titleOffsets: Grow<Uint32Array>;
  private readonly titleWide: Grow<Uint8Array>;
  /** The number columns in the order of a copied row, a time's microseconds divided by `per` (1: microseconds, 1000: milliseconds). */
  private readonly copiedNumbers: readonly { column: Grow<Float64Array>; time: boolean; per: number }[];

  /** How many rows were appended. */
  get length(): number {
    return this.size;
  }

  /** `capacity`: the rows expected (it grows past them). */
  constructor(capacity = 1024) {
    const floats = () => new Grow(Float64Array, capacity);
    this.ids = new Grow(Int32Array, capacity);
    this.sell = new Grow(Uint8Array, capacity);
    this.scalars = Object.fromEntries(SCALARS.map(({ column, kind }) => [column, keptAsId(kind) ? new Grow(Int32Array, capacity) : new Grow(Uint8Array, capacity)])) as ColumnsBuilder['scalars'];
    this.prices = { rent: floats(), sell: floats(), sort: floats() };
    this.published = floats();
    this.boostedUntil = floats();
    this.coordinates = { lat: floats(), lng: floats() };
    this.lists = Object.fromEntries(
      ID_LISTS.map((field) => {
        const offsets = new Grow(Uint32Array, capacity + 1);
        offsets.push(0);
        return [field, { offsets, values: new Grow(Int32Array, capacity * 2) }];
      }),
    ) as ColumnsBuilder['lists'];
    this.titleBytes = new Grow(Uint8Array, capacity * 64);
    this.titleOffsets = new Grow(Uint32Array, capacity + 1);
    this.titleOffsets.push(0);
    this.titleWide = new Grow(Uint8Array, capacity);
    const byColumn: Record<CopiedNumber, Grow<Float64Array>> = {
      rent_price: this.prices.rent,
      sell_price: this.prices.sell,
      sort_price: this.prices.sort,
      published_at: this.published,
      boosted_until: this.boostedUntil,
      location_lat: this.coordinates.lat,
      location_lng: this.coordinates.lng,
    };
    this.copiedNumbers = COPIED_NUMBERS.map(({ column, type }) => ({ column: byColumn[column], time: type === 'timestamptz', per: column === 'boosted_until' ? 1000 : 1 }));
  }

  /**
   * Sizes the columns for `rows` rows in all, the id lists and titles from what the rows read
   * so far hold on average (with a margin): a load knows the table's count after its first
   * batch, and growing a million rows' columns by doubling left their copies behind.
   */
  expect(rows: number): void {
    if (rows <= this.size) return;
    const grow = <A extends NumberArray>(column: Grow<A>) => column.reserveTotal(rows);
    grow(this.ids);
    grow(this.sell);
    for (const { column } of SCALARS) grow(this.scalars[column]);
    for (const { column } of this.copiedNumbers) grow(column);
    grow(this.titleWide);
    const share = (values: number) => Math.ceil(((values / Math.max(this.size, 1)) * rows * 17) / 16);
    for (const field of ID_LISTS) {
      this.lists[field].offsets.reserveTotal(rows + 1);
      this.lists[field].values.reserveTotal(share(this.lists[field].values.length));
    }
    this.titleOffsets.reserveTotal(rows + 1);
    this.titleBytes.reserveTotal(share(this.titleBytes.length));
  }

  /**
   * Appends the rows of one message of a binary COPY (`COPIED_FIELDS`), the first message
   * starting with the format's header and the last holding its trailer.
   */
  pushCopied(bytes: Uint8Array): void {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    if (bytes.length >= COPY_SIGNATURE.length && COPY_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
      // the signature, the flags, and the header extension's length and bytes
      at = COPY_SIGNATURE.length + 8 + view.getInt32(COPY_SIGNATURE.length + 4);
    }
    while (at < bytes.length) {
      const fields = view.getInt16(at);
      if (fields === COPY_TRAILER) break;
      if (fields !== COPIED_FIELDS) throw new Error(`search index: a row of ${fields} fields, not ${COPIED_FIELDS}`);
      at = this.pushCopiedRow(view, at + 2);
    }
  }

  /** Appends the copied row whose fields start at `at`; answers where the next row starts. */
  private pushCopiedRow(view: DataView, start: number): number {
    let at = start;
    this.size++;
    this.ids.push(view.getInt32(at + 4));
    this.sell.push(view.getInt32(at + 12));
    at += 16;
    for (let i = 0; i < SCALARS.length; i++) {
      const { column, kind } = SCALARS[i]!;
      const length = view.getInt32(at);
      at += 4;
      const value = length === -1 ? -1 : length === 1 ? view.getUint8(at) : length === 2 ? view.getInt16(at) : view.getInt32(at);
      if (length > 0) at += length;
      this.scalars[column].push(kind === 'roomCount' ? roomCountKey(value) : value);
    }
    for (let i = 0; i < this.copiedNumbers.length; i++) {
      const { column, time, per } = this.copiedNumbers[i]!;
      const length = view.getInt32(at);
      at += 4;
      if (length === -1) {
        column.push(NaN);
        continue;
      }
      // a time's 64 bits as two halves: exact below 2^53 microseconds (285 years)
      column.push(time ? (view.getInt32(at) * 4294967296 + view.getUint32(at + 4) + EPOCH_2000_US) / per : view.getFloat64(at));
      at += 8;
    }
    // the packed lists' field: its length, then per list its length and its ids
    const listsEnd = at + 4 + view.getInt32(at);
    at += 4;
    for (let i = 0; i < ID_LISTS.length; i++) {
      const { offsets, values } = this.lists[ID_LISTS[i]!];
      const length = view.getInt32(at);
      at += 4;
      values.reserve(length);
      const { array } = values;
      let end = values.length;
      for (let e = 0; e < length; e++, at += 4) array[end++] = view.getInt32(at);
      values.length = end;
      offsets.push(end);
    }
    if (at !== listsEnd) throw new Error('search index: a row whose packed id lists are not the eleven lists');
    const titleLength = view.getInt32(at);
    at += 4;
    this.pushTitleUtf8(new Uint8Array(view.buffer, view.byteOffset + at, titleLength));
    return at + titleLength;
  }

  /** Appends a title's UTF-8 as it is kept: narrow where every character is ASCII or Thai, else as it is. */
  private pushTitleUtf8(utf8: Uint8Array): void {
    const titles = this.titleBytes;
    titles.reserve(utf8.length);
    const { array } = titles;
    let at = titles.length;
    let wide = 0;
    for (let i = 0; i < utf8.length; ) {
      const byte = utf8[i]!;
      if (byte < 0x80) {
        array[at++] = byte;
        i++;
      } else if (byte === 0xe0 && (utf8[i + 1] === 0xb8 || utf8[i + 1] === 0xb9) && i + 2 < utf8.length) {
        // U+0E00-U+0E7F: E0 B8 80 to E0 B9 BF
        array[at++] = NARROW_THAI + (((utf8[i + 1]! & 0x3f) << 6) | (utf8[i + 2]! & 0x3f)) - THAI_BLOCK;
        i += 3;
      } else {
        array.set(utf8, titles.length);
        at = titles.length + utf8.length;
        wide = 1;
        break;
      }
    }
    titles.length = at;
    this.titleOffsets.push(at);
    this.titleWide.push(wide);
  }

  /** Appends a row as the database gives it. */
  push(row: IndexRow): void {
    this.size++;
    this.ids.push(row.listing_id);
    this.sell.push(row.sell_type === null ? 0 : SELL_CODE[row.sell_type]);
    for (const { column, kind } of SCALARS) {
      const value = row[column] as number | boolean | null;
      this.scalars[column].push(keptAsId(kind) ? ((value as number | null) ?? -1) : kind === 'roomCount' ? roomCountKey(value as number) : value ? 1 : 0);
    }
    this.prices.rent.push(orNaN(row.rent_price));
    this.prices.sell.push(orNaN(row.sell_price));
    this.prices.sort.push(orNaN(row.sort_price));
    this.published.push(row.published_us);
    this.boostedUntil.push(orNaN(row.boosted_until_ms));
    this.coordinates.lat.push(orNaN(row.location_lat));
    this.coordinates.lng.push(orNaN(row.location_lng));
    for (const field of ID_LISTS) {
      const list = this.lists[field];
      const values: readonly number[] = row[field];
      list.values.reserve(values.length);
      for (let i = 0; i < values.length; i++) list.values.array[list.values.length++] = values[i]!;
      list.offsets.push(list.values.length);
    }
    this.pushTitleUtf8(utf8.encode(row.title_text));
  }

  /** Appends row `slot` of `from`, as it is. */
  pushSlot(from: Columns, slot: number): void {
    this.size++;
    this.ids.push(from.ids[slot]!);
    this.sell.push(from.sell[slot]!);
    for (const { column } of SCALARS) this.scalars[column].push(from.scalars[column][slot]!);
    this.prices.rent.push(from.prices.rent[slot]!);
    this.prices.sell.push(from.prices.sell[slot]!);
    this.prices.sort.push(from.prices.sort[slot]!);
    this.published.push(from.published[slot]!);
    this.boostedUntil.push(from.boostedUntil[slot]!);
    this.coordinates.lat.push(from.coordinates.lat[slot]!);
    this.coordinates.lng.push(from.coordinates.lng[slot]!);
    for (const field of ID_LISTS) {
      const list = this.lists[field];
      const source = from.lists[field];
      const start = source.offsets[slot]!;
      const end = source.offsets[slot + 1]!;
      list.values.reserve(end - start);
      list.values.array.set(source.values.subarray(start, end), list.values.length);
      list.values.length += end - start;
      list.offsets.push(list.values.length);
    }
    const start = from.titles.offsets[slot]!;
    const end = from.titles.offsets[slot + 1]!;
    this.titleBytes.reserve(end - start);
    this.titleBytes.array.set(from.titles.bytes.subarray(start, end), this.titleBytes.length);
    this.titleBytes.length += end - start;
    this.titleOffsets.push(this.titleBytes.length);
    this.titleWide.push(from.titles.wide[slot]!);
  }

  done(): Columns {
    return {
      size: this.size,
      ids: this.ids.done(),
      sell: this.sell.done(),
      scalars: Object.fromEntries(SCALARS.map(({ column }) => [column, this.scalars[column].done()])) as Columns['scalars'],
      prices: { rent: this.prices.rent.done(), sell: this.prices.sell.done(), sort: this.prices.sort.done() },
      published: this.published.done(),
      boostedUntil: this.boostedUntil.done(),
      coordinates: { lat: this.coordinates.lat.done(), lng: this.coordinates.lng.done() },
      lists: Object.fromEntries(ID_LISTS.map((field) => [field, { offsets: this.lists[field].offsets.done(), values: this.lists[field].values.done(true) }])) as Columns['lists'],
      titles: { bytes: this.titleBytes.done(), offsets: this.titleOffsets.done(), wide: this.titleWide.done() },
    };
  }
}

/** Columns of these rows. */
export function columnsOf(rows: readonly IndexRow[]): Columns {
  const builder = new ColumnsBuilder(rows.length);
  for (const row of rows) builder.push(row);
  return builder.done();
}

/** Whether the rows are newest first (published desc, listing id desc), as a segment keeps them and a load reads them. */
export function inDateOrder({ published, ids, size }: Columns): boolean {
  for (let i = 1; i < size; i++) {
    const before = published[i - 1]!;
    const after = published[i]!;
    if (before < after || (before === after && ids[i - 1]! < ids[i]!)) return false;
  }
  return true;
}

/** The rows of `from` in these slots, in this order: column by column (row by row, a million rows' copy took seconds). */
export function gather(from: Columns, slots: Int32Array): Columns {
  const titles = gatherRanges(from.titles.offsets, from.titles.bytes, slots);
  return {
    size: slots.length,
    ids: gatherInt32(from.ids, slots),
    sell: gatherUint8(from.sell, slots),
    scalars: Object.fromEntries(
      SCALARS.map(({ column }) => {
        const values = from.scalars[column];
        return [column, values instanceof Int32Array ? gatherInt32(values, slots) : gatherUint8(values, slots)];
      }),
    ) as Columns['scalars'],
    prices: { rent: gatherFloat64(from.prices.rent, slots), sell: gatherFloat64(from.prices.sell, slots), sort: gatherFloat64(from.prices.sort, slots) },
    published: gatherFloat64(from.published, slots),
    boostedUntil: gatherFloat64(from.boostedUntil, slots),
    coordinates: { lat: gatherFloat64(from.coordinates.lat, slots), lng: gatherFloat64(from.coordinates.lng, slots) },
    lists: Object.fromEntries(ID_LISTS.map((field) => [field, gatherRanges(from.lists[field].offsets, from.lists[field].values, slots)])) as Columns['lists'],
    titles: { bytes: titles.values, offsets: titles.offsets, wide: gatherUint8(from.titles.wide, slots) },
  };
}

// one function per array type: one shared by every type made each element's read generic
function gatherInt32(source: Int32Array, slots: Int32Array): Int32Array {
  const out = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i++) out[i] = source[slots[i]!]!;
  return out;
}

function gatherUint8(source: Uint8Array, slots: Int32Array): Uint8Array {
  const out = new Uint8Array(slots.length);
  for (let i = 0; i < slots.length; i++) out[i] = source[slots[i]!]!;
  return out;
}

/** The values of these slots, in their order. */
export function gatherFloat64(source: Float64Array, slots: Int32Array): Float64Array {
  const out = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) out[i] = source[slots[i]!]!;
  return out;
}

function gatherRanges<A extends Int32Array | Uint8Array>(offsets: Uint32Array, values: A, slots: Int32Array): { offsets: Uint32Array; values: A } {
  const n = slots.length;
  const picked = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) picked[i + 1] = picked[i]! + offsets[slots[i]! + 1]! - offsets[slots[i]!]!;
  const out = new (values.constructor as NumberArrayOf<A>)(picked[n]!);
  for (let i = 0, at = 0; i < n; i++) {
    for (let v = offsets[slots[i]!]!, end = offsets[slots[i]! + 1]!; v < end; v++) out[at++] = values[v]!;
  }
  return { offsets: picked, values: out };
}

/** Whether row `slot`'s title holds `needle` (a byte match is a character match in either form: one byte a character, or UTF-8, which is self-synchronising). */
export function titleHolds(titles: Titles, slot: number, needle: TitleNeedle): boolean {
  const { bytes } = titles;
  const wanted = titles.wide[slot] ? needle.utf8 : needle.narrow;
  // a character neither ASCII nor Thai is in no narrow title
  if (wanted === null) return false;
  const start = titles.offsets[slot]!;
  const last = titles.offsets[slot + 1]! - wanted.length;
  if (wanted.length === 0) return true;
  const first = wanted[0]!;
  for (let at = start; at <= last; at++) {
    if (bytes[at] !== first) continue;
    let i = 1;
    while (i < wanted.length && bytes[at + i] === wanted[i]) i++;
    if (i === wanted.length) return true;
  }
  return false;
}

/** A text as a title search looks for it: narrow (null when a character is neither ASCII nor Thai) and UTF-8. */
export function titleNeedle(text: string): TitleNeedle {
  const narrow = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) narrow[i] = code;
    else if (code >= THAI_BLOCK && code < THAI_BLOCK + 0x80) narrow[i] = NARROW_THAI + code - THAI_BLOCK;
    else return { narrow: null, utf8: utf8.encode(text) };
  }
  return { narrow, utf8: utf8.encode(text) };
}

/** Row `slot`'s title as text. */
function titleAt(titles: Titles, slot: number): string {
  const bytes = titles.bytes.subarray(titles.offsets[slot]!, titles.offsets[slot + 1]!);
  if (titles.wide[slot]) return utf8Text.decode(bytes);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte < 0x80 ? byte : byte - NARROW_THAI + THAI_BLOCK);
  return text;
}



/** Row `slot` of `columns` as a row object (what `push` appends; room counts as their keys). */
export function rowAt(columns: Columns, slot: number): IndexRow {
  const orNull = (value: number) => (Number.isNaN(value) ? null : value);
  const row: Record<string, unknown> = { listing_id: columns.ids[slot], sell_type: SELL_TYPE_OF[columns.sell[slot]!] ?? null };
  for (const { column, kind } of SCALARS) {
    const value = columns.scalars[column][slot]!;
    row[column] = kind === 'flag' ? value === 1 : keptAsId(kind) && value === -1 ? null : value;
  }
  Object.assign(row, {
    rent_price: orNull(columns.prices.rent[slot]!),
    sell_price: orNull(columns.prices.sell[slot]!),
    sort_price: orNull(columns.prices.sort[slot]!),
    published_us: columns.published[slot],
    boosted_until_ms: orNull(columns.boostedUntil[slot]!),
    location_lat: orNull(columns.coordinates.lat[slot]!),
    location_lng: orNull(columns.coordinates.lng[slot]!),
  });
  for (const field of ID_LISTS) {
    const { offsets, values } = columns.lists[field];
    row[field] = Array.from(values.subarray(offsets[slot]!, offsets[slot + 1]!));
  }
  row.title_text = titleAt(columns.titles, slot);
  return row as IndexRow;
}

/** Copied rows (`pushCopied`) as row objects (a few: the changes the index reads after its load). */
export function decodeIndexRows(copied: readonly Uint8Array[]): IndexRow[] {
  const builder = new ColumnsBuilder(copied.length);
  for (const bytes of copied) builder.pushCopied(bytes);
  const columns = builder.done();
  return Array.from({ length: columns.size }, (_, slot) => rowAt(columns, slot));
}

const utf8Text = new TextDecoder();
const SELL_TYPE_OF = Object.fromEntries(Object.entries(SELL_CODE).map(([type, code]) => [code, type])) as Record<number, ListingSellType>;
