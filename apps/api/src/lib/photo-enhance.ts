import sharp, { type Sharp } from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '@baandee/domain';
import { MIN_TILT, detectTilt, straightenedCrop, type TiltEstimate } from './photo-tilt.js';

/**
 * A listing photo made to look its best, gently (docs/decisions/050):
 *
 * 1. white balance by the grey-world assumption: each channel's gain brings its mean part of
 *    the way (0.6 in the log) to the mean of all three, held between 0.85 and 1.18, so a red
 *    wall stays red and warm light stays warm;
 * 2. exposure and contrast levelled: the 0.5th and 99.5th percentiles of the brightness go
 *    to black and white, by at most 1.6 times the range (a foggy photo is not made harsh);
 * 3. shadows lifted: a curve that raises the dark tones of a dark photo and leaves the
 *    highlights (a window) where they were;
 * 4. noise reduced (a 3x3 median) and the detail sharpened gently;
 * 5. the cover and the thumbnail cropped by sharp's attention strategy (where the colour,
 *    the detail and the skin are) instead of the centre;
 * 6. the tilt straightened where the lines are clear (`photo-tilt.ts`): a photo whose
 *    horizontal or vertical lines lean by a few degrees is turned back and cropped to the
 *    largest rectangle of its proportions inside; a photo without clear lines is left alone.
 *
 * Steps 1 to 3 are one lookup table per channel over the raw pixels: one pass, whatever
 * the photo.
 */

const WEBP_QUALITY = 82;
const GAIN_MIN = 0.85;
const GAIN_MAX = 1.18;
/** How far towards grey each channel's mean is moved: part of the way, so warm light stays warm. */
const BALANCE_STRENGTH = 0.6;
const STRETCH_MAX = 1.6;
const CLIP_SHARE = 0.005;

export interface EnhancePlan {
  gains: [number, number, number];
  low: number;
  high: number;
  /** How much the shadows are raised, 0 (not at all) to SHADOW_LIFT_MAX. */
  shadowLift: number;
}

const SHADOW_LIFT_MAX = 0.45;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** What to do to a photo, from its pixels (RGB, 3 bytes each). */
export function planEnhancement(pixels: Uint8Array | Buffer): EnhancePlan {
  const count = Math.floor(pixels.length / 3);
  const sums = [0, 0, 0];
  for (let i = 0; i < count * 3; i += 3) {
    sums[0]! += pixels[i]!;
    sums[1]! += pixels[i + 1]!;
    sums[2]! += pixels[i + 2]!;
  }
  const means = sums.map((sum) => Math.max(1, sum / Math.max(1, count)));
  const grey = (means[0]! + means[1]! + means[2]!) / 3;
  const gains = means.map((mean) => clamp((grey / mean) ** BALANCE_STRENGTH, GAIN_MIN, GAIN_MAX)) as [number, number, number];

  // brightness after the white balance, as a histogram
  const histogram = new Uint32Array(256);
  for (let i = 0; i < count * 3; i += 3) {
    const y = 0.299 * pixels[i]! * gains[0] + 0.587 * pixels[i + 1]! * gains[1] + 0.114 * pixels[i + 2]! * gains[2];
    histogram[Math.min(255, Math.round(y))]!++;
  }
  const clip = count * CLIP_SHARE;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= clip; low++) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= clip; high--) seen += histogram[high]!;
  if (high - low < 255 / STRETCH_MAX) {
    // a flat photo: widen around its middle by at most STRETCH_MAX
    const middle = (low + high) / 2;
    const half = 255 / STRETCH_MAX / 2;
    low = Math.max(0, middle - half);
    high = Math.min(255, middle + half);
  }
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! < count / 2; median++) seen += histogram[median]!;
  const levelledMedian = clamp((median - low) / Math.max(1, high - low), 0, 1);
  // a photo whose middle tone sits below 45% gets its shadows raised, the darker the more
  const shadowLift = clamp((0.45 - levelledMedian) * 1.5, 0, SHADOW_LIFT_MAX);
  return { gains, low, high, shadowLift };
}

