import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enhancePhoto } from '../../src/lib/photo-enhance.js';
import { MAX_TILT, detectTilt, straightenedCrop } from '../../src/lib/photo-tilt.js';

/** A picture painted pixel by pixel with sensor-like noise (seeded, so every run draws the same). */
function painted(width: number, height: number, paint: (x: number, y: number) => [number, number, number], noise: number, seed = 1): Buffer {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = paint(x, y);
      const n = (random() - 0.5) * 2 * noise;
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(colour[c]! + n)));
    }
  }
  return pixels;
}

/** Sky over sea, the horizon a little above the middle. */
let sea: Buffer | undefined;
const horizon = () => (sea ??= painted(2000, 1500, (_, y) => (y < 700 ? [120 + y / 20, 160 + y / 30, 225] : [30, 75, 115]), 12));

/**
 * The picture turned by `degrees` (clockwise, as sharp turns it) and its middle cut out, so
 * no edge of the turned canvas is in it: only the scene's own lines lean.
 */
async function leaning(pixels: Buffer, width: number, height: number, degrees: number): Promise<Buffer> {
  const turned = await sharp(pixels, { raw: { width, height, channels: 3 } }).rotate(degrees, { background: '#808080' }).raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [1600, 1200];
  return sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 3 } })
    .extract({ left: Math.floor((turned.info.width - w) / 2), top: Math.floor((turned.info.height - h) / 2), width: w, height: h })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The tilt of a picture as the enhancement measures it (a 512 px greyscale copy). */
async function tiltOf(picture: Buffer) {
  const { data, info } = await sharp(picture).greyscale().resize(512, 512, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  return detectTilt(data, info.width, info.height);
}

describe('tilt straightened where the horizon is clear', () => {
  it.each([-4.2, -2.5, -0.8, 1.3, 3.6])('finds a horizon leaning %s degrees within 0.5 degree', async (degrees) => {
    const tilt = await tiltOf(await leaning(horizon(), 2000, 1500, degrees));
    expect(tilt.trusted).toBe(true);
    expect(Math.abs(tilt.angle - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('finds walls and door frames leaning (vertical lines) the same way', async () => {
    const room = painted(2000, 1500, (x, y) => ((x > 600 && x < 640) || (x > 1400 && x < 1430) ? [90, 70, 50] : y > 1150 ? [150, 120, 90] : [230, 225, 210]), 8);
    const tilt = await tiltOf(await leaning(room, 2000, 1500, -2.2));
    expect(tilt.trusted).toBe(true);
    expect(Math.abs(tilt.angle + 2.2)).toBeLessThanOrEqual(0.5);
  });

  it('the enhanced photo of a leaning horizon is straight within 0.5 degree, cropped with no background in its corners', async () => {
    const photo = await leaning(horizon(), 2000, 1500, 3.2);
    const enhanced = await enhancePhoto(photo);
    expect(enhanced.tilt.trusted).toBe(true);
    expect(Math.abs(enhanced.tilt.applied + 3.2)).toBeLessThanOrEqual(0.5);
    const after = await tiltOf(enhanced.large);
    expect(Math.abs(after.angle)).toBeLessThanOrEqual(0.5);
    // cropped to the rectangle inside: smaller, same proportions, and every corner is sky or sea, not the grey fill
    const { data, info } = await sharp(enhanced.large).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeLessThan(1600);
    expect(info.width / info.height).toBeCloseTo(4 / 3, 1);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    for (const [x, y] of [[1, 1], [info.width - 2, 1]] as const) {
      const [r, , b] = pixel(x, y);
      expect(b! - r!, `top corner ${x},${y} is sky`).toBeGreaterThan(20);
    }
    for (const [x, y] of [[1, info.height - 2], [info.width - 2, info.height - 2]] as const) {
      const [r, g, b] = pixel(x, y);
      expect(r! + g! + b!, `bottom corner ${x},${y} is sea`).toBeLessThan(3 * 110);
      expect(b! - r!, `bottom corner ${x},${y} is sea`).toBeGreaterThan(20);
    }
  });

  it('a straight photo, a photo without lines and a lean beyond a few degrees are left alone', async () => {
    const straight = await sharp(horizon(), { raw: { width: 2000, height: 1500, channels: 3 } }).resize(1600, 1200).jpeg().toBuffer();
    // without lines: noise, soft clouds, a glow (painted small, the enhancement works at any size)
    const noise = painted(800, 600, () => [128, 128, 128], 60, 7);
    const clouds = painted(800, 600, (x, y) => {
      const v = 128 + 70 * Math.sin(x / 35) * Math.cos(y / 45) + 35 * Math.sin((x + y) / 16);
      return [v, v * 0.9, v * 0.8];
    }, 10);
    const glow = painted(800, 600, (x, y) => {
      const d = Math.hypot(x - 400, y - 300) / 4;
      return [200 - d, 180 - d, 160 - d];
    }, 5);
    const lines = await Promise.all([noise, clouds, glow].map((pixels) => sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } }).jpeg().toBuffer()));
    const steep = await leaning(horizon(), 2000, 1500, MAX_TILT + 3);
    for (const [name, photo] of [['straight', straight], ['noise', lines[0]!], ['clouds', lines[1]!], ['glow', lines[2]!], ['steep', steep]] as const) {
      const enhanced = await enhancePhoto(photo);
      expect(enhanced.tilt.applied, name).toBe(0);
      const size = await sharp(photo).metadata();
      expect(await sharp(enhanced.large).metadata(), name).toMatchObject({ width: size.width, height: size.height });
    }
    for (const photo of lines) expect((await tiltOf(photo)).trusted).toBe(false);
  }, 60_000);

  it('the kept rectangle fits inside the turned picture, with its proportions', () => {
    for (const degrees of [0.5, -2, 4.9]) {
      const kept = straightenedCrop(1600, 1200, degrees);
      expect(kept.width / kept.height).toBeCloseTo(4 / 3, 2);
      // each kept corner, turned back, lies inside the original picture
      const radians = (degrees * Math.PI) / 180;
      for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        const [x, y] = [(sx! * kept.width) / 2, (sy! * kept.height) / 2];
        const u = x * Math.cos(radians) + y * Math.sin(radians);
        const v = -x * Math.sin(radians) + y * Math.cos(radians);
        expect(Math.abs(u)).toBeLessThanOrEqual(800 + 1e-6);
        expect(Math.abs(v)).toBeLessThanOrEqual(600 + 1e-6);
      }
    }
  });
});
