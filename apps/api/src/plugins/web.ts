import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND_PAGE, PRODUCT_NAME, idFromSlugId, matchPageRoute, type PageRoute } from '@baandee/domain';
import { DEFAULT_LANGUAGE, pageDescriptions, resources } from '@baandee/locales';
import { UPLOADS_URL_PREFIX } from './storage.js';

/** What the listings module answers for a published listing's link preview. */
type ListingMeta = NonNullable<Awaited<ReturnType<FastifyInstance['listingMetaRepository']['publicListingMeta']>>>;

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

/** A shared link's preview is a line or two: the description is cut at a word near this length. */
const PREVIEW_DESCRIPTION_LENGTH = 200;

function previewDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * index.html for a published listing: its title and description in <title> and the meta
 * description, and Open Graph / Twitter tags with the cover as an absolute URL, so a link
 * shared on LINE or Facebook shows the listing.
 */
function listingHtml(template: string, meta: ListingMeta, pageUrl: string, publicUrl: string): string {
  const fallback = pageDescriptions[DEFAULT_LANGUAGE] as Record<string, string>;
  const name = meta.title?.trim() || catalogueText('shell:pages.listing');
  const title = resources[DEFAULT_LANGUAGE].common.pageTitle.replace('{{title}}', name).replace('{{product}}', PRODUCT_NAME);
  const description = meta.description?.trim() ? previewDescription(meta.description) : (fallback.listing ?? fallback.default!);
  const image = meta.cover ? new URL(meta.cover, `${publicUrl}/`).href : null;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', name],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ...(image ? [['property', 'og:image', image]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', description],
    ...(image ? [['name', 'twitter:image', image]] : []),
  ]
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content!)}" />`)
    .join('\n    ');
  return template
    .replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s, () => `<meta name="description" content="${escapeHtml(description)}" />\n    ${tags}`);
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

  const send = (request: FastifyRequest, reply: FastifyReply, index: IndexVariant, found: boolean) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = index.br && /\bbr\b/.test(accepted) ? 'br' : index.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.status(found ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index[encoding] : index.identity);
  };

  /** A published listing's page carries its own preview; it changes with the listing, so it is made per request. */
  const listingIndex = async (slug: string, pathname: string): Promise<IndexVariant | null> => {
    const id = idFromSlugId(decodeURIComponent(slug));
    const meta = id === null ? null : await app.listingMetaRepository.publicListingMeta(id);
    if (!meta) return null;
    const identity = Buffer.from(listingHtml(template, meta, `${app.config.publicUrl}${pathname}`, app.config.publicUrl));
    return { identity, br: null, gzip: gzipSync(identity, { level: 6 }) };
  };

  app.sendWebIndex = async (request, reply) => {
    // a path no page has still gets the app, which shows its not-found page, but as a 404
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchPageRoute(pathname);
    if (match?.name === 'listing') {
      const listing = await listingIndex(pathname.slice(pathname.lastIndexOf('/') + 1), pathname).catch((error: unknown) => {
        request.log.warn({ err: error }, 'listing preview unavailable');
        return null;
      });
      if (listing) return send(request, reply, listing, true);
    }
    return send(request, reply, match ? variant(match.name, match.route) : variant('notFound', NOT_FOUND_PAGE), match !== null);
  };
});
