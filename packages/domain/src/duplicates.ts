import { LISTING_SELL_TYPE, type ListingSellType } from './enums.js';

/*
 * Duplicates caught at posting (docs/decisions/057): a 64-bit perceptual hash of every
 * listing photo, compared by Hamming distance, and a fingerprint of the unit a listing
 * offers. The pixels come from sharp on the server; what is done with them is here.
 */

/** The greyscale grid a photo is shrunk to: 32x32, one byte a pixel, row-major. */
export const PHOTO_HASH_GRID = { width: 32, height: 32 } as const;

/**
 * Two photos match when their hashes differ in at most this many of the 64 bits: chosen
 * from bench/photo-duplicates.ts on the demo pictures and their generated copies
 * (re-encoded, scaled, cropped, brightness shifted, a watermark corner), where no picture
 * of another subject comes this close (docs/decisions/057).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 7;

/** The hash is cut into four 16-bit bands, each indexed: the lookup asks for band values, not every hash. */
export const PHOTO_HASH_BANDS = 4;
const BAND_BITS = 16;

/**
 * Each band is looked up with every value within this many bits of the photo's own: when
 * two hashes differ in at most PHOTO_MATCH_MAX_DISTANCE bits, one of the four bands differs
 * in at most floor(distance / 4) (pigeonhole), so these band values find every match.
 */
export const PHOTO_BAND_RADIUS = Math.floor(PHOTO_MATCH_MAX_DISTANCE / PHOTO_HASH_BANDS);

/**
 * A flat picture (one colour, a blank wall) says nothing about the unit, and every flat
 * picture hashes alike: when the grid's grey levels spread less than this (standard
 * deviation), the photo gets no hash and matches nothing.
 */
export const PHOTO_HASH_MIN_DETAIL = 2;

export interface PhotoHash {
  /** 16 hex digits: the 64 bits, most significant first. */
  hash: string;
  /** The four 16-bit bands, most significant first. */
  bands: [number, number, number, number];
}

const SIDE = PHOTO_HASH_GRID.width;
const KEPT = 8;
/** cos((2n + 1) k pi / 2N) for the 8 lowest frequencies k of the 32-point DCT. */
const COSINES = Array.from({ length: KEPT }, (_, k) => Array.from({ length: SIDE }, (_, n) => Math.cos(((2 * n + 1) * k * Math.PI) / (2 * SIDE))));

/**
 * The perceptual hash of a 32x32 greyscale grid: its 8x8 lowest frequencies (a discrete
 * cosine transform), each bit set where the frequency is above the median of the 63
 * beside the constant one. Brightness moves the constant term only, and re-encoding and
 * scaling touch the high frequencies, which are left out. Null for a flat picture
 * (PHOTO_HASH_MIN_DETAIL).
 */
export function perceptualHash(grid: Uint8Array | readonly number[]): PhotoHash | null {
  if (grid.length !== SIDE * SIDE) throw new Error(`a ${SIDE}x${SIDE} grid has ${SIDE * SIDE} pixels, not ${grid.length}`);
  let sum = 0;
  let squares = 0;
  for (const value of grid) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / grid.length;
  if (Math.sqrt(Math.max(0, squares / grid.length - mean * mean)) < PHOTO_HASH_MIN_DETAIL) return null;
  // rows first (each row's 8 lowest frequencies), then the columns of that
  const rows: number[][] = [];
  for (let y = 0; y < SIDE; y += 1) {
    rows.push(COSINES.map((cos) => cos.reduce((total, c, x) => total + c * grid[y * SIDE + x]!, 0)));
  }
  const coefficients: number[] = [];
  for (let ky = 0; ky < KEPT; ky += 1) {
    for (let kx = 0; kx < KEPT; kx += 1) coefficients.push(COSINES[ky]!.reduce((total, c, y) => total + c * rows[y]![kx]!, 0));
  }
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[31]!;
  let bits = 0n;
  for (const value of coefficients) bits = (bits << 1n) | (value > median ? 1n : 0n);
  return hashOf(bits);
}

/** The hash of 64 bits given as a bigint. */
export function hashOf(bits: bigint): PhotoHash {
  const hash = BigInt.asUintN(64, bits).toString(16).padStart(16, '0');
  return { hash, bands: hashBands(hash) };
}