/** The tone curve: levels, then the shadows raised (x + s*x*(1-x)^2 leaves black and white where they are). */
function toneTable(plan: EnhancePlan, channel: 0 | 1 | 2): Uint8Array {
  const table = new Uint8Array(256);
  const range = Math.max(1, plan.high - plan.low);
  for (let value = 0; value < 256; value++) {
    const x = clamp((value * plan.gains[channel] - plan.low) / range, 0, 1);
    const lifted = x + plan.shadowLift * 4 * x * (1 - x) * (1 - x);
    table[value] = Math.round(clamp(lifted, 0, 1) * 255);
  }
  return table;
}

/** Applies the plan's white balance, levels and shadow curve to RGB pixels, in place. */
export function applyTones(pixels: Uint8Array | Buffer, plan: EnhancePlan): void {
  const tables = [toneTable(plan, 0), toneTable(plan, 1), toneTable(plan, 2)] as const;
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    pixels[i] = tables[0][pixels[i]!]!;
    pixels[i + 1] = tables[1][pixels[i + 1]!]!;
    pixels[i + 2] = tables[2][pixels[i + 2]!]!;
  }
}

export interface EnhancedRenditions {
  cover: Buffer;
  gallery: Buffer;
  large: Buffer;
  plan: EnhancePlan;
  /** The lines' lean found, and the degrees the photo was turned by to straighten it (0: left as it was). */
  tilt: TiltEstimate & { applied: number };
}

/** The side of the small greyscale copy the tilt is measured on. */
const TILT_SIDE = 512;

/** The tilt of RGB pixels, measured on a small greyscale copy. */
async function measureTilt(pixels: Buffer, width: number, height: number): Promise<TiltEstimate> {
  const { data, info } = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .greyscale()
    .resize(TILT_SIDE, TILT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return detectTilt(data, info.width, info.height);
}

const SIZES = { cover: IMAGE_SIZES.cover, gallery: IMAGE_SIZES.gallery, large: IMAGE_SIZES.large } satisfies Record<string, ImageSize>;

/**
 * The enhanced photo in the three sizes a listing photo is stored in (WebP): `large` whole,
 * `cover` (976x510) and `gallery` (280x160) cropped around what matters. `input` is any
 * picture sharp reads; the work is done at most at the large size (1600x1200).
 */
export async function enhancePhoto(input: Buffer, { maxPixels = 50_000_000 }: { maxPixels?: number } = {}): Promise<EnhancedRenditions> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize(SIZES.large.width, SIZES.large.height, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plan = planEnhancement(data);
  applyTones(data, plan);
  // 6. the tilt straightened where the lines are clear: turned back, and cropped to the largest
  //    rectangle of the same proportions inside, so no corner shows the background
  const tilt = await measureTilt(data, info.width, info.height);
  const applied = tilt.trusted && Math.abs(tilt.angle) >= MIN_TILT ? -tilt.angle : 0;
  let toned: Sharp;
  if (applied === 0) {
    toned = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  } else {
    const turned = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .rotate(applied, { background: '#808080' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const kept = straightenedCrop(info.width, info.height, applied);
    toned = sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 3 } }).extract({
      left: Math.floor((turned.info.width - kept.width) / 2),
      top: Math.floor((turned.info.height - kept.height) / 2),
      width: kept.width,
      height: kept.height,
    });
  }
  toned = toned.median(3).sharpen({ sigma: 0.8, m1: 0.6, m2: 1.5 });
  // one decoded, cleaned picture for the three sizes
  const { data: clean, info: cleanInfo } = await toned.raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(clean, { raw: { width: cleanInfo.width, height: cleanInfo.height, channels: 3 } });
  const [cover, gallery, large] = await Promise.all([
    base().resize(SIZES.cover.width, SIZES.cover.height, { fit: 'cover', position: sharp.strategy.attention }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    base().resize(SIZES.gallery.width, SIZES.gallery.height, { fit: 'cover', position: sharp.strategy.attention }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    base().webp({ quality: WEBP_QUALITY }).toBuffer(),
  ]);
  return { cover, gallery, large, plan, tilt: { ...tilt, applied } };
}
