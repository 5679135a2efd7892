/**
 * Lighthouse mobile performance and SEO of the main pages with the system Chromium, against
 * the real server on a fresh data folder (demo data seeded). Run after `npm run build`.
 *
 * With no arguments it measures Home `/`, a listing page and the search results page
 * `/announce-search`, and beside them, in the same runs, an empty page (one line of Thai,
 * no script, no style, served from loopback by this script): what this machine costs a
 * page with nothing of ours in it. Paths given as arguments are measured instead of the
 * three (the empty page still beside them). Each run visits every page in turn, so a
 * busy moment of the shared machine falls on all of them alike.
 *
 * Every main-thread task of the run's trace is split by what it did, with Lighthouse's own
 * task grouping (its tracehouse): the page's own work is the document's parse, style and
 * layout, and script parse, compile and evaluation; the rest ("other": the navigation's
 * commit, creating the page's script contexts, decision 004) is the browser's. "longest
 * task" is Lighthouse's simulated figure; "ours" is the most of our own work in any one
 * task, times Lighthouse's CPU slowdown (what its simulation does to a task), target <= 150 ms.
 *
 * A/B: `LIGHTHOUSE_REFERENCE=<folder of another built checkout>` starts that checkout's server
 * too (its own fresh data folder) and measures the same pages on it, each right after this
 * build's, in the same runs: a change is judged against its reference on the same minutes
 * of the shared machine, not against a figure from another day.
 * `LIGHTHOUSE_TRACES=<folder>` keeps each run's report and trace there (open a trace in
 * Chromium's performance panel to see what a long task did).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// Lighthouse's trace model, to split each task by what it did (the package has no exports map)
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { percentile, ROOT, startServer } from './lib.js';
import { CHROMIUM } from '../e2e/chromium.js';

const DEFAULT_PAGES = ['/', '/view-announce/x-1', '/announce-search'];
const EMPTY = 'empty page';
const REFERENCE = ' (reference)';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const referenceDir = process.env.LIGHTHOUSE_REFERENCE ? path.resolve(process.env.LIGHTHOUSE_REFERENCE) : null;
if (referenceDir && !existsSync(path.join(referenceDir, 'apps/api/dist/server.mjs'))) {
  throw new Error(`LIGHTHOUSE_REFERENCE: ${referenceDir} has no built server (run npm ci and npm run build there)`);
}
const tracesDir = process.env.LIGHTHOUSE_TRACES ? path.resolve(process.env.LIGHTHOUSE_TRACES) : null;
if (tracesDir) mkdirSync(tracesDir, { recursive: true });
// Total blocking time swings with whatever else the 2 cores are doing: report every run and the median.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's task groups that are the page's own work (its HTML, styles and scripts). */
const OWN_GROUPS = ['parseHTML', 'styleLayout', 'scriptParseCompile', 'scriptEvaluation'];

