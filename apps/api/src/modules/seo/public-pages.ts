import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  endpoints,
  type AgentProfileResult,
  type ArticleViewResult,
  type DistrictsAroundBangkok,
  type EstateMaster,
  type SearchFilter,
  type TrainData,
  type LandingLink,
  type LandingResult,
  type ListingView,
  type SearchResult,
  type SongkranCard,
  type TrendResult,
} from '@baandee/contracts';
import {
  agentProfileHead,
  articleHead,
  headTitle,
  landingHead,
  listingHead,
  localName,
  shortDescription,
  songkranCardHead,
  trendHead,
  type HeadTexts,
} from '@baandee/contracts/page-heads';
import { districtPlace, idFromSlugId, INT4_MAX, type LandingDeal, landingPath, LISTING_SELL_TYPE, matchPageRoute, parseLandingPath, PRODUCT_NAME, provincePlace, responsivePhoto, type ResponsivePhoto, RESULTS_PER_PAGE, SONGKRAN_REF_PATTERN, songkranCardPath, SORT_OPTIONS, type SortOption } from '@baandee/domain';
import { pageDescriptions, resources, type Language } from '@baandee/locales';
import { AppError } from '../../lib/errors.js';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { contentImageOrigins } from '../../lib/content-images.js';
import { viewArticle } from '../articles/articles.service.js';
import { getLandingPage } from '../landing/landing.service.js';
import { getListingView } from '../listings/listing-view.service.js';
import { getDistrictsAroundBangkok, getEstateMaster, getTrainData } from '../master-data/master-data.service.js';
import { analyticsIdOfPage } from '../search/search-logs.js';
import { searchAnswer, searchFilterOf } from '../search/search.service.js';
import { viewCard } from '../songkran/songkran.service.js';
import { getTrend } from '../trends/trends.service.js';
import { getAgentProfile } from '../users/users.service.js';
import { fill } from '../../lib/fill.js';

/**
 * The public pages search engines read (listing, agent profile, trend, landing page) and
 * the pages shared links preview (a Songkran greeting card): what
 * the server puts in their HTML. The data comes from the same services the API answers
 * with, shaped by the same contract, so the page the browser hydrates is the one the API
 * would give it.
 */

/** What the web app's server renderer needs to render a page: the page kind and its query data. */
export type PageData =
  | { kind: 'listing'; id: number; data: ListingView }
  | { kind: 'agentProfile'; id: number; page: number; order: SortOption; data: AgentProfileResult }
  | { kind: 'trend'; id: number; page: number; order: SortOption | null; data: TrendResult }
  | { kind: 'landing'; path: string; page: number; order: SortOption | null; data: LandingResult }
  | { kind: 'article'; id: number; data: ArticleViewResult }
  | { kind: 'songkranCard'; ref: string; data: SongkranCard }
  | { kind: 'search'; filter: SearchFilter; page: number; perPage: number; data: SearchResult; masters: SearchMasters };

/** The master lists the search page's URL and chips name (the web app's own names for them). */
export type MasterList = 'estateTypes' | 'areas' | 'train';
export interface SearchMasters {
  estate?: EstateMaster;
  areas?: DistrictsAroundBangkok;
  train?: TrainData;
}

/**
 * How the web app reads its search page's URL into a filter (apps/web/src/ssr.tsx
 * `searchPage`, over features/search/search-url.ts): the server searches with the very
 * filter and page the page asks for once it runs, so the answer it renders with is the one
 * the page's query holds.
 */
export interface SearchPageCodec {
  needs(params: URLSearchParams): MasterList[];
  read(params: URLSearchParams, masters: SearchMasters): { filter: SearchFilter; page: number };
  mastersToLabel(filter: SearchFilter): MasterList[];
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs: the canonical one and the page in each language. */
  canonical: string;
  alternates: Record<Language, string>;
  image: string | null;
  /** The image's size and text, when the page knows them (a card: what link previews draw at once). */
  imageMeta?: { width: number; height: number; alt: string };
  /** Shared by link but not for search results (a person's greeting card). */
  noindex?: boolean;
  /**
   * The picture the first screen shows largest (its LCP element): fetched with the HTML, at
   * high priority, with the widths and `sizes` its `<img>` has, so the browser preloads the
   * one file the page then draws.
   */
  leadImage?: ResponsivePhoto | null;
  jsonLd: Record<string, unknown>[];
}

