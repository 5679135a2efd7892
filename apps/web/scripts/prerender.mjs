// After `vite build` and `vite build --ssr src/prerender.tsx`: renders the home page into
// dist/index.html, so the first paint needs no JavaScript, and hands the app's entry to
// public/boot.js, which loads it after that paint.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(web, 'node_modules/.cache/prerender');
const indexFile = path.join(web, 'dist/index.html');

const { renderHome } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
const { html, title } = await renderHome();
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let page = readFileSync(indexFile, 'utf8');
if (!page.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root to fill');
// replacer functions: the markup may contain "$", which a replacement string would expand
page = page.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`).replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(title)}</title>`);

const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
if (!entry) throw new Error('dist/index.html has no module entry script');
const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
for (const tag of [entry[0], ...preloads.map((match) => match[0])]) page = page.replace(tag, '');
const boot = '<script src="/boot.js"></script>';
if (!page.includes(boot)) throw new Error('dist/index.html does not load /boot.js');
page = page.replace(boot, () => `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}"></script>`);
writeFileSync(indexFile, page);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered / into dist/index.html (${(html.length / 1024).toFixed(1)} kB of markup)`);
