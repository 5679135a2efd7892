import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  AgentProfileResult,
  ArticleViewResult,
  DistrictsAroundBangkok,
  EstateMaster,
  LandingResult,
  ListingView,
  SearchResult,
  SongkranCard,
  TrainData,
  TrendResult,
} from '@baandee/contracts';
import { PRODUCT_NAME, type SortOption } from '@baandee/domain';
import type { Language, Namespace } from '@baandee/locales/languages';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { agentProfileQuery } from './features/agent-profile/api/get-agent-profile';
import { articleQuery } from './features/articles/api/get-article';
import { landingQuery } from './features/landing/api/get-landing';
import { listingViewQuery } from './features/listings/api/get-listing';
import { districtAroundBangkokQuery } from './lib/master-data/get-district-around-bangkok';
import { estateMasterQuery } from './lib/master-data/get-estate-master';
import { trainDataQuery } from './lib/master-data/get-train-data';
import { searchEstateQuery } from './features/search/api/search-estate';
import type { SearchFilter } from './features/search/search-filter';
import { mastersForParams, paramsToFilter, type MasterList, type SearchMaster } from './features/search/search-url';
import { songkranCardQuery } from './features/songkran/api/get-songkran-card';
import { trendQuery } from './features/trends/api/get-trend';
import { i18n, initI18n } from './lib/i18n';
import { MAP_TILE_URL, tileImageSource } from './lib/map-tiles';
import { createQueryClient } from './lib/query-client';
import { loadServerRenderedParts } from './lib/server-rendered-part';

/**
 * The server side of the web app (decisions 004 and 018), built for Node by `vite build
 * --ssr`: the build renders the home page into index.html with `renderHome`, and the API
 * process renders the public pages search engines read (listing, agent profile, trend,
 * landing page, article) and a Songkran card's page per request with `renderPage`, from data it read through its own
 * services. main.tsx hydrates both (the page's queries come with it, see seedQueries).
 */

/** What the server read for a page: the same answers the page's queries would get from the API. */
export type PageData =
  | { kind: 'listing'; id: number; data: ListingView }
  | { kind: 'agentProfile'; id: number; page: number; order: SortOption; data: AgentProfileResult }
  | { kind: 'trend'; id: number; page: number; order: SortOption | null; data: TrendResult }
  | { kind: 'landing'; path: string; page: number; order: SortOption | null; data: LandingResult }
  | { kind: 'article'; id: number; data: ArticleViewResult }
  | { kind: 'songkranCard'; ref: string; data: SongkranCard }
  | { kind: 'search'; filter: SearchFilter; page: number; perPage: number; data: SearchResult; masters: SearchMasters };

/** The master lists a search page was read and labelled with (only those its URL and filter name). */
export interface SearchMasters {
  estate?: EstateMaster;
  areas?: DistrictsAroundBangkok;
  train?: TrainData;
}

/** Parameters of the search page itself rather than of its filter (features/search/components/search-page.tsx). */
const SEARCH_PAGE_PARAMS = ['page', 'view', 'ts', 'lang'];

/**
 * The search page's filter and page as the page reads them from its URL
 * (features/search/search-url.ts, decision 016), for the server to search with before it
 * renders: the same codec, so the page's first render in the browser asks for the very
 * query the server answered. `needs` names the master lists reading the URL takes
 * (`master` must hold them); the filter's chips name more (`mastersToLabel`).
 */
export const searchPage = {
  needs(params: URLSearchParams): MasterList[] {
    return mastersForParams(filterParams(params));
  },
  read(params: URLSearchParams, masters: SearchMasters): { filter: SearchFilter; page: number } {
    const master: SearchMaster = {
      estateTypes: masters.estate?.estate_types,
      provinces: masters.areas?.provinces,
      trainTypes: masters.train?.train_types,
      trainLines: masters.train?.train_lines,
    };
    // usePageParam's reading
    const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
    return { filter: paramsToFilter(filterParams(params), master), page };
  },
  /** The master lists the filter's chips read their names from (active-filter-chips.tsx). */
  mastersToLabel(filter: SearchFilter): MasterList[] {
    const needs: MasterList[] = [];
    if (filter.estate_type_id !== undefined || filter.furniture_cast.length > 0 || filter.facility_cast.length > 0) needs.push('estateTypes');
    if (filter.province_id !== undefined || filter.district_id !== undefined) needs.push('areas');
    if (filter.train_type !== undefined || filter.train_line !== undefined || filter.train_station_cast.length > 0) needs.push('train');
    return needs;
  },
};

function filterParams(params: URLSearchParams): URLSearchParams {
  const filter = new URLSearchParams(params);
  for (const name of SEARCH_PAGE_PARAMS) filter.delete(name);
  return filter;
}

/**
 * The route module and catalogues each page kind renders with (the build lists their files
 * for the HTML), and the server-rendered parts whose code loads only when they hydrate
 * (`serverRenderedPart`: the page's stylesheet holds their styles, its scripts not their code).
 */