export interface PublicPage {
  head: PageHead;
  data: PageData;
  /** What each request of the page counts, when its data is not asked again by the browser (the search page's search log and impressions). */
  served?(request: FastifyRequest): void;
}


/** The catalogues of a language as the page heads read them (the web app reads the same keys through i18next). */
function headTexts(language: Language): HeadTexts {
  const t = (key: string, values: Record<string, string> = {}) => {
    const [namespace, path] = key.split(':') as [keyof (typeof resources)['th'], string];
    let node: unknown = resources[language][namespace];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`page head text ${key} is not in the catalogue`);
    return fill(node, values);
  };
  return { language, t, descriptions: pageDescriptions[language] };
}

/** The page's URL in a language: Thai (the default) without a parameter, English with `?lang=en` (decision 020). */
export function languageUrl(publicUrl: string, path: string, language: Language, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (language === 'en') query.set('lang', 'en');
  const search = query.toString();
  return `${publicUrl}${encodeURI(path)}${search ? `?${search}` : ''}`;
}

function urls(app: Pick<FastifyInstance, 'config'>, path: string, language: Language, params: Record<string, string> = {}) {
  const publicUrl = app.config.publicUrl;
  const alternates = { th: languageUrl(publicUrl, path, 'th', params), en: languageUrl(publicUrl, path, 'en', params) };
  return { canonical: alternates[language], alternates };
}

const absolute = (app: FastifyInstance, url: string | null | undefined) => (url ? new URL(url, `${app.config.publicUrl}/`).href : null);

/** A step of a page's breadcrumbs: its path and, for a page addressed by its query, the parameters. */
interface Crumb {
  name: string;
  path: string;
  params?: Record<string, string>;
}

function breadcrumbList(app: Pick<FastifyInstance, 'config'>, language: Language, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: languageUrl(app.config.publicUrl, crumb.path, language, crumb.params),
    })),
  };
}

/** A page of cards as a schema.org ItemList of listing pages. */
function itemList(app: Pick<FastifyInstance, 'config'>, language: Language, result: { data: readonly Pick<SearchResult['data'][number], 'slug_id' | 'announce_title'>[] }) {
  return {
    '@type': 'ItemList',
    itemListElement: result.data.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: languageUrl(app.config.publicUrl, `/view-announce/${card.slug_id}`, language),
      name: card.announce_title ?? '',
    })),
  };
}

const home = (language: Language) => ({ name: resources[language].shell.bottomNav.home, path: '/' });
const pageTitle = (language: Language, title: string) => headTitle(headTexts(language), title);
/** A page's head: its name with the product suffix as the title, and the rest as given. */
const pageHead = (language: Language, name: string, rest: Omit<PageHead, 'title'>): PageHead => ({ title: pageTitle(language, name), ...rest });

/** The schema.org type of the place a listing offers. */
function placeType(slug: string | undefined): string {
  if (slug === 'condo' || slug === 'apartment') return 'Apartment';
  if (slug === 'house' || slug === 'twin-house' || slug === 'townhome') return 'SingleFamilyResidence';
  return 'Place';
}

/** The response the API would give, shaped by the endpoint's result schema (what the browser's query holds). */
const asAnswer = <T>(schema: { parse(value: unknown): T }, value: unknown): T => JSON.parse(JSON.stringify(schema.parse(value))) as T;

