/**
 * Image work one user cannot stall: an ordinary listing photo upload (a 1600x1200 phone-like
 * JPEG into its three WebP sizes, POST /api/estate/upload-image) by one account while eight
 * other accounts each upload a slip at the same moment (POST /api/payment/upload-slip/:id).
 * Two kinds of slip, `--rounds` rounds each (default 6):
 *
 * - hostile: a 7000x7000 PNG of a few KB (49 megapixels once decoded), refused from its
 *   header with 422 'slip picture too large' (docs/decisions/039);
 * - heaviest accepted: a 2900x5500 PNG (15.95 MP, under the 16 MP cap) without a QR, so that
 *   every pass of the QR reader runs: the fair pool has to keep the photo's wait short.
 *
 * Prints the photo upload's p50/p95 alone and beside each kind of slip, what the slips were
 * answered and how long they took, and the no-op endpoint's throughput (GET /api/health,
 * 1 connection, 3 s) on the same run as the machine's reference. Target: the photo's p95
 * under 1 s beside the slips. The API runs in this process (buildApp on PGlite, as
 * bench/credits.ts), through the sources.
 *
 *   npx node --import tsx bench/image-contention.ts [--rounds 6] [--slips 8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seededRandom } from '../apps/api/src/db/seed/demo/random.js';
import { PALETTES, sceneSvg } from '../apps/api/src/db/seed/demo/scenes.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { expiresIn, newToken, SESSION_TTL_MS } from '../apps/api/src/lib/tokens.js';
import { largePng } from '../apps/api/test/support/large-png.js';
import { percentile } from './lib.js';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '6' }, slips: { type: 'string', default: '8' } } });
const ROUNDS = Number(args.rounds);
const SLIPS = Number(args.slips);
const TARGET_P95_MS = 1000;

/** A phone photo as a listing gets it: a drawn room, sensor-like grain, 1600x1200 JPEG (as bench/soak.ts). */
async function listingPhoto(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg('living', PALETTES[1]!, seededRandom(12)))).resize(1600, 1200, { fit: 'fill' }).png().toBuffer();
  const grain = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 82 }).toBuffer();
}

const boundary = '----baandeecontention';
const multipart = (field: string, name: string, type: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const photo = await listingPhoto();
const slips = {
  hostile: { bytes: largePng(7000, 7000), label: '7000x7000 PNG' },
  'heaviest accepted': { bytes: largePng(2900, 5500), label: '2900x5500 PNG without a QR' },
};

const database = await openPglite();
await migrateToLatest(database.db);
await seed(database.db, { demo: false });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-contention-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PAYMENT_RATE_LIMIT: '100000000',
  LISTING_UPLOAD_RATE_LIMIT: '100000000',
  LISTING_EXPIRY_INTERVAL_MINUTES: '0',
});
const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** A signed-in account (a friend of the LINE account, so it may buy): its bearer header. */
async function account(n: number): Promise<{ authorization: string }> {
  const user = await database.db
    .insertInto('users')
    .values({ email: `contention.${n}@example.com`, account_type: 1, email_verified_at: new Date(), line_friend_status: true, firstname: `ผู้ใช้ ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await app.sessionsRepository.insert({ userId: user.id, tokenHash: hash, expiresAt: expiresIn(SESSION_TTL_MS) });
  return { authorization: `Bearer ${token}` };
}

async function post(pathname: string, headers: Record<string, string>, body: Buffer | string): Promise<{ status: number; ms: number; message?: string }> {
  const started = performance.now();
  const res = await fetch(`${base}${pathname}`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
  const answer = (await res.json()) as { message?: string };
  return { status: res.status, ms: performance.now() - started, message: answer.message };
}

try {
  const owner = await account(0);
  const payers: { headers: { authorization: string }; paymentId: string }[] = [];
  for (let n = 1; n <= SLIPS; n++) {
    const headers = await account(n);
    const bought = await post('/api/make-purchase', { ...headers, 'content-type': 'application/json' }, JSON.stringify({ package_code: 'OPENING99' }));
    if (bought.status !== 200) throw new Error(`make-purchase answered ${bought.status}`);
    const payments = (await (await fetch(`${base}/api/payment`, { headers })).json()) as { result: { data: { id: string }[] } };
    payers.push({ headers, paymentId: payments.result.data[0]!.id });
  }
  const uploadPhoto = () =>
    post('/api/estate/upload-image', { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart('image', 'room.jpg', 'image/jpeg', photo));

  const health = await new Promise<Result>((resolve, reject) => {
    autocannon({ url: `${base}/api/health`, connections: 1, duration: 3 }, (error, res) => (error ? reject(error) : resolve(res)));
  });
  console.log(
    `image contention bench: ${os.cpus().length} CPUs, sharp concurrency ${sharp.concurrency()}; photo ${photo.length >> 10} KB 1600x1200 JPEG; ` +
      `GET /api/health (no-op, 1 connection, 3 s): ${Math.round(health.requests.average)} req/s, p50 ${health.latency.p50} ms`,
  );

  const line = (name: string, times: number[]) =>
    `${name}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${times.length}`;

  await uploadPhoto(); // warm-up: the first upload loads sharp's codecs
  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answer = await uploadPhoto();
    if (answer.status !== 200) throw new Error(`photo upload answered ${answer.status}`);
    alone.push(answer.ms);
  }
  console.log(`  ${line('photo upload alone', alone)}`);

  for (const [kind, slip] of Object.entries(slips)) {
    const body = multipart('slip', 'slip.png', 'image/png', slip.bytes);
    const photoTimes: number[] = [];
    const slipTimes: number[] = [];
    const answers = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const sent = payers.map((payer) =>
        post(`/api/payment/upload-slip/${payer.paymentId}`, { ...payer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body),
      );
      const photoAnswer = await uploadPhoto();
      if (photoAnswer.status !== 200) throw new Error(`photo upload answered ${photoAnswer.status}`);
      photoTimes.push(photoAnswer.ms);
      for (const answer of await Promise.all(sent)) {
        slipTimes.push(answer.ms);
        const key = `${answer.status} ${answer.message ?? ''}`.trim();
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
    }
    const p95 = percentile(photoTimes, 95);
    console.log(
      `  beside ${SLIPS} ${kind} slips (${slip.label}, ${slip.bytes.length >> 10} KB) from ${SLIPS} accounts at once, ${ROUNDS} rounds: ` +
        `${line('photo upload', photoTimes)} (target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'}); ` +
        `${line('slips', slipTimes)}, answered ${[...answers].map(([key, count]) => `${count}x ${key}`).join(', ')}`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
