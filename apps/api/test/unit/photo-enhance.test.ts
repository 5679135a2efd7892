import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyTones, enhancePhoto, planEnhancement } from '../../src/lib/photo-enhance.js';

/** A grey 1600x1200 picture with one busy, colourful patch at `top` (what matters in it). */
async function pictureWithSubjectAt(top: number): Promise<Buffer> {
  const patch = Buffer.alloc(300 * 160 * 3);
  for (let i = 0; i < patch.length; i += 3) {
    const stripe = Math.floor(i / 3 / 7) % 2 === 0;
    patch[i] = stripe ? 230 : 20;
    patch[i + 1] = stripe ? 40 : 200;
    patch[i + 2] = 30;
  }
  const subject = await sharp(patch, { raw: { width: 300, height: 160, channels: 3 } }).png().toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: subject, left: 650, top }])
    .png()
    .toBuffer();
}

/** How far the red channel of the picture's pixels spreads (stats() would read the input, not the crop). */
async function redRange(picture: Sharp): Promise<number> {
  const { data } = await picture.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let low = 255;
  let high = 0;
  for (let i = 0; i < data.length; i += 3) {
    low = Math.min(low, data[i]!);
    high = Math.max(high, data[i]!);
  }
  return high - low;
}

describe('enhancePhoto', () => {
  it('crops the cover around what matters, not the centre: a subject near the bottom stays in the 976x510 cover', async () => {
    const { cover } = await enhancePhoto(await pictureWithSubjectAt(1030));
    const meta = await sharp(cover).metadata();
    expect(meta).toMatchObject({ width: 976, height: 510, format: 'webp' });
    // the subject's red and green stripes are in the cover; a centre crop (rows 111-621 of 732) would be plain grey
    expect(await redRange(sharp(cover))).toBeGreaterThan(60);
    expect(await redRange(sharp(await pictureWithSubjectAt(1030)).resize(976, 510, { fit: 'cover', position: 'centre' }))).toBeLessThan(10);
  });

  it('white balance by grey world: a colour cast is neutralised, within the gain limits', () => {
    const pixels = Buffer.alloc(100 * 3);
    for (let i = 0; i < pixels.length; i += 3) [pixels[i], pixels[i + 1], pixels[i + 2]] = [100 + (i % 40), 110 + (i % 40), 130 + (i % 40)];
    const plan = planEnhancement(pixels);
    expect(plan.gains[2]).toBeLessThan(1);
    expect(plan.gains[0]).toBeGreaterThan(1);
    for (const gain of plan.gains) {
      expect(gain).toBeGreaterThanOrEqual(0.85);
      expect(gain).toBeLessThanOrEqual(1.18);
    }
    // the cast relative to the brightness: the channels' spread over their mean
    const cast = () => {
      const means = [0, 1, 2].map((c) => pixels.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / 100);
      return (Math.max(...means) - Math.min(...means)) / (means.reduce((a, b) => a + b, 0) / 3);
    };
    const before = cast();
    applyTones(pixels, plan);
    expect(cast()).toBeLessThan(before * 0.7);
  });

  it('a well-exposed, neutral photo is left almost as it was (no shadow lift, gains near 1)', () => {
    const pixels = Buffer.alloc(256 * 3);
    for (let v = 0; v < 256; v++) pixels.fill(v, v * 3, v * 3 + 3);
    const plan = planEnhancement(pixels);
    expect(plan.shadowLift).toBe(0);
    for (const gain of plan.gains) expect(gain).toBeCloseTo(1, 2);
    expect(plan.low).toBeLessThanOrEqual(2);
    expect(plan.high).toBeGreaterThanOrEqual(253);
  });
});