/** The API's answer for a page, or null where the API answers 404 (the page is a 404 too). */
async function answerOrNull<T>(schema: { parse(value: unknown): T }, load: () => Promise<unknown>): Promise<T | null> {
  try {
    return asAnswer(schema, await load());
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

async function listingPage(app: FastifyInstance, slug: string, language: Language): Promise<PublicPage | null> {
  const id = idFromSlugId(slug);
  if (id === null) return null;
  // the page every visitor gets, as an anonymous visitor's: from the replica (docs/decisions/025)
  const row = await app.listingsRepository.replica.findById(id);
  if (!row || row.status !== 'publish') return null;
  const view = asAnswer(endpoints.estateView.result, await getListingView(app, row, { userId: null, isAdmin: false }));
  const { name, description } = listingHead(headTexts(language), view);
  const path = `/view-announce/${view.slug_id}`;
  const { canonical, alternates } = urls(app, path, language);
  const images = view.images.map((image) => absolute(app, image.url)!).filter(Boolean);
  const estateSlug = (await app.landingRepository.estateTypes()).find((type) => type.id === view.estate_type_id)?.slug;
  const offers: Record<string, unknown>[] = [];
  const offer = (price: number, deal: LandingDeal) => ({
    '@type': 'Offer',
    price: String(price),
    priceCurrency: 'THB',
    availability: 'https://schema.org/InStock',
    businessFunction: deal === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    ...(deal === 'rent' ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: String(price), priceCurrency: 'THB', unitCode: 'MON' } } : {}),
    url: canonical,
  });
  const rents = view.sell_type === LISTING_SELL_TYPE.rent || view.sell_type === LISTING_SELL_TYPE.both;
  const sells = view.sell_type === LISTING_SELL_TYPE.sell || view.sell_type === LISTING_SELL_TYPE.both;
  if (rents && view.rent_price !== null) offers.push(offer(view.rent_price, 'rent'));
  if (sells && view.sell_price !== null) offers.push(offer(view.sell_price, 'sale'));
  const address = {
    '@type': 'PostalAddress',
    ...(view.address_short || view.road ? { streetAddress: [view.address_short, view.road, view.lane].filter(Boolean).join(' ') } : {}),
    ...(view.district ? { addressLocality: localName(language, view.district) } : {}),
    ...(view.province ? { addressRegion: localName(language, view.province) } : {}),
    ...(view.postal_code ? { postalCode: view.postal_code } : {}),
    addressCountry: 'TH',
  };
  const geo = view.location_lat !== null && view.location_lng !== null ? { '@type': 'GeoCoordinates', latitude: view.location_lat, longitude: view.location_lng } : null;
  const place = {
    '@type': placeType(estateSlug),
    name,
    address,
    ...(geo ? { geo } : {}),
    ...(view.area_size !== null ? { floorSize: { '@type': 'QuantitativeValue', value: view.area_size, unitCode: 'MTK' } } : {}),
    ...(view.total_bedroom > 0 ? { numberOfBedrooms: view.total_bedroom, numberOfRooms: view.total_bedroom } : {}),
    ...(view.total_restroom > 0 ? { numberOfBathroomsTotal: view.total_restroom } : {}),
  };
  // breadcrumbs through the landing pages of the listing's type, deal and place, where they exist
  const index = await app.landingIndex();
  const deal: LandingDeal = sells && !rents ? 'sale' : 'rent';
  const crumbs = [home(language)];
  if (estateSlug && view.province) {
    const province = index.byPath.get(landingPath(estateSlug, deal, provincePlace(view.province.name_en)));
    if (province) crumbs.push({ name: localName(language, province), path: province.path });
    const district = view.district ? index.byPath.get(landingPath(estateSlug, deal, districtPlace(view.district.name_en, view.province.name_en))) : undefined;
    if (district) crumbs.push({ name: localName(language, district), path: district.path });
  }
  crumbs.push({ name, path });
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image: images[0] ?? null,
      leadImage: view.images[0] ? responsivePhoto({ url: view.images[0].url, thumb: view.images[0].thumb_url }, 'gallery') : view.cover_img ? responsivePhoto({ url: view.cover_img }, 'gallery') : null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name,
          description,
          url: canonical,
          ...(images.length ? { image: images } : {}),
          ...(view.published_at ? { datePosted: view.published_at } : {}),
          ...(view.estate_type ? { category: localName(language, view.estate_type) } : {}),
          about: place,
          contentLocation: place,
          offers: offers.length === 1 ? offers[0] : offers,
        },
        breadcrumbList(app, language, crumbs),
      ],
    }),
    data: { kind: 'listing', id: view.id, data: view },
  };
}

