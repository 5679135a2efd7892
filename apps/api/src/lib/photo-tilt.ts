/**
 * Tilt of a photo from its straight lines (docs/decisions/050, 056): the angle by which the
 * near-horizontal lines (a horizon, a counter, a window sill) and the near-vertical ones
 * (walls, door frames) lean, found on a small greyscale copy.
 *
 * 1. Sobel gradients; the strong edges whose direction is within EDGE_SPREAD of vertical
 *    (a horizontal line) or of horizontal (a vertical line). Diagonal edges (perspective,
 *    furniture, foliage) take no part.
 * 2. For each candidate angle from -SEARCH to +SEARCH degrees, every kept edge pixel is
 *    projected across its family's direction rotated by that angle, into one-pixel bins. At
 *    the angle the lines really have, each line falls into one or two bins; the sum of the
 *    squared bin counts peaks there (a Hough transform restricted to those angles, scored
 *    by how sharp the projection is).
 * 3. The peak is refined between its neighbours (a parabola) and trusted only when it
 *    stands well above the typical score of the other angles, when enough of the edges
 *    belong to lines, and when it is not at the edge of the search.
 */

/** Angles searched, either way, in degrees; a tilt found beyond MAX_TILT is left alone. */
const SEARCH = 6;
export const MAX_TILT = 5;
const STEP = 0.1;
/** How far from horizontal or vertical an edge's direction may be to count for a line. */
const EDGE_SPREAD = (12 * Math.PI) / 180;
/** A tilt smaller than this is not worth resampling the photo for. */
export const MIN_TILT = 0.25;
/** The peak's score over the median score of the angles searched: below it, no line stands out. */
const MIN_PEAK_RATIO = 1.6;
/** At least this many edge pixels in the families, or the photo has no lines to speak of. */
const MIN_EDGES = 200;

export interface TiltEstimate {
  /** Degrees the lines lean, clockwise positive (in image coordinates, y down); rotate by -angle to straighten. */
  angle: number;
  /** The peak's score over the median score: 1 means no line stands out. */
  confidence: number;
  /** Whether the estimate is trusted: within MAX_TILT, off the search's edge, and confident. */
  trusted: boolean;
}

/** The tilt of a greyscale picture (one byte a pixel, row after row). */
export function detectTilt(grey: Uint8Array | Buffer, width: number, height: number): TiltEstimate {
  const none = { angle: 0, confidence: 1, trusted: false };
  if (width < 16 || height < 16) return none;

  // 1. Sobel, and the edges of each family
  const magnitudes = new Float32Array(width * height);
  const kinds = new Uint8Array(width * height); // 1: part of a horizontal line, 2: of a vertical one
  const tanSpread = Math.tan(EDGE_SPREAD);
  let strongest = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const a = grey[i - width - 1]!, b = grey[i - width]!, c = grey[i - width + 1]!;
      const d = grey[i - 1]!, f = grey[i + 1]!;
      const g = grey[i + width - 1]!, h = grey[i + width]!, k = grey[i + width + 1]!;
      const gx = c + 2 * f + k - a - 2 * d - g;
      const gy = g + 2 * h + k - a - 2 * b - c;
      const ax = Math.abs(gx);
      const ay = Math.abs(gy);
      const magnitude = Math.sqrt(gx * gx + gy * gy);
      magnitudes[i] = magnitude;
      if (magnitude > strongest) strongest = magnitude;
      if (ax <= ay * tanSpread) kinds[i] = 1;
      else if (ay <= ax * tanSpread) kinds[i] = 2;
    }
  }
  // strong: a quarter of the strongest edge, and never the faint texture of a flat wall or the sky's noise
  const threshold = Math.max(60, strongest * 0.25);
  const xs: number[] = [];
  const ys: number[] = [];
  const families: number[] = [];
  for (let i = 0; i < magnitudes.length; i++) {
    if (kinds[i] !== 0 && magnitudes[i]! >= threshold) {
      xs.push(i % width);
      ys.push(Math.floor(i / width));
      families.push(kinds[i]!);
    }
  }
  if (xs.length < MIN_EDGES) return none;

  // 2. how sharply the edges project at each angle
  const diagonal = Math.ceil(Math.hypot(width, height)) + 2;
  const bins = new Float64Array(2 * diagonal * 2);
  const steps = Math.round(SEARCH / STEP);
  const scores: number[] = [];
  for (let s = -steps; s <= steps; s++) {
    const radians = ((s * STEP) * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    bins.fill(0);
    for (let n = 0; n < xs.length; n++) {
      const x = xs[n]!;
      const y = ys[n]!;
      // a horizontal line leaning clockwise by the angle: y cos - x sin is constant along it;
      // a vertical line leaning the same way: x cos + y sin is
      const rho = families[n] === 1 ? y * cos - x * sin : x * cos + y * sin;
      bins[(families[n] === 1 ? 0 : 2 * diagonal) + Math.round(rho) + diagonal]! += 1;
    }
    let score = 0;
    for (let b = 0; b < bins.length; b++) score += bins[b]! * bins[b]!;
    scores.push(score);
  }

  // 3. the peak, refined and judged
  let best = 0;
  for (let s = 1; s < scores.length; s++) if (scores[s]! > scores[best]!) best = s;
  const sorted = [...scores].sort((p, q) => p - q);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const confidence = median > 0 ? scores[best]! / median : 1;
  let offset = 0;
  if (best > 0 && best < scores.length - 1) {
    const [left, centre, right] = [scores[best - 1]!, scores[best]!, scores[best + 1]!];
    const curvature = left - 2 * centre + right;
    if (curvature < 0) offset = (0.5 * (left - right)) / curvature;
  }
  const angle = (best - steps + offset) * STEP;
  const atEdge = best === 0 || best === scores.length - 1;
  const trusted = !atEdge && Math.abs(angle) <= MAX_TILT && confidence >= MIN_PEAK_RATIO;
  return { angle: Math.round(angle * 100) / 100, confidence: Math.round(confidence * 100) / 100, trusted };
}

/**
 * The largest centred rectangle of the picture's proportions inside it once rotated by
 * `degrees` on a canvas grown to hold it: what is kept, so no corner shows the background.
 */
export function straightenedCrop(width: number, height: number, degrees: number): { left: number; top: number; width: number; height: number; canvas: { width: number; height: number } } {
  const radians = (Math.abs(degrees) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const canvas = { width: Math.ceil(width * cos + height * sin), height: Math.ceil(width * sin + height * cos) };
  const scale = Math.min(width / (width * cos + height * sin), height / (width * sin + height * cos));
  const keptWidth = Math.floor(width * scale);
  const keptHeight = Math.floor(height * scale);
  return {
    left: Math.floor((canvas.width - keptWidth) / 2),
    top: Math.floor((canvas.height - keptHeight) / 2),
    width: keptWidth,
    height: keptHeight,
    canvas,
  };
}
