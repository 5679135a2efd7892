// After `vite build` and `vite build --ssr src/ssr.tsx --outDir dist-ssr`:
// - renders the home page into dist/index.html, so the first paint needs no JavaScript, and
//   hands the app's entry to public/boot.js, which loads it after that paint;
// - leaves the server renderer of the public pages (decision 020) in dist-ssr/: ssr.js,
//   template.html (index.html with an empty root, for the pages the server renders) and
//   pages.json (each page kind's scripts, from Vite's manifest, and its one stylesheet: the
//   shell's and the route's sheets joined in order, decision 075) and
//   sources.json (the other hosts the built app loads images from, for the server's
//   content security policy).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(web, 'dist-ssr');
const indexFile = path.join(web, 'dist/index.html');
const manifestFile = path.join(web, 'dist/.vite/manifest.json');

const { renderHome, PAGE_MODULES, IMAGE_SOURCES } = await import(pathToFileURL(path.join(ssrDir, 'ssr.js')).href);
const { html, title } = await renderHome();
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let page = readFileSync(indexFile, 'utf8');
if (!page.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root to fill');

const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
if (!entry) throw new Error('dist/index.html has no module entry script');
const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
for (const tag of [entry[0], ...preloads.map((match) => match[0])]) page = page.replace(tag, '');
const boot = '<script src="/boot.js"></script>';
if (!page.includes(boot)) throw new Error('dist/index.html does not load /boot.js');
page = page.replace(boot, () => `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}"></script>`);
// the shell the server fills for each rendered page
writeFileSync(path.join(ssrDir, 'template.html'), page);

// each page kind's own scripts and stylesheets: its route chunk, what that imports, and its catalogues
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const inIndex = new Set([entry[1], ...preloads.map((match) => match[1])].map((file) => file.replace(/^\//, '')));
const linked = new Set([...page.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]));

/**
 * One stylesheet for a page kind: the shell's sheets and the route's, joined in the order the
 * page linked them, as `assets/joined-<hash>.css`. Each stylesheet is a render-blocking request,
 * and on a slow mobile link a page waited for fifteen of them (decision 075). Kinds with the
 * same sheets share the file.
 */
function joinSheets(files) {
  const text = files.map((file) => readFileSync(path.join(web, 'dist', file), 'utf8')).join('\n');
  const name = `assets/joined-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(web, 'dist', name), text);
  return name;
}
const pages = {};
for (const [kind, { module, namespaces, parts }] of Object.entries(PAGE_MODULES)) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    if (!inIndex.has(chunk.file)) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!linked.has(sheet)) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest: update PAGE_MODULES in src/ssr.tsx`);
  visit(module);
  // a server-rendered part shows in the page's first paint, styled, but its code loads when it hydrates (decision 079)
  const styled = new Set();
  const visitStyles = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file) || styled.has(chunk.file)) return;
    styled.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!linked.has(sheet)) css.add(sheet);
    for (const imported of chunk.imports ?? []) visitStyles(imported);
  };
  for (const part of parts ?? []) {
    if (!manifest[part]) throw new Error(`${part} is not in the build manifest: update PAGE_MODULES in src/ssr.tsx`);
    visitStyles(part);
  }
  const catalogues = {};
  for (const language of ['th', 'en']) {
    catalogues[language] = namespaces
      .map((namespace) => Object.entries(manifest).find(([key]) => key.endsWith(`locales/src/${language}/${namespace}.ts`))?.[1].file)
      .filter(Boolean)
      .map((file) => `/${file}`);
  }
  // the page links the joined sheet, and lists the sheets it covers so that a lazy chunk importing one does not load it again
  const covers = [...linked, ...css];
  pages[kind] = { js: [...js].map((file) => `/${file}`), css: [`/${joinSheets(covers)}`], covers: covers.map((file) => `/${file}`), catalogues };
}
writeFileSync(path.join(ssrDir, 'pages.json'), JSON.stringify(pages, null, 2));
writeFileSync(path.join(ssrDir, 'sources.json'), JSON.stringify({ images: IMAGE_SOURCES }, null, 2));
rmSync(path.join(web, 'dist/.vite'), { recursive: true, force: true });

// boot.js runs before every first paint: its comments stay in public/, not on the wire
const bootFile = path.join(web, 'dist/boot.js');
const minified = await minify('boot.js', readFileSync(bootFile, 'utf8'), {});
if (minified.errors.length > 0) throw new Error(`boot.js does not minify: ${minified.errors.map((error) => error.message).join('; ')}`);
writeFileSync(bootFile, minified.code);

// the home page, prerendered
page = page.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`).replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(title)}</title>`);
writeFileSync(indexFile, page);
console.log(`prerendered / into dist/index.html (${(html.length / 1024).toFixed(1)} kB of markup); page assets in dist-ssr/pages.json`);