const orderParam = (value: string | null): SortOption | null => ((SORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as SortOption) : null);
const pageParam = (value: string | null) => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
/** `page` and `order_by` as the page's URL keeps them (canonical URLs carry a page after the first). */
const listParams = (page: number, order: SortOption | null) => ({ ...(page > 1 ? { page: String(page) } : {}), ...(order ? { order_by: order } : {}) });

async function agentPage(app: FastifyInstance, idText: string, params: URLSearchParams, language: Language): Promise<PublicPage | null> {
  const id = Number(idText);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return null;
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order_by')) ?? 'date-desc';
  const result = await answerOrNull(endpoints.agentProfile.result, () => getAgentProfile(app, id, { page, order_by: order }, null));
  if (!result) return null;
  const { name, description } = agentProfileHead(headTexts(language), result);
  const path = `/view-profile/${id}`;
  const { canonical, alternates } = urls(app, path, language, listParams(page, order === 'date-desc' ? null : order));
  const image = absolute(app, result.profile_img_path);
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: canonical,
          name: pageTitle(language, name),
          mainEntity: {
            '@type': result.user_type === 'company' ? 'RealEstateAgent' : 'Person',
            name,
            ...(image ? { image } : {}),
            ...(result.short_history ? { description: shortDescription(result.short_history) } : {}),
            url: canonical,
          },
          mainContentOfPage: itemList(app, language, result.announces),
        },
        breadcrumbList(app, language, [home(language), { name, path }]),
      ],
    }),
    data: { kind: 'agentProfile', id, page, order, data: result },
  };
}

async function trendPage(app: FastifyInstance, slug: string, params: URLSearchParams, language: Language): Promise<PublicPage | null> {
  const id = idFromSlugId(slug);
  if (id === null) return null;
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order_by'));
  // the page's own call of the trend API once it runs records the search: not here
  const result = await answerOrNull(endpoints.trend.result, () => getTrend(app, id, { page, order_by: order ?? undefined }, { userId: null, analyticsId: null }, { log: false }));
  if (!result) return null;
  const { name, description } = trendHead(headTexts(language), result);
  const path = `/trend/${result.trend.slug_id}`;
  const { canonical, alternates } = urls(app, path, language, listParams(page, order));
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image: absolute(app, result.announces.data[0]?.cover_img),
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'CollectionPage', name, description, url: canonical, mainEntity: itemList(app, language, result.announces) },
        breadcrumbList(app, language, [home(language), { name, path }]),
      ],
    }),
    data: { kind: 'trend', id, page, order, data: result },
  };
}

async function landingPage(app: FastifyInstance, pathname: string, params: URLSearchParams, language: Language): Promise<PublicPage | null> {
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order_by'));
  const result = await answerOrNull(endpoints.landingPage.result, () => getLandingPage(app, { path: pathname, page, order_by: order ?? undefined }, { userId: null }));
  if (!result) return null;
  const { name, description } = landingHead(headTexts(language), result);
  const { canonical, alternates } = urls(app, result.landing.path, language, listParams(page, order));
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image: absolute(app, result.announces.data[0]?.cover_img),
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'CollectionPage', name, description, url: canonical, mainEntity: itemList(app, language, result.announces) },
        breadcrumbList(
          app,
          language,
          result.breadcrumbs.map((crumb: LandingLink) => ({ name: localName(language, crumb), path: crumb.path })),
        ),
      ],
    }),
    data: { kind: 'landing', path: result.landing.path, page, order, data: result },
  };
}

