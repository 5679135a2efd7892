/** `npm run bench`: every benchmark in turn (build the web app first: `npm run build`). */
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib.js';

// search on PGlite only here (100k listings, generated once into the temp directory);
// `npm run bench:search` also runs it on PostgreSQL at a million listings. bench/soak.ts
// (PostgreSQL, ten minutes by default) runs on its own
const benchmarks: [string, ...string[]][] = [
  ['startup.ts'],
  ['first-route.ts'],
  ['lighthouse.ts'],
  ['lighthouse.ts', '/condo-for-rent/in-bangkok', '/view-article/1'],
  ['login.ts'],
  ['listing-page.ts'],
  ['public-pages.ts'],
  ['image-upload.ts'],
  ['songkran-card.ts'],
  ['credits.ts'],
  ['dashboard.ts'],
  ['jobs.ts'],
  ['line-webhook.ts'],
  ['slip-qr.ts'],
  ['image-contention.ts'],
  ['faults.ts'],
  ['search-keyword.ts'],
  ['saved-search-match.ts'],
  ['search-suggest.ts'],
  ['search.ts', '--db', 'pglite', '--plans', 'summary'],
];

for (const [script, ...args] of benchmarks) {
  console.log(`\n== bench/${[script, ...args].join(' ')}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${script}`, ...args], { cwd: ROOT, stdio: 'inherit' });
}
