import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND_PAGE, PRODUCT_NAME, matchPageRoute, type PageRoute, type ResponsivePhoto } from '@baandee/domain';
import { DEFAULT_LANGUAGE, pageDescriptions, resources, type Language } from '@baandee/locales';
import { isPrivateKey, UPLOADS_URL_PREFIX } from './storage.plugin.js';
import { UNMATCHED_ROUTE } from './metrics.plugin.js';
import { keepRecent } from '../lib/recent-map.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface IndexVariant {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A catalogue text by `namespace:dotted.key`, in the default language (what the server's HTML carries). */
function catalogueText(key: string): string {
  const [namespace, path] = key.split(':') as [keyof (typeof resources)['th'], string];
  let node: unknown = resources[DEFAULT_LANGUAGE][namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`page title ${key} is not in the catalogue`);
  return node;
}

/** index.html with the page's own <title> and meta description. */
function pageHtml(template: string, name: string, route: PageRoute): string {
  const descriptions: Record<string, string> = pageDescriptions[DEFAULT_LANGUAGE];
  const title = resources[DEFAULT_LANGUAGE].common.pageTitle.replace('{{title}}', catalogueText(route.title)).replace('{{product}}', PRODUCT_NAME);
  const description = descriptions[name] ?? descriptions.default!;
  return template
    .replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s, () => `<meta name="description" content="${escapeHtml(description)}" />`);
}

type PublicPage = NonNullable<Awaited<ReturnType<FastifyInstance['publicPages']['load']>>>;
type SearchPageCodec = NonNullable<Parameters<FastifyInstance['publicPages']['load']>[3]>['searchCodec'];

/** The web app's server renderer (apps/web/src/ssr.tsx, built into dist-ssr/ssr.js). */
interface ServerRenderer {
  renderPage(input: { url: string; language: Language; page: PublicPage['data'] }): Promise<{ html: string; state: unknown }>;
  /** How the search page reads its URL: the search page is rendered here only with it. */
  searchPage?: SearchPageCodec;
}

/**
 * Each page kind's scripts (loaded after the first paint) and stylesheet, by the build: one
 * sheet joined from the shell's and the route's (decision 075), and the sheets it `covers`.
 */
type PageAssets = Record<string, { js: string[]; css: string[]; covers?: string[]; catalogues: Record<Language, string[]> }>;

/** A stylesheet link as the build writes them into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** JSON inside a <script> data block: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The preload of a page's largest picture: the same widths and `sizes` as its `<img>`, so the
 * browser fetches at once, at high priority, the one file layout will choose (decision 068).
 */
export function leadImageLink(photo: ResponsivePhoto): string {
  const choice = photo.srcSet && photo.sizes ? ` imagesrcset="${escapeHtml(photo.srcSet)}" imagesizes="${escapeHtml(photo.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(photo.src)}"${choice} fetchpriority="high">`;
}

/**
 * A public page's HTML (decision 020): its head (title, description, canonical URL, th/en
 * alternates, Open Graph, Twitter, JSON-LD), the markup the app rendered and the query data
 * it rendered from, its page kind's one stylesheet and its route's scripts.
 */
