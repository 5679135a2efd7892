/**
 * Lighthouse mobile performance score of `/` with the system Chromium, against the real
 * server on a fresh data folder (demo data seeded). Run after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, ROOT, startServer } from './lib.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
// Total blocking time swings with whatever else the 2 cores are doing: report every run and the median.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-lh-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  for (const page of pages) {
    const scores: number[] = [];
    for (let run = 0; run < RUNS; run++) {
    const out = path.join(dataDir, 'lighthouse.json');
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        `${server.url}${page}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
    const score = Math.round(report.categories.performance.score * 100);
    console.log(
      `lighthouse mobile ${page}: performance ${score} (target >= 95); FCP ${metric('first-contentful-paint')}, ` +
        `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
    scores.push(score);
    }
    console.log(`lighthouse mobile ${page}: median performance ${percentile(scores, 50)} of ${RUNS} runs (min ${Math.min(...scores)}, max ${Math.max(...scores)})`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
