import { formatNumber } from '../format.js';

/** "15,000" or "35.5": thousands separators in both languages (spec section 5). */
export const num = (value: number) => formatNumber(value, 'th-TH');

/**
 * A distance as Bangkok listings write it: metres under a kilometre, rounded to 10 m
 * ("350 ม."), kilometres with one decimal above ("1.2 กม.").
 */
export function distanceText(km: number, language: 'th' | 'en'): string {
  if (km < 1) return `${num(Math.max(10, Math.round(km * 100) * 10))} ${language === 'th' ? 'ม.' : 'm'}`;
  return `${num(Math.round(km * 10) / 10)} ${language === 'th' ? 'กม.' : 'km'}`;
}

/** The numbers a distance of the form may be written as: as typed, rounded, or in metres. */
export function distanceReadings(km: number): number[] {
  const metres = km * 1000;
  return [km, Math.round(km * 10) / 10, Math.round(km * 100) / 100, Math.round(metres), Math.max(10, Math.round(km * 100) * 10), Math.round(metres / 50) * 50, Math.round(metres / 100) * 100];
}

/** A deterministic choice for a listing: the same facts always read the same, different facts vary. */
export function seededPicker(seedText: string) {
  // FNV-1a over the facts, then mulberry32
  let hash = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) hash = Math.imul(hash ^ seedText.charCodeAt(i), 0x01000193);
  let state = hash >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Picker = ReturnType<typeof seededPicker>;