interface Run {
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  longest: number;
  ours: number;
  oursWhat: string;
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

// the reference: a page with nothing of the product in it, on the same machine and run
const EMPTY_PAGE = Buffer.from('<!doctype html><html lang="th"><head><meta name="viewport" content="width=device-width"><title>ว่าง</title><meta name="description" content="หน้าว่าง"></head><body><p>หน้าว่างสำหรับเทียบเวลา</p></body></html>');
const emptyServer = createServer((_, res) => {
  // one request per connection, as python's http.server answers (the page Lighthouse measured without
  // fault); on the overloaded machine of 2026-12-02 Lighthouse still reported CHROME_INTERSTITIAL_ERROR
  // for this page in runs that saved their trace: see docs/benchmarks.md
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': EMPTY_PAGE.length, connection: 'close' });
  res.end(EMPTY_PAGE);
});
await new Promise<void>((resolve) => emptyServer.listen(0, '127.0.0.1', resolve));
const emptyAddress = emptyServer.address();
const emptyUrl = `http://127.0.0.1:${typeof emptyAddress === 'object' && emptyAddress ? emptyAddress.port : 0}/`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-lh-'));
const referenceDataDir = referenceDir ? mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-lh-reference-')) : null;
const server = await startServer({ DATA_DIR: dataDir }, 900_000);
const reference = referenceDir ? await startServer({ DATA_DIR: referenceDataDir! }, 900_000, referenceDir) : null;
/** What each run measures, in order: every page on this build (then on the reference), then the empty page. */
const targets = [
  ...pages.flatMap((page) => [
    { label: page, url: `${server.url}${page}` },
    ...(reference ? [{ label: `${page}${REFERENCE}`, url: `${reference.url}${page}` }] : []),
  ]),
  { label: EMPTY, url: emptyUrl },
];
console.log(
  `lighthouse mobile: ${RUNS} runs of ${targets.map((target) => target.label).join(', ')}${referenceDir ? `; reference build ${referenceDir}` : ''}; load average at the start ${load()}`,
);

/**
 * Lighthouse runs as a child process while this one keeps serving the empty page: a
 * synchronous call blocked the server in this process, so Chrome never had the page
 * (the CHROME_INTERSTITIAL_ERROR of 2026-12-02 in docs/benchmarks.md).
 */
const runLighthouse = promisify(execFile);

async function measure(url: string, name: string): Promise<Run | null> {
  const out = path.join(dataDir, 'lighthouse.json');
  try {
    await runLighthouse(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance,seo',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        // the trace beside the report (lighthouse-0.trace.json), read below
        '--save-assets',
        `--chrome-flags=--headless=new ${CHROMIUM.args.join(' ')}`,
      ],
      { env: { ...CHROMIUM.env, CHROME_PATH: CHROMIUM.executablePath }, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): report and go on
    console.error(String((error as { stderr?: string }).stderr || error).trim().split('\n').slice(-3).join('\n'));
    return null;
  }
  const trace = out.replace(/\.json$/, '-0.trace.json');
  if (tracesDir) {
    copyFileSync(out, path.join(tracesDir, `${name}.json`));
    copyFileSync(trace, path.join(tracesDir, `${name}.trace.json`));
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const value = (id: string) => Number(report.audits[id]?.numericValue ?? NaN);
  const tasks: { duration: number }[] = report.audits['long-tasks']?.details?.items ?? [];
  const slowdown = Number(report.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1);
  const { ours, oursWhat } = ownWork(trace, slowdown);
  return {
    score: Math.round(report.categories.performance.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    longest: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    ours,
    oursWhat,
  };
}

interface TaskNode {
  parent?: TaskNode;
  children: TaskNode[];
  selfTime: number;
  duration: number;
  group: { id: string };
  attributableURLs: string[];
}

/** The most of the page's own work in one main-thread task of a trace, scaled by the simulation's CPU slowdown. */
function ownWork(tracePath: string, slowdown: number): { ours: number; oursWhat: string } {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
  const processed = TraceProcessor.processTrace(trace);
  const tasks: TaskNode[] = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const byGroup = (task: TaskNode, into: Map<string, number>): Map<string, number> => {
    into.set(task.group.id, (into.get(task.group.id) ?? 0) + task.selfTime);
    for (const child of task.children) byGroup(child, into);
    return into;
  };
  let ours = 0;
  let oursWhat = '';
  for (const task of tasks) {
    if (task.parent) continue;
    const groups = byGroup(task, new Map());
    const own = OWN_GROUPS.reduce((sum, group) => sum + (groups.get(group) ?? 0), 0) * slowdown;
    if (own <= ours) continue;
    ours = own;
    const where = (task.attributableURLs.at(-1) ?? 'unattributed')
      .replace(server.url, '')
      .replace(reference?.url ?? server.url, '')
      .replace(emptyUrl, '/');
    const parts = OWN_GROUPS.filter((group) => (groups.get(group) ?? 0) * slowdown >= 1).map((group) => `${group} ${Math.round(groups.get(group)! * slowdown)}`);
    oursWhat = `${where}: ${parts.join(', ')} of a ${Math.round(task.duration * slowdown)} ms task`;
  }
  return { ours: Math.round(ours), oursWhat };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results = new Map<string, Run[]>(targets.map((target) => [target.label, []]));
/** A page's label as a file name, for the kept traces. */
const fileName = (label: string, run: number) => `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-run${run + 1}`;
try {
  for (let run = 0; run < RUNS; run++) {
    for (const { label: page, url } of targets) {
      const result = await measure(url, fileName(page, run));
      if (!result) {
        console.log(`lighthouse mobile ${page} run ${run + 1}/${RUNS}: failed, not counted`);
        continue;
      }
      results.get(page)!.push(result);
      console.log(
        `lighthouse mobile ${page} run ${run + 1}/${RUNS}: performance ${result.score}, SEO ${result.seo}; FCP ${seconds(result.fcp)}, ` +
          `LCP ${seconds(result.lcp)}, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, longest task ${result.longest} ms, ` +
          `ours ${result.ours} ms${result.oursWhat ? ` (${result.oursWhat})` : ''}; load ${load()}`,
      );
    }
  }
  console.log(`\nlighthouse mobile: load average at the end ${load()}`);
  console.log('| page | performance median (runs) | FCP | LCP | TBT | CLS | longest task | longest of ours |');
  console.log('|---|---|---|---|---|---|---|---|');
  const range = (values: number[], format: (value: number) => string) => `${format(Math.min(...values))}-${format(Math.max(...values))}`;
  for (const [page, runs] of results) {
    if (!runs.length) continue;
    const scores = runs.map((run) => run.score);
    console.log(
      `| ${page === EMPTY ? EMPTY : page.endsWith(REFERENCE) ? `\`${page.slice(0, -REFERENCE.length)}\`${REFERENCE}` : `\`${page}\``} | ${percentile(scores, 50)} (${scores.join(', ')}) | ${range(runs.map((run) => run.fcp), seconds)} | ` +
        `${range(runs.map((run) => run.lcp), seconds)} (median ${seconds(percentile(runs.map((run) => run.lcp), 50))}) | ` +
        `${range(runs.map((run) => run.tbt), (ms) => `${Math.round(ms)}`)} ms (median ${Math.round(percentile(runs.map((run) => run.tbt), 50))}) | ` +
        `${range(runs.map((run) => run.cls), (cls) => cls.toFixed(3))} | ${range(runs.map((run) => run.longest), String)} ms | ${range(runs.map((run) => run.ours), String)} ms |`,
    );
  }
  console.log('targets: performance median >= 95, LCP <= 2.0 s, CLS <= 0.02, TBT <= 200 ms, no task over 150 ms of our own work; SEO >= 95');
} finally {
  await server.stop();
  await reference?.stop();
  emptyServer.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (referenceDataDir) rmSync(referenceDataDir, { recursive: true, force: true });
}