/** The four 16-bit bands of a hash in hex, most significant first. */
export function hashBands(hash: string): [number, number, number, number] {
  return [0, 1, 2, 3].map((i) => Number.parseInt(hash.slice(i * 4, i * 4 + 4), 16)) as [number, number, number, number];
}

/** How many of the 64 bits differ between two hashes in hex. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > 0n) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** Every 16-bit value within `radius` bits of `value`, itself first. */
export function bandNeighbours(value: number, radius = PHOTO_BAND_RADIUS): number[] {
  const values = [value];
  let frontier = [value];
  for (let step = 0; step < radius; step += 1) {
    const next: number[] = [];
    for (const v of frontier) {
      for (let bit = 0; bit < BAND_BITS; bit += 1) {
        const flipped = v ^ (1 << bit);
        if (!values.includes(flipped) && !next.includes(flipped)) next.push(flipped);
      }
    }
    values.push(...next);
    frontier = next;
  }
  return values;
}

/** Whether two photo hashes are the same picture (PHOTO_MATCH_MAX_DISTANCE). */
export const photosMatch = (a: string, b: string) => hammingDistance(a, b) <= PHOTO_MATCH_MAX_DISTANCE;

/** What a listing's fingerprint is made of: the listing form's fields. */
export interface FingerprintFields {
  sell_type: ListingSellType | null;
  project_estate_id: number | null;
  project_estate_name: string | null;
  location_lat: number | null;
  location_lng: number | null;
  room_floor: number | null;
  area_size: string | number | null;
  room_code: string;
  rent_price: string | number | null;
  sell_price: string | number | null;
}

/**
 * Where a listing's unit is, as one string: its project, else the project name it typed, else
 * its pin to about 10 m; null when it says none. Shared by the unit fingerprint and the unit
 * key that carries a unit's price history (apps/api listing-units.ts).
 */
export function unitPlace(fields: Pick<FingerprintFields, 'project_estate_id' | 'project_estate_name' | 'location_lat' | 'location_lng'>): string | null {
  const name = fields.project_estate_name?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (fields.project_estate_id !== null) return `p${fields.project_estate_id}`;
  if (name) return `n${name}`;
  if (fields.location_lat !== null && fields.location_lng !== null) return `g${fields.location_lat.toFixed(4)},${fields.location_lng.toFixed(4)}`;
  return null;
}

/**
 * Prices within one band are "the same price" for the fingerprint: bands 10% wide on a
 * logarithmic scale (from 15,158 to 16,674 baht, then to 18,342), so 15,500 and 16,500
 * baht a month fall together and 15,500 and 22,000 do not. Two prices near a band's edge can fall apart: the photo match still catches a copy.
 */
export const FINGERPRINT_PRICE_STEP = 1.1;

export function priceBand(price: string | number | null): number | null {
  const value = price === null ? Number.NaN : Number(price);
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.floor(Math.log(value) / Math.log(FINGERPRINT_PRICE_STEP));
}

/**
 * The unit a listing offers, as one string: the project (or, without one, the pin to
 * about 10 m), the floor, the size to the square metre, the room code, the sell type and
 * the price band of each price it states. Two listings of one owner with the same
 * fingerprint offer the same unit. Null when the listing says too little to tell (no
 * place, no size or no price): such a listing is not compared.
 */
export function unitFingerprint(fields: FingerprintFields): string | null {
  const place = unitPlace(fields);
  const size = fields.area_size === null ? Number.NaN : Number(fields.area_size);
  if (place === null || !Number.isFinite(size) || size <= 0 || fields.sell_type === null) return null;
  const rents = fields.sell_type !== LISTING_SELL_TYPE.sell;
  const sells = fields.sell_type !== LISTING_SELL_TYPE.rent;
  const rent = rents ? priceBand(fields.rent_price) : null;
  const sell = sells ? priceBand(fields.sell_price) : null;
  if ((rents && rent === null) || (sells && sell === null)) return null;
  return [place, `f${fields.room_floor ?? ''}`, `a${Math.round(size)}`, fields.room_code, fields.sell_type, `r${rent ?? ''}`, `s${sell ?? ''}`].join('|');
}

/** Why a listing was held: what the owner and the admin read (DUPLICATE_REASONS in the locales). */
export const DUPLICATE_REASONS = ['photo', 'unit'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The hold reasons a pending listing can carry in its owner's view. */
export const HOLD_REASONS = ['duplicate'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