async function articlePage(app: FastifyInstance, slug: string, language: Language): Promise<PublicPage | null> {
  const id = idFromSlugId(slug);
  if (id === null) return null;
  const result = await answerOrNull(endpoints.articleView.result, () => viewArticle(app, id, null));
  if (!result) return null;
  const article = result.article;
  // the stored HTML passed the allow-list when it was saved; the page never trusts that and passes it again
  const images = contentImageOrigins(app.config);
  const data: ArticleViewResult = { ...result, article: { ...article, body_th: sanitizeArticleHtml(article.body_th, images), body_en: sanitizeArticleHtml(article.body_en, images) } };
  const english = language === 'en' && Boolean(article.title_en);
  const { name, description } = articleHead(headTexts(language), result);
  const { canonical, alternates } = urls(app, article.path, language);
  const image = absolute(app, article.cover_img);
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: name,
          description,
          url: canonical,
          mainEntityOfPage: canonical,
          inLanguage: english ? 'en' : 'th',
          ...(image ? { image: [image] } : {}),
          datePublished: article.published_at,
          dateModified: article.updated_at,
          author: { '@type': 'Person', name: article.author.name },
          publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: `${app.config.publicUrl}/` },
          articleSection: localName(language, article.category),
        },
        breadcrumbList(app, language, [
          home(language),
          { name: resources[language].shell.pages.articles, path: '/article' },
          { name: localName(language, article.category), path: '/article-category', params: { category: article.category.slug_id } },
          { name, path: article.path },
        ]),
      ],
    }),
    data: { kind: 'article', id: article.article_id, data },
  };
}

/**
 * A Songkran greeting card (DESIGN 4.12): the card as the page's picture and Open Graph
 * image, so a shared link previews the card itself. A person's greeting: not indexed.
 */
async function songkranCardPage(app: FastifyInstance, ref: string, language: Language): Promise<PublicPage | null> {
  const card = await answerOrNull(endpoints.songkranCard.result, () => viewCard(app, ref));
  if (!card) return null;
  const t = resources[language].event.card;
  const { name, description } = songkranCardHead(headTexts(language), card);
  const { canonical, alternates } = urls(app, songkranCardPath(card.ref), language);
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image: absolute(app, card.image_url),
      imageMeta: { width: card.image_width, height: card.image_height, alt: fill(t.alt, { name: card.name, message: card.message }) },
      noindex: true,
      jsonLd: [],
    }),
    data: { kind: 'songkranCard', ref: card.ref, data: card },
  };
}

/** The master lists asked for, read once each (from the replica, as the master-data routes read them); one that fails is left out, as the browser leaves it. */
async function loadMasters(app: FastifyInstance, masters: SearchMasters, needs: MasterList[]): Promise<void> {
  const repository = app.masterDataRepository.replica;
  const load = async <K extends keyof SearchMasters>(key: K, read: () => Promise<SearchMasters[K]>) => {
    if (masters[key]) return;
    try {
      masters[key] = await read();
    } catch (error) {
      app.log.warn({ err: error, list: key }, 'search page: a master list could not be read');
    }
  };
  await Promise.all([
    needs.includes('estateTypes') ? load('estate', async () => asAnswer(endpoints.estateMaster.result, await getEstateMaster(repository))) : null,
    needs.includes('areas') ? load('areas', async () => asAnswer(endpoints.districtAroundBangkok.result, await getDistrictsAroundBangkok(repository))) : null,
    needs.includes('train') ? load('train', async () => asAnswer(endpoints.trainData.result, await getTrainData(repository))) : null,
  ]);
}

/** Parameters of the search page that change neither its results nor its language (the started-elsewhere flag, the map view). */
const SEARCH_PAGE_ONLY = ['lang', 'ts', 'view'];

/**
 * `/announce-search` with the first page of results for its URL's filter, read as the
 * web app reads it (`codec`). The map view renders in the browser (null: the app's
 * page as before). A URL whose filter the search refuses gets the app's page too, which
 * shows the search's own answer.
 */
