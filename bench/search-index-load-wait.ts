/**
 * How long requests wait while a server reads its search index: the server of the search
 * benchmark's database (`npm run bench:search` makes it) is started and asked GET /api/ready
 * every 20 ms until the index answers, then GET /api/health a hundred times. Prints the time
 * to read the index and every answer that took over 50 ms (the index's build is done in
 * steps, decision 083: one piece of 4-5 s at a million rows before).
 *
 *   node --import tsx bench/search-index-load-wait.ts [--db-url postgres://...]
 */
import { parseArgs } from 'node:util';
import { startServer } from './lib.js';
import { PG_DATABASE } from './search-data.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' } } });
const url = values['db-url'] ?? `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
const SLOW_MS = 50;

const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false', LISTING_EXPIRY_INTERVAL_MINUTES: '0' });
const started = performance.now();
const slow: { at: number; ms: number }[] = [];
let answers = 0;
const ask = async (path: string): Promise<unknown> => {
  const asked = performance.now();
  const body: unknown = await (await fetch(`${server.url}${path}`)).json();
  const ms = performance.now() - asked;
  answers++;
  if (ms > SLOW_MS) slow.push({ at: asked - started, ms });
  return body;
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
for (;;) {
  const body = (await ask('/api/ready')) as { result?: { search_index?: string } };
  if (body.result?.search_index === 'memory') break;
  if (performance.now() - started > 600_000) throw new Error('the search index was not read within 10 minutes');
  await pause();
}
const loadedMs = performance.now() - started;
for (let i = 0; i < 100; i++) {
  await ask('/api/health');
  await pause();
}
await server.stop();

const longest = Math.max(0, ...slow.map((answer) => answer.ms));
const total = slow.reduce((sum, answer) => sum + answer.ms, 0);
console.log(`search index read ${(loadedMs / 1000).toFixed(1)} s after the server was ready; ${answers} answers, ${slow.length} over ${SLOW_MS} ms (${(total / 1000).toFixed(1)} s in all), the longest ${Math.round(longest)} ms`);
console.log(`  over ${SLOW_MS} ms: ${slow.map((answer) => `${(answer.at / 1000).toFixed(1)} s: ${Math.round(answer.ms)} ms`).join(', ') || 'none'}`);
