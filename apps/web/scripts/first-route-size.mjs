// Gzip size of the JS and CSS the first page loads: the stylesheets of the built
// index.html, and the entry and modulepreloads it hands to boot.js (or lists itself when
// the prerender step did not run). Run after `npm run build -w @baandee/web`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const boot = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
const files = [
  ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  ...(boot ? [boot[1], ...boot[2].split(' ').filter(Boolean)] : []),
];
let js = 0;
let css = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.js')) js += size;
  else css += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`first route: JS ${(js / 1024).toFixed(1)} kB gzip in ${files.filter((f) => f.endsWith('.js')).length} files, CSS ${(css / 1024).toFixed(1)} kB gzip`);
