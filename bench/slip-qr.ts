/**
 * Reading the slip-verification mini QR out of a transfer slip a user sends over LINE
 * (apps/api/src/lib/qr.ts readSlipReference): a full-size phone screenshot, 1080x2340
 * JPEG, with the QR and without one (every pass runs before it gives up). Prints the
 * median and p95 of `--runs` reads each (default 15), and the longest the process's event
 * loop waited meanwhile: the scan runs in a worker thread, so other requests are not held
 * for it. Target: a slip with its QR read in under a second (a slip without one is answered
 * after every pass, which takes longer).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readSlipReference } from '../apps/api/src/lib/qr.js';
import { makeSlipImage } from '../apps/api/test/support/slip-image.js';
import { percentile } from './lib.js';

const REFERENCE = '015343160930BTF05960';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 15;

const slips = {
  'with its QR': await makeSlipImage({ reference: REFERENCE, width: 1080, height: 2340 }),
  'without a QR': await makeSlipImage({ reference: REFERENCE, width: 1080, height: 2340, qr: false }),
};
for (const [name, image] of Object.entries(slips)) {
  const expected = name === 'with its QR' ? REFERENCE : null;
  await readSlipReference(image); // warm-up: the decoder's first call loads its code
  const times: number[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const read = await readSlipReference(image);
    times.push(performance.now() - started);
    if ((read?.reference ?? null) !== expected) throw new Error(`slip ${name}: read ${read?.reference ?? 'nothing'}, expected ${expected ?? 'nothing'}`);
  }
  loopDelay.disable();
  console.log(
    `slip QR, 1080x2340 JPEG ${name} (${Math.round(image.length / 1024)} KB): median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms over ${RUNS} reads${expected ? ' (target < 1000 ms)' : ''}; the event loop waited at most ${(loopDelay.max / 1e6).toFixed(0)} ms meanwhile`,
  );
}
