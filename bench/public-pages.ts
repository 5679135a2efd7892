/**
 * Server-rendered public pages under load (decision 018): listing pages and landing pages
 * of the demo data, from the bundled server (`npm run build` first) on a fresh data folder,
 * each for ~10 s over 8 connections with autocannon. Once with PAGE_CACHE_SECONDS=0 (every
 * request reads its data and renders the app) and once with the default cache (a page is
 * rendered once a minute per URL and language). Requests rotate over 50 pages of each kind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { percentile, startServer } from './lib.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 8;
const SAMPLE = 50;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function load(base: string, label: string, paths: string[]): Promise<void> {
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip' } })),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  console.log(
    `  ${label.padEnd(44)} p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}; ` +
      `${(result['2xx'] / result.duration).toFixed(0)} req/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
}

/** The first `SAMPLE` URLs of a sitemap part, as paths. */
async function sitemapPaths(base: string, part: string): Promise<string[]> {
  const xml = await (await fetch(`${base}${part}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, SAMPLE).map((match) => new URL(match[1]!).pathname);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-pages-'));
try {
  for (const cache of ['0', '60']) {
    const server = await startServer({ DATA_DIR: dataDir, PAGE_CACHE_SECONDS: cache, PUBLIC_URL: 'http://localhost' });
    try {
      const listings = await sitemapPaths(server.url, '/sitemaps/listings-1.xml');
      const landing = await sitemapPaths(server.url, '/sitemaps/landing-1.xml');
      // one request of each first: module loading and the first landing count are not the steady state
      for (const page of [listings[0]!, landing[0]!]) await fetch(`${server.url}${page}`);
      console.log(`PAGE_CACHE_SECONDS=${cache}${cache === '0' ? ' (every request renders)' : ' (rendered once per URL and minute)'}:`);
      await load(server.url, `listing pages (${listings.length} URLs)`, listings);
      await load(server.url, `landing pages (${landing.length} URLs)`, landing);
      await load(server.url, 'GET /api/health (the same server)', ['/api/health']);
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
