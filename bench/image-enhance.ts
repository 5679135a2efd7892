/**
 * Listing photo enhancement (docs/decisions/050), timed and shown.
 *
 * 1. Time per photo: a 12-megapixel phone photo (4032x3024 JPEG, generated: a demo room
 *    with sensor noise, dimmed and with a warm cast) enhanced `--rounds` times (default 10),
 *    one at a time, p50/p95 in milliseconds:
 *    - from the stored 1600x1200 rendition, which is what POST api/estate/enhance-image works
 *      on (the upload keeps no bigger copy);
 *    - from the 12 MP original itself, for comparison (a decode of the whole photo).
 * 2. A before/after sheet of demo pictures written to docs/enhance/ (small WebP files): for
 *    each, the picture as a dim phone would take it (darker, a colour cast, flatter, noisy)
 *    and what the enhancement makes of it, plus the cover crop by attention beside the
 *    centre crop; one of them leaning 3 degrees, as a hand-held shot does, to show it
 *    straightened.
 *
 *   npx node --import tsx bench/image-enhance.ts [--rounds 10] [--no-sheet]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { seededRandom } from '../apps/api/src/db/seed/demo/random.js';
import { PALETTES, sceneSvg, type SceneName } from '../apps/api/src/db/seed/demo/scenes.js';
import { enhancePhoto } from '../apps/api/src/lib/photo-enhance.js';
import { percentile } from './lib.js';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '10' }, 'no-sheet': { type: 'boolean', default: false } } });
const ROUNDS = Number(args.rounds);
const OUT = path.resolve(import.meta.dirname, '../docs/enhance');

/**
 * A demo scene as a dim phone camera would take it: darker, a warm (or cool) cast, flatter, with
 * sensor noise; `lean` degrees turned (clockwise) as a hand-held shot leans, its middle kept.
 */
async function phoneShot(scene: SceneName, palette: number, width: number, height: number, cast: [number, number, number], lean = 0): Promise<Buffer> {
  let drawn = sharp(Buffer.from(sceneSvg(scene, PALETTES[palette]!, seededRandom(palette * 31 + 7)))).resize(width, height, { fit: 'fill' }).removeAlpha();
  if (lean !== 0) {
    // drawn larger, turned, and the middle cut out: no canvas edge in the picture, only the scene leans
    const big = await drawn.resize(Math.round(width * 1.2), Math.round(height * 1.2), { fit: 'fill' }).rotate(lean).raw().toBuffer({ resolveWithObject: true });
    drawn = sharp(big.data, { raw: { width: big.info.width, height: big.info.height, channels: 3 } }).extract({
      left: Math.floor((big.info.width - width) / 2),
      top: Math.floor((big.info.height - height) / 2),
      width,
      height,
    });
  }
  const clean = await drawn.raw().toBuffer();
  const random = seededRandom(99);
  const out = Buffer.alloc(clean.length);
  for (let i = 0; i < clean.length; i++) {
    const noise = (random.next() - 0.5) * 18;
    // 0.55 of the light, a cast per channel, a lifted black point (flat), noise
    out[i] = Math.max(0, Math.min(255, Math.round(18 + clean[i]! * 0.55 * cast[i % 3]! + noise)));
  }
  return sharp(out, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function timeIt(label: string, input: Buffer): Promise<void> {
  const times: number[] = [];
  await enhancePhoto(input); // warm up libvips
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    await enhancePhoto(input);
    times.push(ms(start));
  }
  console.log(`${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms   (${ROUNDS} rounds)`);
}

const photo12 = await phoneShot('living', 1, 4032, 3024, [1.12, 1.0, 0.8]);
const meta = await sharp(photo12).metadata();
console.log(`12 MP phone photo: ${meta.width}x${meta.height} JPEG, ${(photo12.length / 1e6).toFixed(1)} MB; sharp concurrency ${sharp.concurrency()}`);
// what upload-image stores as the large size, and the enhancement starts from
const stored = await sharp(photo12).resize(1600, 1200, { fit: 'inside' }).webp({ quality: 82 }).toBuffer();
await timeIt('from the stored 1600x1200 rendition (product)', stored);
await timeIt('from the 12 MP original (comparison)', photo12);

if (!args['no-sheet']) {
  mkdirSync(OUT, { recursive: true });
  const demos: [string, SceneName, number, [number, number, number], number][] = [
    ['living', 'living', 0, [1.12, 1.0, 0.8], 0],
    ['bedroom', 'bedroom', 2, [0.85, 0.95, 1.2], 0],
    ['kitchen', 'kitchen', 3, [1.05, 1.1, 0.85], 0],
    // a hand-held shot leaning 3 degrees: straightened (decision 056)
    ['tower-leaning', 'tower', 1, [1.05, 1.0, 0.9], 3],
  ];
  for (const [name, scene, palette, cast, lean] of demos) {
    const before = await phoneShot(scene, palette, 1600, 1200, cast, lean);
    const after = await enhancePhoto(before);
    const half = { width: 800, height: 600 };
    const label = (text: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="40"><rect width="800" height="40" fill="#fff"/><text x="12" y="27" font-family="sans-serif" font-size="20" fill="#222">${text}</text></svg>`);
    const tile = async (bytes: Buffer, text: string, fit: 'fill' | 'contain' = 'fill') =>
      sharp(await sharp(bytes).resize(half.width, half.height, { fit, background: '#fff' }).png().toBuffer())
        .extend({ top: 40, background: '#fff' })
        .composite([{ input: label(text), top: 0, left: 0 }])
        .png()
        .toBuffer();
    const centreCover = await sharp(before).resize(976, 510, { fit: 'cover', position: 'centre' }).png().toBuffer();
    const tiles = [
      await tile(before, lean === 0 ? 'before: a dim phone shot' : `before: a dim phone shot, leaning ${lean} degrees`),
      await tile(after.large, after.tilt.applied === 0 ? 'after: enhanced' : `after: enhanced, turned ${after.tilt.applied.toFixed(1)} degrees`),
      await tile(centreCover, 'cover, centre crop (before)', 'contain'),
      await tile(after.cover, 'cover, attention crop (after)', 'contain'),
    ];
    const full = await sharp({ create: { width: 1600, height: 1280, channels: 3, background: '#fff' } })
      .composite(tiles.map((input, index) => ({ input, left: (index % 2) * 800, top: Math.floor(index / 2) * 640 })))
      .png()
      .toBuffer();
    // sharp composites after a resize in one pipeline: the sheet is drawn first, then made smaller
    const sheet = await sharp(full)
      .resize(1200)
      .webp({ quality: 70 })
      .toBuffer();
    const file = path.join(OUT, `${name}.webp`);
    writeFileSync(file, sheet);
    console.log(`sheet: ${path.relative(process.cwd(), file)} (${(sheet.length / 1024).toFixed(0)} KB); plan ${JSON.stringify({ ...after.plan, gains: after.plan.gains.map((g) => g.toFixed(2)) })}; tilt ${JSON.stringify(after.tilt)}`);
  }
}
