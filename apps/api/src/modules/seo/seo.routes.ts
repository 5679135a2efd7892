import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_ROUTES, slugId, trendPath } from '@baandee/domain';
import type { Language } from '@baandee/locales';
import { METRICS_PATH } from '../../plugins/metrics.plugin.js';
import { publishedArticlesForSitemap } from './article-sitemap.js';
import { languageUrl, loadPublicPage, publicPageKind, type PublicPage, type SearchPageCodec } from './public-pages.js';

/** URLs per sitemap part: under the protocol's 50,000 (and its 50 MB with both languages' links). */
export const SITEMAP_PART_SIZE = 40_000;

interface SitemapUrl {
  path: string;
  lastmod: Date | null;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const day = (date: Date) => date.toISOString();
const newest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null);

/** A urlset: each page in Thai (its canonical URL) with its Thai and English alternates. */
function urlset(publicUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => {
    const links = (['th', 'en'] as Language[])
      .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(languageUrl(publicUrl, path, language))}"/>`)
      .join('');
    return `<url><loc>${xmlEscape(languageUrl(publicUrl, path, 'th'))}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, parts: SitemapUrl[]): string {
  const entries = parts.map(({ path, lastmod }) => `<sitemap><loc>${xmlEscape(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const chunk = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * The rules keeping robots out of every page behind a login (account, admin, post flow) and
 * out of the API and /metrics. A rule is a path prefix (`*` any characters, a final `$` the end): a page
 * whose path is the start of a public one (`/announce`, `/announce-search`) gets two exact
 * rules instead, and a rule another rule covers is left out.
 */
export function disallowedPaths(): string[] {
  const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x');
  const publicPaths = Object.values(PAGE_ROUTES).filter((route) => !route.login).map((route) => sample(route.path));
  const prefixes = Object.values(PAGE_ROUTES)
    .filter((route) => route.login)
    .map((route) => route.path.replace(/:[A-Za-z]+/g, '*'));
  const covered = (path: string) => prefixes.some((other) => other !== path && path.startsWith(`${other}/`));
  const rules = new Set<string>(['/api/', METRICS_PATH]);
  for (const path of prefixes) {
    if (covered(path)) continue;
    const pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`);
    if (publicPaths.some((open) => pattern.test(open))) {
      rules.add(`${path}$`);
      rules.add(`${path}/`);
    } else rules.add(path);
  }
  return [...rules].sort();
}

/**
 * `/sitemap.xml` (an index), its parts under `/sitemaps/`, `/robots.txt`, and
 * `app.publicPages`, which the web plugin asks for the server-rendered public pages.
 */
export const seoPlugin = fp(
  async (app: FastifyInstance, options: { partSize?: number }) => {
    const size = options.partSize ?? SITEMAP_PART_SIZE;
    const publicUrl = () => app.config.publicUrl;
    app.decorate('publicPages', { kind: publicPageKind, load: (pathname, params, language, loadOptions) => loadPublicPage(app, pathname, params, language, loadOptions) });

    const landingUrls = async () => (await app.landingIndex()).entries.map((entry) => ({ path: entry.path, lastmod: entry.lastmod }));
    const agentUrls = async () => (await app.sitemapRepository.agents()).map((agent) => ({ path: `/view-profile/${agent.id}`, lastmod: agent.lastmod }));
    const trendUrls = async () => (await app.sitemapRepository.trends()).map((trend) => ({ path: trendPath(trend.slug, trend.id), lastmod: trend.lastmod }));
    const articleUrls = async () => (await publishedArticlesForSitemap(app)).map((article) => ({ path: article.path, lastmod: article.lastmod }));

    const sendXml = (reply: FastifyReply, body: string) =>
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);

    app.get('/sitemap.xml', async (_request, reply) => {
      const [listingParts, landing, agents, trends, articles] = await Promise.all([
        app.sitemapRepository.listingParts(size),
        landingUrls(),
        agentUrls(),
        trendUrls(),
        articleUrls(),
      ]);
      const parts: SitemapUrl[] = [
        ...listingParts.map((part) => ({ path: `/sitemaps/listings-${part.part}.xml`, lastmod: part.lastmod })),
        ...chunk(landing, size).map((urls, index) => ({ path: `/sitemaps/landing-${index + 1}.xml`, lastmod: newest(urls.map((url) => url.lastmod)) })),
        ...chunk(agents, size).map((urls, index) => ({ path: `/sitemaps/agents-${index + 1}.xml`, lastmod: newest(urls.map((url) => url.lastmod)) })),
        { path: '/sitemaps/trends.xml', lastmod: newest(trends.map((url) => url.lastmod)) },
        { path: '/sitemaps/articles.xml', lastmod: newest(articles.map((url) => url.lastmod)) },
      ];
      return sendXml(reply, sitemapIndex(publicUrl(), parts));
    });

    const partNumber = (text: string) => (/^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);
    const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

    app.get<{ Params: { part: string } }>('/sitemaps/listings-:part.xml', async (request, reply) => {
      const part = partNumber(request.params.part);
      const listings = part === null ? [] : await app.sitemapRepository.listingsOfPart(part, size);
      if (listings.length === 0) return notFound(reply);
      return sendXml(reply, urlset(publicUrl(), listings.map((listing) => ({ path: `/view-announce/${slugId(listing.title, listing.id)}`, lastmod: listing.lastmod }))));
    });

    const chunked = (name: string, load: () => Promise<SitemapUrl[]>) =>
      app.get<{ Params: { part: string } }>(`/sitemaps/${name}-:part.xml`, async (request, reply) => {
        const part = partNumber(request.params.part);
        const urls = part === null ? [] : ((chunk(await load(), size)[part - 1] ?? []) as SitemapUrl[]);
        if (urls.length === 0) return notFound(reply);
        return sendXml(reply, urlset(publicUrl(), urls));
      });
    chunked('landing', landingUrls);
    chunked('agents', agentUrls);

    app.get('/sitemaps/trends.xml', async (_request, reply) => sendXml(reply, urlset(publicUrl(), await trendUrls())));
    app.get('/sitemaps/articles.xml', async (_request, reply) => sendXml(reply, urlset(publicUrl(), await articleUrls())));

    app.get('/robots.txt', async (_request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...disallowedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl()}/sitemap.xml`, ''];
      return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
    });
  },
  { name: 'seo', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The public pages the server renders (listing, agent profile, trend, landing page): their kind by path, and their head and data. */
    publicPages: {
      kind(pathname: string): ReturnType<typeof publicPageKind>;
      load(pathname: string, params: URLSearchParams, language: Language, options?: { searchCodec?: SearchPageCodec }): Promise<PublicPage | null>;
    };
  }
}
