/**
 * Duplicate photos caught at posting (docs/decisions/057), measured.
 *
 * 1. The matcher: every demo scene in every palette (two drawings each, different
 *    furniture and windows), stored as upload-image stores it (the large WebP rendition),
 *    and five copies of each as a re-poster would make them: re-encoded as a low-quality
 *    JPEG, scaled to half, cropped 2% off each side, cropped 4% off two edges, 10% brighter,
 *    15% darker, and a watermark in a corner. Each copy is looked up against every original: a match with its own original
 *    is a true positive, with any other a false positive. Precision and recall at each
 *    threshold, and the distances seen.
 * 2. The lookup: a new listing's photos (8) against `--rows` stored hashes (default
 *    1,000,000) on PGlite and on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432), by the
 *    band index, p95 over `--rounds` lookups, beside `select 1` (the no-op reference) in
 *    the same run.
 *
 *   node --import tsx bench/photo-duplicates.ts [--rows 1000000] [--rounds 200] [--only matcher|lookup] [--db pglite|postgres|both]
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import { bandNeighbours, hammingDistance, IMAGE_SIZES, PHOTO_BAND_RADIUS, PHOTO_HASH_BANDS, PHOTO_MATCH_MAX_DISTANCE, type PhotoHash } from '@baandee/domain';
import { openPglite, openPostgres } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { DB } from '../apps/api/src/db/schema.js';
import { createDuplicatesQueries } from '../apps/api/src/modules/duplicates/duplicates.repository.js';
import { seededRandom } from '../apps/api/src/db/seed/demo/random.js';
import { PALETTES, SCENES, sceneSvg, type SceneName } from '../apps/api/src/db/seed/demo/scenes.js';
import { photoHash } from '../apps/api/src/lib/photo-hash.js';
import { percentile } from './lib.js';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, rounds: { type: 'string', default: '200' }, only: { type: 'string' }, db: { type: 'string', default: 'both' } },
});

/** What upload-image keeps and hashes: the large rendition. */
const stored = (image: Sharp) => image.resize(IMAGE_SIZES.large.width, IMAGE_SIZES.large.height, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();

const TRANSFORMS: Record<string, (png: Buffer, width: number, height: number) => Promise<Buffer>> = {
  'jpeg q40': (png) => sharp(png).jpeg({ quality: 40 }).toBuffer(),
  'scaled 50%': (png, w) => sharp(png).resize(Math.round(w / 2)).jpeg({ quality: 85 }).toBuffer(),
  'cropped 2% a side': (png, w, h) => sharp(png).extract({ left: Math.round(w * 0.02), top: Math.round(h * 0.02), width: Math.round(w * 0.96), height: Math.round(h * 0.96) }).jpeg().toBuffer(),
  'cropped 4% 2 edges': (png, w, h) => sharp(png).extract({ left: Math.round(w * 0.04), top: Math.round(h * 0.04), width: Math.round(w * 0.96), height: Math.round(h * 0.96) }).jpeg().toBuffer(),
  'brighter 10%': (png) => sharp(png).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
  'darker 15%': (png) => sharp(png).modulate({ brightness: 0.85 }).jpeg().toBuffer(),
  'watermark corner': async (png, w, h) => {
    const mw = Math.round(w * 0.28);
    const mh = Math.round(h * 0.1);
    const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="${mw}" height="${mh}"><rect width="100%" height="100%" rx="8" fill="#ffffff" fill-opacity="0.75"/><rect x="8%" y="30%" width="84%" height="14%" fill="#c0392b"/><rect x="8%" y="58%" width="60%" height="14%" fill="#34495e"/></svg>`;
    return sharp(png).composite([{ input: Buffer.from(mark), left: w - mw - Math.round(w * 0.02), top: h - mh - Math.round(h * 0.03) }]).jpeg().toBuffer();
  },
};

const WIDTH = 800;

interface Picture {
  scene: SceneName;
  hash: PhotoHash | null;
  png: Buffer;
}

/** Counts, at threshold t, the copies found from their own original and the unrelated originals they would be taken for. */
function atThreshold(t: number, copies: { source: number; hash: PhotoHash | null }[], originals: Picture[], unrelated: (copy: number, original: number) => boolean) {
  let tp = 0;
  let fp = 0;
  for (const [i, copy] of copies.entries()) {
    if (!copy.hash) continue;
    for (const [j, original] of originals.entries()) {
      if (hammingDistance(copy.hash.hash, original.hash!.hash) > t) continue;
      if (j === copy.source) tp += 1;
      else if (unrelated(i, j)) fp += 1;
    }
  }
  return { tp, fp, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp / copies.length };
}

async function measureMatcher(): Promise<void> {
  const drawn: Picture[] = [];
  for (const scene of Object.keys(SCENES) as SceneName[]) {
    for (let p = 0; p < PALETTES.length; p += 1) {
      for (const variant of [0, 1]) {
        const png = await sharp(Buffer.from(sceneSvg(scene, PALETTES[p]!, seededRandom((p + 1) * 1000 + variant)))).resize(WIDTH).png().toBuffer();
        drawn.push({ scene, png, hash: await photoHash(await stored(sharp(png))) });
      }
    }
  }
  const originals = drawn.filter((o) => o.hash !== null);
  console.log(`matcher: ${drawn.length} demo pictures ${WIDTH} px wide (${drawn.length - originals.length} flat, unhashed), ${Object.keys(TRANSFORMS).length} copies of each`);
  const copies: { source: number; transform: string; hash: PhotoHash | null }[] = [];
  for (const [index, original] of originals.entries()) {
    const meta = await sharp(original.png).metadata();
    for (const [name, transform] of Object.entries(TRANSFORMS)) {
      copies.push({ source: index, transform: name, hash: await photoHash(await stored(sharp(await transform(original.png, meta.width, meta.height)))) });
    }
  }
  const own = copies.map((copy) => (copy.hash ? hammingDistance(copy.hash.hash, originals[copy.source]!.hash!.hash) : 64));
  for (const name of Object.keys(TRANSFORMS)) {
    const mine = own.filter((_, i) => copies[i]!.transform === name).sort((a, b) => a - b);
    console.log(`  ${name.padEnd(18)} distance to its original: median ${mine[Math.floor(mine.length / 2)]}, p95 ${mine[Math.ceil(mine.length * 0.95) - 1]}, max ${mine.at(-1)}`);
  }
  const otherSubject = (i: number, j: number) => originals[copies[i]!.source]!.scene !== originals[j]!.scene;
  const sameTemplate = (i: number, j: number) => !otherSubject(i, j);
  const pairs = (same: boolean) => {
    const d: number[] = [];
    for (let i = 0; i < originals.length; i += 1) {
      for (let j = i + 1; j < originals.length; j += 1) {
        if ((originals[i]!.scene === originals[j]!.scene) === same) d.push(hammingDistance(originals[i]!.hash!.hash, originals[j]!.hash!.hash));
      }
    }
    return d;
  };
  const other = pairs(false);
  const template = pairs(true);
  console.log(`  unrelated pictures (another subject): ${other.length} pairs, nearest at ${Math.min(...other)} bits`);
  console.log(`  same drawing template in other colours and furniture: ${template.length} pairs, ${template.filter((d) => d <= PHOTO_MATCH_MAX_DISTANCE).length} within ${PHOTO_MATCH_MAX_DISTANCE} bits`);
  console.log('  threshold | vs unrelated: precision recall (true/false positives) | counting same-template pictures as unrelated too: precision');
  for (let t = 3; t <= 12; t += 1) {
    const a = atThreshold(t, copies, originals, otherSubject);
    const b = atThreshold(t, copies, originals, (i, j) => otherSubject(i, j) || sameTemplate(i, j));
    const mark = t === PHOTO_MATCH_MAX_DISTANCE ? '  <- PHOTO_MATCH_MAX_DISTANCE' : '';
    console.log(`  ${String(t).padStart(9)} | ${a.precision.toFixed(3)} ${a.recall.toFixed(3)} (${a.tp}/${a.fp}) | ${b.precision.toFixed(3)} (${b.fp} false)${mark}`);
  }
}

const ROWS = Number(args.rows);
const ROUNDS = Number(args.rounds);
const PHOTOS = 8;

/** A random 64-bit hash in hex. */
const randomHash = () => Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/**
 * `ROWS` photos with random hashes, on 2,000 published listings of 200 owners, written by
 * the database itself (generate_series), with the band indexes of migration 0027 in place.
 */
async function fill(db: Kysely<DB>): Promise<void> {
  await sql`insert into users (email, account_type, firstname) select 'dupes-' || n || '@bench.test', 1, 'Owner ' || n from generate_series(1, 200) n`.execute(db);
  await sql`insert into listings (user_id, status, announce_title, published_at)
    select u.id, 'publish', 'Listing ' || n, now() from generate_series(1, 2000) n join users u on u.email = 'dupes-' || (1 + n % 200) || '@bench.test'`.execute(db);
  const chunk = 250_000;
  for (let start = 0; start < ROWS; start += chunk) {
    await sql`insert into listing_images (user_id, listing_id, role, position, url, thumb_url, large_url,
        photo_hash, photo_hash_band0, photo_hash_band1, photo_hash_band2, photo_hash_band3, photo_hashed_at)
      select l.user_id, l.id, 'gallery', 0, '/b/' || g.n || '.webp', '/b/' || g.n || '-t.webp', '/b/' || g.n || '-l.webp',
        h.hash, ('x' || substr(h.hash, 1, 4))::bit(16)::int, ('x' || substr(h.hash, 5, 4))::bit(16)::int,
        ('x' || substr(h.hash, 9, 4))::bit(16)::int, ('x' || substr(h.hash, 13, 4))::bit(16)::int, now()
      from generate_series(${start + 1}::int, ${Math.min(ROWS, start + chunk)}::int) g (n)
      cross join lateral (select lpad(to_hex((random() * 4294967295)::bigint + g.n * 0), 8, '0') || lpad(to_hex((random() * 4294967295)::bigint), 8, '0') as hash) h
      join listings l on l.id = (select min(id) from listings) + g.n % 2000`.execute(db);
  }
  await sql`vacuum analyze listing_images`.execute(db);
  await sql`analyze listings, users`.execute(db);
}

/** p50/p95 of `work` over ROUNDS runs (after 10 to warm up), in ms. */
async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A new listing's PHOTOS photos looked up as publishing does (duplicates.service.ts): the band values within PHOTO_BAND_RADIUS, the distance in the database. */
async function lookup(repo: ReturnType<typeof createDuplicatesQueries>, hashes: string[]) {
  return repo.nearPhotos(hashes, -1, PHOTO_MATCH_MAX_DISTANCE);
}

async function measureLookup(kind: string, db: Kysely<DB>): Promise<void> {
  const started = performance.now();
  await migrateToLatest(db);
  await fill(db);
  const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from listing_images where photo_hash is not null`.execute(db)).rows as [{ n: number }];
  console.log(`lookup on ${kind}: ${n.toLocaleString('en')} stored hashes (filled in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const repo = createDuplicatesQueries(db);
  // a copy of a stored photo, 4 bits changed, among the new listing's photos: the lookup must find it
  const stored = (await sql<{ photo_hash: string }>`select photo_hash from listing_images where photo_hash is not null limit 1`.execute(db)).rows[0]!.photo_hash;
  const copy = (BigInt(`0x${stored}`) ^ 0b1000_0000_0000_0001_0000_0000_0000_0000_0000_0000_1000_0000_0000_0000_0000_0001n).toString(16).padStart(16, '0');
  const newPhotos = () => [copy, ...Array.from({ length: PHOTOS - 1 }, randomHash)];
  const found = await lookup(repo, newPhotos());
  if (!found.some((photo) => photo.photo_hash === stored && photo.distance === 4)) throw new Error('the lookup missed a stored photo 4 bits away');
  const lookups = await time(() => lookup(repo, newPhotos()));
  const reference = await time(() => sql`select 1`.execute(db));
  const hashes = newPhotos();
  const plan = await db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx); // as nearPhotos runs it
    return (await sql<{ 'QUERY PLAN': string }>`explain analyze ${repo.nearPhotosQuery(hashes, -1, PHOTO_MATCH_MAX_DISTANCE)}`.execute(trx)).rows.map((row) => row['QUERY PLAN']);
  });
  // the index entries each scan read: those it kept and those its distance filter removed
  const candidates = plan.reduce((sum, line, i) => {
    if (!line.includes('Index Only Scan')) return sum;
    const kept = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line)?.[1] ?? 0);
    const removed = plan.slice(i + 1, i + 4).map((next) => Number(/Rows Removed by Filter: (\d+)/.exec(next)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
    return sum + kept + removed;
  }, 0);
  console.log(`  ${PHOTOS} photos, ${PHOTO_HASH_BANDS} bands x ${bandNeighbours(0).length} values each (radius ${PHOTO_BAND_RADIUS}), each photo's own probes: ${candidates.toLocaleString('en')} index entries read, each measured against the one photo that asked`);
  console.log(`  lookup  p50 ${lookups.p50.toFixed(1)} ms  p95 ${lookups.p95.toFixed(1)} ms   (${ROUNDS} lookups; target p95 < 50 ms)`);
  console.log(`  select 1 (no-op reference, same run)  p50 ${reference.p50.toFixed(2)} ms  p95 ${reference.p95.toFixed(2)} ms`);
  if (process.env.PLAN) console.log(plan.join("\n"));
  console.log(`  explain analyze: ${plan.filter((line) => /Planning Time|Execution Time/.test(line)).join(', ')}`);
  const scans = new Map<string, number>();
  for (const line of plan.filter((text) => /Index (Only )?Scan|Bitmap|Seq Scan/.test(text))) {
    const scan = line.trim().replace(/^->\s*/, '').replace(/\s+\(cost.*$/, '').replace(/ on (\w+) \w+$/, ' on $1');
    scans.set(scan, (scans.get(scan) ?? 0) + 1);
  }
  console.log(`  plan: ${[...scans].map(([scan, count]) => `${count} x ${scan}`).join('; ')}`);
}

if (args.only !== 'lookup') await measureMatcher();
if (args.only !== 'matcher' && args.db !== 'postgres') {
  const pglite = await openPglite();
  try {
    await measureLookup('PGlite', pglite.db);
  } finally {
    await pglite.close();
  }
}
if (args.only !== 'matcher' && args.db !== 'pglite') {
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_dupes_${process.pid}`;
  const admin = await openPostgres(base);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    const postgres = await openPostgres(url.toString());
    try {
      await measureLookup('PostgreSQL', postgres.db);
    } finally {
      await postgres.close();
    }
  } finally {
    await sql`drop database ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  }
}