export function publicPageHtml(template: string, page: PublicPage, language: Language, rendered: { html: string; state: unknown } | null, assets: PageAssets[string] | undefined): string {
  const { head } = page;
  const sheets = (rendered ? (assets?.css ?? []) : []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  const covers = new Set(rendered ? (assets?.covers ?? []) : []);
  // the page's stylesheet takes the place of the shell's first one it covers, ahead of the font preloads
  let placed = false;
  const shell = template.replace(STYLESHEET_LINK, (tag, href: string) => {
    if (!covers.has(href)) return tag;
    const first = !placed;
    placed = true;
    return first ? sheets.join('\n    ') : '';
  });
  const name = head.title;
  const meta = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:locale', language === 'en' ? 'en_US' : 'th_TH'],
    ['property', 'og:title', name],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ...(head.image ? [['property', 'og:image', head.image]] : []),
    ...(head.image && head.imageMeta
      ? [
          ['property', 'og:image:width', String(head.imageMeta.width)],
          ['property', 'og:image:height', String(head.imageMeta.height)],
          ['property', 'og:image:alt', head.imageMeta.alt],
        ]
      : []),
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', head.description],
    ...(head.image ? [['name', 'twitter:image', head.image]] : []),
    ...(head.noindex ? [['name', 'robots', 'noindex']] : []),
  ].map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content!)}" />`);
  const links = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...Object.entries(head.alternates).map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.th)}" />`,
    ...(placed ? [] : sheets),
    // The sheets the page's one stylesheet covers, disabled: the browser does not fetch them, and
    // Vite's loader, which looks for a link to a sheet before it adds one for a lazy chunk, finds them.
    ...[...covers].map((href) => `<link rel="stylesheet" disabled href="${escapeHtml(href)}">`),
    // the largest picture of the first screen starts with the stylesheets, not when layout finds it
    ...(rendered && head.leadImage ? [leadImageLink(head.leadImage)] : []),
  ];
  const jsonLd = head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`);
  let html = shell
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"${rendered ? ' data-ssr="1"' : ''}`)
    .replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `    ${[...links, ...meta, ...jsonLd].join('\n    ')}\n  </head>`);
  if (rendered) {
    const preloads = [...(assets?.js ?? []), ...(assets?.catalogues[language] ?? [])];
    html = html
      .replace(/data-preload="([^"]*)"/, (_, list: string) => `data-preload="${[list, ...preloads].filter(Boolean).join(' ')}"`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-data">${scriptJson(rendered.state)}</script>`);
  }
  return html;
}

/**
 * The hosts outside this site the built web app loads images from (its map tiles), as the
 * build wrote them (apps/web/scripts/prerender.mjs): the content security policy lets pages
 * load images from them.
 */
export function webImageSources(dist: string): string[] {
  const file = path.join(dist, '..', 'dist-ssr', 'sources.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { images: string[] }).images : [];
}

/** Rendered pages kept per URL and language at most (the oldest go first). */
const PAGE_CACHE_ENTRIES = 500;

/**
 * Serves the built web app and uploaded images from the API process, so one port runs
 * the whole product. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html (see the not-found handler), so a reload on any client route
 * works (history mode).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; uploadsDir: string }) => {
  const indexFile = path.join(opts.dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  // index.html (with the prerendered home) is sent for every client route: keep it and
  // its precompressed variants in memory; every other page gets its own title and
  // description, made and compressed on its first request.
  const home: IndexVariant = {
    identity: readFileSync(indexFile),
    br: existsSync(`${indexFile}.br`) ? readFileSync(`${indexFile}.br`) : null,
    gzip: existsSync(`${indexFile}.gz`) ? readFileSync(`${indexFile}.gz`) : null,
  };
  const template = home.identity.toString('utf8');
  const variants = new Map<string, IndexVariant>([['home', home]]);
  const variant = (name: string, route: PageRoute): IndexVariant => {
    let found = variants.get(name);
    if (!found) {
      const identity = Buffer.from(pageHtml(template, name, route));
      found = {
        identity,
        br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      variants.set(name, found);
    }
    return found;
  };
  mkdirSync(opts.uploadsDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}fonts${path.sep}`);
      res.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  // the local storage's files; kept when S3 is configured, so pictures stored before still load
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    // payment slips are served only through the API, to their owner and admins
    allowedPath: (pathName) => !isPrivateKey(pathName.startsWith(UPLOADS_URL_PREFIX) ? pathName.slice(UPLOADS_URL_PREFIX.length) : pathName),
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });

  const send = (request: FastifyRequest, reply: FastifyReply, index: IndexVariant, found: boolean) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = index.br && /\bbr\b/.test(accepted) ? 'br' : index.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.status(found ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index[encoding] : index.identity);
  };

  /** A published listing's page carries its own preview; it changes with the listing, so it is made per request. */
  // The public pages search engines read are rendered here, per URL and language, from the
  // data the API's services give (app.publicPages), by the web app's server renderer.
  const ssrDir = path.join(opts.dist, '..', 'dist-ssr');
  let renderer: ServerRenderer | null = null;
  let pageTemplate = template;
  let assets: PageAssets = {};
  if (existsSync(path.join(ssrDir, 'ssr.js'))) {
    renderer = (await import(pathToFileURL(path.join(ssrDir, 'ssr.js')).href)) as ServerRenderer;
    pageTemplate = readFileSync(path.join(ssrDir, 'template.html'), 'utf8');
    assets = JSON.parse(readFileSync(path.join(ssrDir, 'pages.json'), 'utf8')) as PageAssets;
  }
  const rendered = new Map<string, { page: IndexVariant; expires: number; served?: PublicPage['served'] }>();

  /** What a page's HTML depends on in its query: `page` and `order_by`, and for the search page its whole filter; anything else (tracking tags) does not. */
  const pageKey = (pathname: string, params: URLSearchParams, language: Language) => {
    if (app.publicPages.kind(pathname) !== 'search') return `${language} ${pathname} ${params.get('page') ?? ''} ${params.get('order_by') ?? ''}`;
    const filter = new URLSearchParams(params);
    for (const name of ['lang', 'ts']) filter.delete(name);
    filter.sort();
    return `${language} ${pathname} ${filter.toString()}`;
  };

  /** A public page as HTML, or null when there is no such page to show. */
  const publicPage = async (request: FastifyRequest, pathname: string, params: URLSearchParams): Promise<IndexVariant | null> => {
    const language: Language = params.get('lang') === 'en' ? 'en' : 'th';
    const key = pageKey(pathname, params, language);
    const cached = rendered.get(key);
    if (cached && cached.expires > Date.now()) {
      cached.served?.(request);
      return cached.page;
    }
    const started = performance.now();
    const page = await app.publicPages.load(pathname, params, language, { searchCodec: renderer?.searchPage });
    if (!page) return null;
    page.served?.(request);
    const loaded = performance.now();
    const markup = renderer ? await renderer.renderPage({ url: `http://localhost${request.url}`, language, page: page.data }) : null;
    const identity = Buffer.from(publicPageHtml(pageTemplate, page, language, markup, assets[page.data.kind]));
    const result: IndexVariant = {
      identity,
      br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
    };
    request.log.debug({ dataMs: Math.round(loaded - started), renderMs: Math.round(performance.now() - loaded) }, 'public page rendered');
    const seconds = app.config.PAGE_CACHE_SECONDS;
    if (seconds > 0) {
      keepRecent(rendered, key, { page: result, expires: Date.now() + seconds * 1000, served: page.served }, PAGE_CACHE_ENTRIES);
    }
    return result;
  };

  app.sendWebIndex = async (request, reply) => {
    // a path no page has still gets the app, which shows its not-found page, but as a 404
    const [pathname = '/', search = ''] = request.url.split('?');
    // counted in /metrics under the page's route pattern, never the raw path
    request.metricsRoute = matchPageRoute(pathname)?.route.path ?? UNMATCHED_ROUTE;
    const kind = app.publicPages.kind(pathname);
    if (kind === 'search') {
      // the search page with its first results; the map view, or no renderer: the app's page, which searches once it runs
      let found: IndexVariant | null = null;
      try {
        found = renderer?.searchPage ? await publicPage(request, pathname, new URLSearchParams(search)) : null;
      } catch (error) {
        // a search that fails here fails in the browser too, where the page says so and offers to retry
        request.log.warn({ err: error }, 'search page not rendered on the server');
      }
      if (found) return send(request, reply, found, true);
    } else if (kind) {
      // a listing, profile, trend or landing page that does not exist (or is not public)
      // answers 404; the app still runs, so an owner sees their own unpublished listing
      const found = await publicPage(request, pathname, new URLSearchParams(search));
      return send(request, reply, found ?? variant('notFound', NOT_FOUND_PAGE), found !== null);
    }
    const match = matchPageRoute(pathname);
    return send(request, reply, match ? variant(match.name, match.route) : variant('notFound', NOT_FOUND_PAGE), match !== null);
  };
});
