import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './lib.js';
import { CHROMIUM } from '../e2e/chromium.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-lh-'));
const server = process.env.URL ? { url: process.env.URL, stop: async () => {} } : await startServer({ DATA_DIR: dataDir });
const runs = Number(process.env.RUNS ?? 2);
try {
  for (let i = 0; i < runs; i++) {
    const out = `/tmp/lh/${process.env.NAME ?? 'run'}${i}.json`;
    execFileSync(path.join(ROOT, 'node_modules/.bin/lighthouse'), [
      `${server.url}${process.argv[2] ?? '/'}`, '--only-categories=performance', '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--quiet', '--save-assets',
      `--chrome-flags=--headless=new ${CHROMIUM.args.join(' ')}`,
    ], { env: { ...CHROMIUM.env, CHROME_PATH: CHROMIUM.executablePath }, stdio: ['ignore', 'ignore', 'inherit'] });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    console.log('score', Math.round(report.categories.performance.score * 100), 'TBT', report.audits['total-blocking-time'].displayValue,
      'long tasks', JSON.stringify(report.audits['long-tasks'].details.items.map((t: any) => [t.url?.replace(server.url, ''), Math.round(t.duration), Math.round(t.startTime)])));
  }
} finally {
  await server.stop();
}
console.log(readdirSync('/tmp/lh'));