async function searchResultsPage(app: FastifyInstance, params: URLSearchParams, language: Language, codec: SearchPageCodec): Promise<PublicPage | null> {
  if (params.get('view') === 'map') return null;
  const masters: SearchMasters = {};
  await loadMasters(app, masters, codec.needs(params));
  const { filter, page } = codec.read(params, masters);
  await loadMasters(app, masters, codec.mastersToLabel(filter));
  const parsed = endpoints.searchEstate.query.safeParse({ ...filter, page, per_page: RESULTS_PER_PAGE });
  if (!parsed.success) return null;
  const query = parsed.data;
  const answer = await searchAnswer(app, query, { userId: null });
  const data = asAnswer(endpoints.searchEstate.result, answer.result);
  const texts = headTexts(language);
  const name = filter.keyword ? texts.t('search:results.titleFor', { keyword: filter.keyword }) : texts.t('shell:pages.search');
  const description = pageDescriptions[language].search;
  const kept = new URLSearchParams(params);
  for (const param of SEARCH_PAGE_ONLY) kept.delete(param);
  const { canonical, alternates } = urls(app, '/announce-search', language, Object.fromEntries(kept));
  return {
    head: pageHead(language, name, {
      description,
      canonical,
      alternates,
      image: absolute(app, data.data[0]?.cover_img),
      leadImage: data.data[0]?.cover_img ? responsivePhoto({ url: data.data[0].cover_img, thumb: data.data[0].thumb_img }, 'card') : null,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'SearchResultsPage', name, description, url: canonical, mainEntity: itemList(app, language, data) },
        breadcrumbList(app, language, [home(language), { name, path: '/announce-search' }]),
      ],
    }),
    data: { kind: 'search', filter, page, perPage: RESULTS_PER_PAGE, data, masters },
    // the page does not ask the API again, so its request counts what the API's search counts
    served(request) {
      app.searchLogs.record({ source: 'search', filter: searchFilterOf(query), resultCount: data.total, analyticsId: analyticsIdOfPage(request), userId: null });
      app.listingEvents.recordImpressions(data.data.map((card) => card.id), request);
    },
  };
}

/** Which public page a path is, before any data is read: the kinds rendered on the server. */
export function publicPageKind(pathname: string): PageData['kind'] | null {
  if (/^\/view-announce\/[^/]+\/?$/.test(pathname)) return 'listing';
  if (/^\/view-profile\/[^/]+\/?$/.test(pathname)) return 'agentProfile';
  if (/^\/trend\/[^/]+\/?$/.test(pathname)) return 'trend';
  if (/^\/view-article\/[^/]+\/?$/.test(pathname)) return 'article';
  if (/^\/songkran-card\/[^/]+\/?$/.test(pathname)) return 'songkranCard';
  if (/^\/announce-search\/?$/.test(pathname)) return 'search';
  // any path under a landing prefix: one that names no landing page is a 404, not the generic page
  if (parseLandingPath(pathname) || matchPageRoute(pathname)?.name.startsWith('landing.')) return 'landing';
  return null;
}

/** The page at a path in a language, or null when there is none to show (404). */
export async function loadPublicPage(
  app: FastifyInstance,
  pathname: string,
  params: URLSearchParams,
  language: Language,
  options: { searchCodec?: SearchPageCodec } = {},
): Promise<PublicPage | null> {
  const segment = decodeURIComponent(pathname.replace(/\/+$/, '').slice(pathname.replace(/\/+$/, '').lastIndexOf('/') + 1));
  switch (publicPageKind(pathname)) {
    case 'listing':
      return listingPage(app, segment, language);
    case 'agentProfile':
      return agentPage(app, segment, params, language);
    case 'trend':
      return trendPage(app, segment, params, language);
    case 'landing':
      return landingPage(app, pathname.replace(/\/+$/, ''), params, language);
    case 'article':
      return articlePage(app, segment, language);
    case 'songkranCard':
      return SONGKRAN_REF_PATTERN.test(segment) ? songkranCardPage(app, segment, language) : null;
    case 'search':
      return options.searchCodec ? searchResultsPage(app, params, language, options.searchCodec) : null;
    default:
      return null;
  }
}
