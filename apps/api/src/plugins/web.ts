import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND_PAGE, PRODUCT_NAME, matchPageRoute, type PageRoute } from '@baandee/domain';
import { DEFAULT_LANGUAGE, pageDescriptions, resources } from '@baandee/locales';
import { UPLOADS_URL_PREFIX } from './storage.js';

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
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });

  app.sendWebIndex = (request, reply) => {
    // a path no page has still gets the app, which shows its not-found page, but as a 404
    const match = matchPageRoute(request.url.split('?')[0] ?? '/');
    const index = match ? variant(match.name, match.route) : variant('notFound', NOT_FOUND_PAGE);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = index.br && /\bbr\b/.test(accepted) ? 'br' : index.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.status(match ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index[encoding] : index.identity);
  };
});
