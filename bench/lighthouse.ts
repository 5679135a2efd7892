/**
 * Lighthouse mobile performance and SEO scores of `/` (or the paths given) with the system
 * Chromium, against the real server on a fresh data folder (demo data seeded). Run after
 * `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, ROOT, startServer } from './lib.js';
import { CHROMIUM } from '../e2e/chromium.js';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
// Total blocking time swings with whatever else the 2 cores are doing: report every run and the median.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-lh-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  for (const page of pages) {
    const scores: number[] = [];
    const seoScores: number[] = [];
    const longestTasks: number[] = [];
    const longTaskUrls = new Map<string, number>();
    for (let run = 0; run < RUNS; run++) {
    const out = path.join(dataDir, 'lighthouse.json');
    try {
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        `${server.url}${page}`,
        '--only-categories=performance,seo',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=--headless=new ${CHROMIUM.args.join(' ')}`,
      ],
      { env: { ...CHROMIUM.env, CHROME_PATH: CHROMIUM.executablePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    } catch {
      // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): report and go on
      console.log(`lighthouse mobile ${page} run ${run + 1}/${RUNS}: failed, not counted`);
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
    const score = Math.round(report.categories.performance.score * 100);
    const seo = Math.round(report.categories.seo.score * 100);
    const seoMisses = Object.values(report.audits as Record<string, { score: number | null; id: string; scoreDisplayMode: string }>)
      .filter((audit) => report.categories.seo.auditRefs.some((ref: { id: string }) => ref.id === audit.id) && audit.score === 0)
      .map((audit) => audit.id);
    seoScores.push(seo);
    // the longest main-thread task under Lighthouse's mobile throttling (target <= 150 ms)
    const tasks: { duration: number }[] = report.audits['long-tasks']?.details?.items ?? [];
    const longest = Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
    for (const task of tasks as { url?: string; duration: number }[]) longTaskUrls.set(task.url ?? '?', Math.max(longTaskUrls.get(task.url ?? '?') ?? 0, Math.round(task.duration)));
    console.log(
      `lighthouse mobile ${page} run ${run + 1}/${RUNS}: performance ${score} (target >= 95), SEO ${seo}${seoMisses.length ? ` (failed: ${seoMisses.join(', ')})` : ''}; FCP ${metric('first-contentful-paint')}, ` +
        `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ` +
        `longest task ${longest} ms (target <= 150 ms)`,
    );
    scores.push(score);
    longestTasks.push(longest);
    }
    if (!scores.length) continue;
    console.log(`lighthouse mobile ${page}: long tasks by script (longest): ${[...longTaskUrls].map(([url, ms]) => `${url.replace(server.url, '')} ${ms} ms`).join(', ')}`);
    console.log(`lighthouse mobile ${page}: median SEO ${percentile(seoScores, 50)} (target >= 95)`);
    console.log(`lighthouse mobile ${page}: median performance ${percentile(scores, 50)} of ${scores.length} runs (min ${Math.min(...scores)}, max ${Math.max(...scores)}); longest task median ${percentile(longestTasks, 50)} ms, max ${Math.max(...longestTasks)} ms`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
