import { describe, expect, it } from 'vitest';
import {
  bandNeighbours,
  hammingDistance,
  hashBands,
  hashOf,
  LISTING_SELL_TYPE,
  perceptualHash,
  PHOTO_BAND_RADIUS,
  PHOTO_HASH_GRID,
  PHOTO_MATCH_MAX_DISTANCE,
  priceBand,
  unitFingerprint,
  type FingerprintFields,
} from '../src/index.js';

const SIDE = PHOTO_HASH_GRID.width;

/** A 32x32 grey grid with shapes: `seed` places them. */
function grid(seed: number): number[] {
  let state = seed * 7919 + 1;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cells = Array.from({ length: SIDE * SIDE }, (_, i) => 40 + Math.floor(i / SIDE) * 4);
  for (let shape = 0; shape < 6; shape += 1) {
    const [x0, y0, w, h, v] = [Math.floor(next() * 24), Math.floor(next() * 24), 3 + Math.floor(next() * 12), 3 + Math.floor(next() * 12), Math.floor(next() * 255)];
    for (let y = y0; y < Math.min(SIDE, y0 + h); y += 1) for (let x = x0; x < Math.min(SIDE, x0 + w); x += 1) cells[y * SIDE + x] = v;
  }
  return cells;
}

describe('perceptualHash', () => {
  it('gives 16 hex digits and their four 16-bit bands', () => {
    const hash = perceptualHash(grid(1))!;
    expect(hash.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hash.bands).toEqual(hashBands(hash.hash));
    expect(hash.bands.map((band) => band.toString(16).padStart(4, '0')).join('')).toBe(hash.hash);
  });

  it('is the same for a brighter or darker copy (the constant term only moves)', () => {
    const original = grid(2);
    const hash = perceptualHash(original)!.hash;
    expect(hammingDistance(hash, perceptualHash(original.map((v) => Math.min(255, v + 12)))!.hash)).toBeLessThanOrEqual(2);
    expect(hammingDistance(hash, perceptualHash(original.map((v) => Math.round(v * 0.85)))!.hash)).toBeLessThanOrEqual(2);
  });

  it('stays within the match distance for noise (re-encoding) and a mark in a corner', () => {
    const original = grid(3);
    const noisy = original.map((v, i) => Math.max(0, Math.min(255, v + ((i * 37) % 7) - 3)));
    const marked = original.map((v, i) => (i % SIDE >= 26 && Math.floor(i / SIDE) >= 28 ? 250 : v));
    const hash = perceptualHash(original)!.hash;
    expect(hammingDistance(hash, perceptualHash(noisy)!.hash)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(hammingDistance(hash, perceptualHash(marked)!.hash)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it('keeps unrelated pictures further apart than the match distance', () => {
    const hashes = [4, 5, 6, 7, 8, 9].map((seed) => perceptualHash(grid(seed))!.hash);
    for (let i = 0; i < hashes.length; i += 1) for (let j = i + 1; j < hashes.length; j += 1) expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
  });

  it('gives no hash for a flat picture, which then matches nothing', () => {
    expect(perceptualHash(new Array(SIDE * SIDE).fill(128))).toBeNull();
    expect(perceptualHash(Array.from({ length: SIDE * SIDE }, (_, i) => 128 + (i % 2)))).toBeNull();
  });

  it('refuses a grid of another size', () => {
    expect(() => perceptualHash([1, 2, 3])).toThrow(/32x32/);
  });
});

describe('hammingDistance and the band lookup', () => {
  it('counts the differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });

  it('finds every hash within the match distance by one band within the radius (pigeonhole)', () => {
    const base = hashOf(0x0123456789abcdefn);
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let trial = 0; trial < 200; trial += 1) {
      let flipped = BigInt(`0x${base.hash}`);
      const bits = new Set<number>();
      while (bits.size < PHOTO_MATCH_MAX_DISTANCE) bits.add(next() % 64);
      for (const bit of bits) flipped ^= 1n << BigInt(bit);
      const near = hashOf(flipped);
      expect(hammingDistance(base.hash, near.hash)).toBe(PHOTO_MATCH_MAX_DISTANCE);
      expect(near.bands.some((band, i) => bandNeighbours(base.bands[i]!).includes(band))).toBe(true);
    }
  });

  it('lists a band value and its neighbours within the radius once each', () => {
    const values = bandNeighbours(0x00ff);
    expect(values[0]).toBe(0x00ff);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toHaveLength(PHOTO_BAND_RADIUS === 1 ? 17 : values.length);
    expect(bandNeighbours(0, 2)).toHaveLength(1 + 16 + 120);
  });
});

describe('unitFingerprint', () => {
  const unit: FingerprintFields = {
    sell_type: LISTING_SELL_TYPE.rent,
    project_estate_id: 12,
    project_estate_name: null,
    location_lat: 13.7,
    location_lng: 100.5,
    room_floor: 8,
    area_size: '35.50',
    room_code: '1B1R',
    rent_price: '15000',
    sell_price: null,
  };

  it('is the same for the same unit: the size to the square metre, the price within its band', () => {
    expect(unitFingerprint({ ...unit, area_size: 35.6, rent_price: 16_500 })).toBe(unitFingerprint({ ...unit, rent_price: 15_500 }));
  });

  it('differs by project, floor, size, rooms, sell type or price band', () => {
    const base = unitFingerprint(unit);
    for (const change of [
      { project_estate_id: 13 },
      { room_floor: 9 },
      { area_size: 42 },
      { room_code: '2B1R' },
      { sell_type: LISTING_SELL_TYPE.sell, sell_price: 3_000_000 },
      { rent_price: 22_000 },
    ] as Partial<FingerprintFields>[]) {
      expect(unitFingerprint({ ...unit, ...change })).not.toBe(base);
    }
  });

  it('uses the project name, or else the pin, when no project is chosen', () => {
    const named = { ...unit, project_estate_id: null, project_estate_name: '  Baan  Dee Residence ' };
    expect(unitFingerprint(named)).toBe(unitFingerprint({ ...named, project_estate_name: 'baan dee residence' }));
    const pinned = { ...unit, project_estate_id: null };
    expect(unitFingerprint(pinned)).toBe(unitFingerprint({ ...pinned, location_lat: 13.70001 }));
    expect(unitFingerprint(pinned)).not.toBe(unitFingerprint({ ...pinned, location_lat: 13.71 }));
  });

  it('is null when the listing says too little: no place, no size, no sell type or no price', () => {
    expect(unitFingerprint({ ...unit, project_estate_id: null, location_lat: null })).toBeNull();
    expect(unitFingerprint({ ...unit, area_size: null })).toBeNull();
    expect(unitFingerprint({ ...unit, sell_type: null })).toBeNull();
    expect(unitFingerprint({ ...unit, rent_price: null })).toBeNull();
    expect(unitFingerprint({ ...unit, sell_type: LISTING_SELL_TYPE.both, sell_price: null })).toBeNull();
  });

  it('bands prices 10% wide', () => {
    expect(priceBand(15_500)).toBe(priceBand(16_500));
    expect(priceBand(15_500)).not.toBe(priceBand(22_000));
    // a band's edge: 1.1^101 baht
    expect(priceBand(15_150)).not.toBe(priceBand(15_160));
    expect(priceBand(null)).toBeNull();
    expect(priceBand(0)).toBeNull();
  });
});