export const PAGE_MODULES: Record<PageData['kind'], { module: string; namespaces: Namespace[]; parts?: string[] }> = {
  listing: {
    module: 'src/app/routes/view-announce.tsx',
    namespaces: ['listing'],
    parts: ['src/features/listings/components/listing-details.tsx', 'src/features/listings/components/listing-side.tsx'],
  },
  agentProfile: { module: 'src/app/routes/view-profile.tsx', namespaces: ['listing'] },
  trend: { module: 'src/app/routes/trend.tsx', namespaces: ['search', 'listing'] },
  landing: { module: 'src/app/routes/landing.tsx', namespaces: ['search', 'listing'] },
  article: { module: 'src/app/routes/articles.tsx', namespaces: ['article', 'listing'] },
  songkranCard: { module: 'src/app/routes/songkran-card.tsx', namespaces: ['event'] },
  search: { module: 'src/app/routes/announce-search.tsx', namespaces: ['search', 'listing'] },
};

/**
 * Hosts outside this site the built app loads images from (the map tiles of this build's
 * VITE_MAP_TILE_URL): the server lets pages load images from them and from no other
 * (its content security policy; the upload bucket it knows itself).
 */
export const IMAGE_SOURCES: string[] = [tileImageSource(MAP_TILE_URL)].filter((source): source is string => source !== null);

/** A query's data as the page carries it for main.tsx (`updatedAt` 1: stale, asked again once the page runs). */
export interface SeededQuery {
  key: QueryKey;
  data: unknown;
  updatedAt?: number;
}

/**
 * Where a page's data goes in the query cache. A listing's and a trend's data are marked
 * stale: the page asks the API once it runs, which counts the visit (a listing view, a
 * trend search) for the visitor the API knows, not for the server.
 */
function pageQueries(page: PageData): SeededQuery[] {
  switch (page.kind) {
    case 'listing':
      return [{ key: listingViewQuery(page.id).queryKey, data: page.data, updatedAt: 1 }];
    case 'agentProfile':
      return [{ key: agentProfileQuery(page.id, page.page, page.order).queryKey, data: page.data }];
    case 'trend':
      return [{ key: trendQuery(page.id, page.page, page.order ?? undefined).queryKey, data: page.data, updatedAt: 1 }];
    case 'landing':
      return [{ key: landingQuery(page.path, page.page, page.order ?? undefined).queryKey, data: page.data }];
    case 'article':
      return [{ key: articleQuery(page.id).queryKey, data: page.data }];
    case 'songkranCard':
      return [{ key: songkranCardQuery(page.ref).queryKey, data: page.data }];
    case 'search':
      // fresh: the page hydrates without asking again (the server counted the search, see the web plugin)
      return [
        { key: searchEstateQuery(page.filter, page.page, page.perPage).queryKey, data: page.data },
        ...(page.masters.estate ? [{ key: estateMasterQuery().queryKey, data: page.masters.estate }] : []),
        ...(page.masters.areas ? [{ key: districtAroundBangkokQuery().queryKey, data: page.masters.areas }] : []),
        ...(page.masters.train ? [{ key: trainDataQuery().queryKey, data: page.masters.train }] : []),
      ];
  }
}

/** Puts seeded queries into a query cache (main.tsx does the same in the browser). */
export function seedQueries(client: QueryClient, queries: SeededQuery[]): void {
  for (const query of queries) client.setQueryData(query.key, query.data, query.updatedAt ? { updatedAt: query.updatedAt } : undefined);
}

let ready: Promise<unknown> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** One render at a time: the catalogues' language is the i18n instance's, set for each render. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * What the route loaders answered on the server, by route id. The browser's router starts
 * from it (main.tsx): without it the router runs the loaders first and renders their
 * fallback, which is not the markup the server sent.
 */
export type LoaderData = Record<string, unknown>;

async function renderRoute(url: string, client: QueryClient): Promise<{ html: string; loaderData: LoaderData }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect`);
  // the route's module is in now, and with it the parts it renders whose code the browser loads later
  await loadServerRenderedParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  // the loader data travels in the page's JSON (see renderPage), not in an inline script
  const html = renderToString(
    <AppProviders queryClient={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, loaderData: context.loaderData };
}

/**
 * Build-time render of the home page for an anonymous Thai visitor (the default), written
 * into index.html by scripts/prerender.mjs. main.tsx hydrates it, or discards it when the
 * visitor is not that case (see public/boot.js).
 */
export async function renderHome(): Promise<{ html: string; title: string }> {
  ready ??= initI18n('th');
  await ready;
  return exclusive(async () => {
    await i18n.changeLanguage('th');
    const { html } = await renderRoute('http://localhost/', createQueryClient());
    const title = i18n.t('pageTitle', { title: i18n.t('pages.home', { ns: 'shell' }), product: PRODUCT_NAME });
    return { html, title };
  });
}

/**
 * A public page for an anonymous visitor in one language: the markup of the whole app at
 * that URL and the queries it rendered from (for main.tsx).
 */
export async function renderPage(input: {
  url: string;
  language: Language;
  page: PageData;
}): Promise<{ html: string; state: { queries: SeededQuery[]; loaderData: LoaderData } }> {
  ready ??= initI18n('th');
  await ready;
  return exclusive(async () => {
    await i18n.changeLanguage(input.language);
    await i18n.loadNamespaces(PAGE_MODULES[input.page.kind].namespaces);
    const client = createQueryClient();
    const queries = pageQueries(input.page);
    seedQueries(client, queries);
    const { html, loaderData } = await renderRoute(input.url, client);
    return { html, state: { queries, loaderData } };
  });
}
