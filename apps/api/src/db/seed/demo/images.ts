import sharp from 'sharp';
import { IMAGE_SIZES, type PhotoHash } from '@baandee/domain';
import { photoHash } from '../../../lib/photo-hash.js';
import type { Storage } from '../../../plugins/storage.plugin.js';
import { seededRandom } from './random.js';
import { PALETTES, sceneSvg, type SceneName } from './scenes.js';

/**
 * Which pictures a listing of each kind shows: its cover scene, then three gallery
 * pictures, each a room (drawn in the set's colours) or, as a number n, the cover of the
 * family's set n further on (another view of the same kind of place).
 */
export const IMAGE_FAMILIES = {
  condo: { cover: 'tower', gallery: ['living', 'bedroom', 'kitchen'] },
  house: { cover: 'house', gallery: ['living', 'bedroom', 'kitchen'] },
  townhome: { cover: 'townhome', gallery: ['living', 'bedroom', 'kitchen'] },
  land: { cover: 'land', gallery: [1, 2, 3] },
  factory: { cover: 'factory', gallery: [1, 2, 3] },
  shop: { cover: 'shop', gallery: [1, 'living', 'kitchen'] },
} as const satisfies Record<string, { cover: SceneName; gallery: readonly (SceneName | number)[] }>;
export type ImageFamily = keyof typeof IMAGE_FAMILIES;

/** Sets per family, each in its own colours: 6 families x 4 = 24 sets of a cover and 3 gallery pictures. */
export const SETS_PER_FAMILY = 4;

export interface StoredImage {
  url: string;
  thumb_url: string;
  large_url: string;
  /** The large size's perceptual hash (docs/decisions/057): the demo listings' photos are matched like uploads. */
  hash: PhotoHash | null;
  /** The large size in pixels (the quality score's resolution check, docs/decisions/063). */
  width: number;
  height: number;
}

// flat colours compress well at the fastest effort; the first start draws every picture
const WEBP = { quality: 80, effort: 0 } as const;

/** Draws one picture and stores it in the listing's three sizes (cover, thumbnail, large). */
export async function renderImage(storage: Storage, key: string, svg: string): Promise<StoredImage> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const { cover, gallery } = IMAGE_SIZES;
  const [large, coverSize, thumb] = await Promise.all([
    raw().webp(WEBP).toBuffer(), // drawn at 1600x836, inside the large size
    raw().resize(cover.width, cover.height, { fit: cover.fit }).webp(WEBP).toBuffer(),
    raw().resize(gallery.width, gallery.height, { fit: gallery.fit }).webp(WEBP).toBuffer(),
  ]);
  const keys = { url: `${key}.webp`, thumb_url: `${key}-thumb.webp`, large_url: `${key}-large.webp` };
  await Promise.all([
    storage.put(keys.url, coverSize, 'image/webp'),
    storage.put(keys.thumb_url, thumb, 'image/webp'),
    storage.put(keys.large_url, large, 'image/webp'),
  ]);
  return { url: storage.url(keys.url), thumb_url: storage.url(keys.thumb_url), large_url: storage.url(keys.large_url), hash: await photoHash(large), width: info.width, height: info.height };
}

/** Runs `work` over `items`, `limit` at a time (sharp's threads are shared with the running server). */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

/**
 * Draws and stores every demo picture once: `sets[family][n]` is the n-th set of that
 * family, its cover first. A room in the same colours is one picture for every family
 * that shows it, and listings reuse the sets, so 300 listings cost under 50 pictures.
 */
export async function renderDemoImages(storage: Storage): Promise<Record<ImageFamily, StoredImage[][]>> {
  const families = Object.keys(IMAGE_FAMILIES) as ImageFamily[];
  const palette = (family: number, set: number) => ((family * 3 + set * 2) % PALETTES.length) + 1;
  const layout = families.map((family, f) => {
    const { cover, gallery } = IMAGE_FAMILIES[family];
    const coverKey = (set: number) => `demo/${cover}-${palette(f, set)}-${set + 1}`;
    return Array.from({ length: SETS_PER_FAMILY }, (_, set) => [
      coverKey(set),
      ...gallery.map((item) => (typeof item === 'number' ? coverKey((set + item) % SETS_PER_FAMILY) : `demo/${item}-${palette(f, set)}-0`)),
    ]);
  });
  const keys = [...new Set(layout.flat(2))];
  const images = await inBatches(keys, 4, (key) => {
    const [, scene, colours, variant] = /^demo\/([a-z]+)-(\d+)-(\d+)$/.exec(key)!;
    const random = seededRandom(Number(colours) * 1000 + Number(variant));
    return renderImage(storage, key, sceneSvg(scene as SceneName, PALETTES[Number(colours) - 1]!, random));
  });
  const byKey = new Map(keys.map((key, i) => [key, images[i]!]));
  return Object.fromEntries(families.map((family, f) => [family, layout[f]!.map((set) => set.map((key) => byKey.get(key)!))])) as Record<ImageFamily, StoredImage[][]>;
}
