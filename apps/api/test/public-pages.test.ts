/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON-LD, page data and sitemap XML, read field by field */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE, PRODUCT_NAME, PROVINCE_IDS, slugId, trendPath } from '@baandee/domain';
import { resources } from '@baandee/locales';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { MemoryMailer, openTestDatabase } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';

/**
 * The public pages search engines read (decision 020), as the server answers them: every
 * page kind with its title, description, canonical URL, th/en alternates, Open Graph and
 * JSON-LD; the page's data handed to the web app's renderer and into the page for
 * hydration; 404 for what is not there; the sitemap and robots.txt.
 */

const PUBLIC_URL = 'https://baandee.example';
/** index.html as the build leaves it (an empty root, the shell's stylesheet, the boot script with its preloads). */
const TEMPLATE =
  '<!doctype html>\n<html lang="th" data-mantine-color-scheme="light">\n  <head>\n    <title>BaanDee</title>\n    <meta name="description" content="home" />\n' +
  '    <script src="/boot.js" data-entry="/assets/index.js" data-preload="/assets/framework.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
  '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
/**
 * A stand-in for the web app's server renderer (apps/web/src/ssr.tsx, checked in the
 * browser by e2e/tests/public-pages.spec.ts): it shows what the server handed it.
 */
const RENDERER = `
export async function renderPage({ url, language, page }) {
  const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const heading = page.kind === 'search' ? (page.data.data[0]?.announce_title ?? '') : page.kind === 'listing' ? page.data.announce_title : page.kind === 'landing' ? page.data.landing.name_th : page.kind === 'trend' ? page.data.trend.trend_name_th : page.kind === 'article' ? page.data.article.title_th : page.kind === 'songkranCard' ? page.data.name : page.data.firstname;
  return { html: '<main data-kind="' + page.kind + '" data-language="' + language + '" data-url="' + esc(url) + '"><h1>' + esc(heading) + '</h1></main>', state: { page } };
}
// the search page's URL as the web app reads it, cut down to a keyword and a province name (features/search/search-url.ts)
export const searchPage = {
  needs: (params) => (params.get('p') ? ['areas'] : []),
  read: (params, masters) => {
    const name = params.get('p');
    const province = masters.areas?.provinces.find((item) => item.name_th === name || item.name_en === name);
    const filter = { furniture_cast: [], facility_cast: [], train_station_cast: [], order_by: 'date-desc' };
    if (params.get('q')) filter.keyword = params.get('q');
    if (province) filter.province_id = province.id;
    return { filter, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  },
  mastersToLabel: (filter) => (filter.province_id !== undefined ? ['areas'] : []),
};
`;
/** Each page kind's one stylesheet, joined from the shell's and the route's sheets it covers (decision 075). */
const PAGE_ASSETS = {
  listing: {
    js: ['/assets/view-announce.js'],
    css: ['/assets/joined-listing.css'],
    covers: ['/assets/index.css', '/assets/view-announce.css', '/assets/Modal.css'],
    catalogues: { th: ['/assets/th-listing.js'], en: ['/assets/en-listing.js'] },
  },
  landing: { js: ['/assets/landing.js'], css: ['/assets/joined-landing.css'], covers: ['/assets/index.css', '/assets/landing.css'], catalogues: { th: [], en: [] } },
  search: {
    js: ['/assets/announce-search.js'],
    css: ['/assets/joined-search.css'],
    covers: ['/assets/index.css', '/assets/announce-search.css'],
    catalogues: { th: ['/assets/th-search.js'], en: ['/assets/en-search.js'] },
  },
};

/** The stylesheets a page's HTML links, in order: `disabled` for those linked but not to be fetched. */
const stylesheets = (body: string) => [...body.matchAll(/<link rel="stylesheet"( disabled)?[^>]* href="([^"]+)">/g)].map((match) => `${match[2]}${match[1] ?? ''}`);

const th = resources.th;
let dir: string;
let app: App;
let small: App;
let database: Database;
let ownerId: number;
const ids: Record<'condoRent' | 'condoSale' | 'houseBoth' | 'draft', number> = { condoRent: 0, condoSale: 0, houseBoth: 0, draft: 0 };
let station: { id: number; name_th: string; name_en: string; lat: number; lng: number; code: string };
let nearStation: { id: number; name_en: string; code: string };

interface Page {
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

async function page(url: string, headers: Record<string, string> = {}, on: App = app): Promise<Page> {
  const res = await on.inject({ method: 'GET', url, headers });
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  return { status: res.statusCode, body, headers: res.headers };
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaContent = (body: string, attribute: 'name' | 'property', key: string) =>
  decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(body)?.[1] ?? '');
const linkHref = (body: string, rel: string, hreflang?: string) =>
  decode(new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(body)?.[1] ?? '');
const titleOf = (body: string) => decode(/<title>(.*?)<\/title>/s.exec(body)?.[1] ?? '');
const jsonLd = (body: string): Record<string, any>[] =>
  [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, any>);
const serverState = (body: string) => JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null') as { page: any } | null;
const suffixed = (language: 'th' | 'en', title: string) => resources[language].common.pageTitle.replace('{{title}}', title).replace('{{product}}', PRODUCT_NAME);

/** What every public page must carry: the checks a search engine (and a link preview) depends on. */
function expectPublicHead(body: string, canonical: string, language: 'th' | 'en' = 'th') {
  expect(body).toMatch(new RegExp(`<html lang="${language}" data-ssr="1"`));
  expect(titleOf(body).endsWith(` | ${PRODUCT_NAME}`)).toBe(true);
  expect(metaContent(body, 'name', 'description').length).toBeGreaterThan(20);
  expect(metaContent(body, 'name', 'description')).not.toBe('home');
  expect(linkHref(body, 'canonical')).toBe(canonical);
  const thUrl = canonical.replace(/[?&]lang=en$/, '');
  expect(linkHref(body, 'alternate', 'th')).toBe(thUrl);
  expect(linkHref(body, 'alternate', 'en')).toBe(`${thUrl}${thUrl.includes('?') ? '&' : '?'}lang=en`);
  expect(linkHref(body, 'alternate', 'x-default')).toBe(thUrl);
  expect(metaContent(body, 'property', 'og:title')).toBe(titleOf(body));
  expect(metaContent(body, 'property', 'og:url')).toBe(canonical);
  expect(metaContent(body, 'property', 'og:description')).toBe(metaContent(body, 'name', 'description'));
  expect(metaContent(body, 'name', 'twitter:card')).toMatch(/^summary/);
  const items = jsonLd(body);
  expect(items.length).toBeGreaterThanOrEqual(2);
  for (const item of items) expect(item['@context']).toBe('https://schema.org');
  return items;
}

function expectBreadcrumbs(items: Record<string, any>[], last: { name: string; item: string }) {
  const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList');
  expect(crumbs).toBeDefined();
  const list = crumbs!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
  expect(list.map((crumb) => crumb.position)).toEqual(list.map((_, index) => index + 1));
  expect(list[0]!.item).toBe(`${PUBLIC_URL}/${last.item.includes('lang=en') ? '?lang=en' : ''}`);
  for (const crumb of list) expect(crumb['@type']).toBe('ListItem');
  expect(list.at(-1)).toMatchObject(last);
  return list;
}

async function insertListing(values: Record<string, unknown>): Promise<number> {
  const { id } = await database.db
    .insertInto('listings')
    .values({
      user_id: ownerId,
      status: 'publish',
      total_bedroom: 2,
      total_restroom: 1,
      area_size: 48,
      room_code: '2B1R',
      published_at: new Date(),
      first_published_at: new Date(),
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('listing_images')
    .values([
      { user_id: ownerId, listing_id: id, role: 'cover', position: 0, url: `/uploads/listings/${id}-cover.webp`, thumb_url: `/uploads/listings/${id}-t.webp`, large_url: `/uploads/listings/${id}-l.webp` },
      { user_id: ownerId, listing_id: id, role: 'gallery', position: 0, url: `/uploads/listings/${id}-g1.webp`, thumb_url: `/uploads/listings/${id}-g1t.webp`, large_url: `/uploads/listings/${id}-g1l.webp` },
    ])
    .execute();
  return id;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-public-pages-'));
  const dist = path.join(dir, 'dist');
  const ssr = path.join(dir, 'dist-ssr');
  mkdirSync(dist, { recursive: true });
  mkdirSync(ssr, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('<div id="root"></div>', '<div id="root"><p>home</p></div>'));
  writeFileSync(path.join(ssr, 'template.html'), TEMPLATE);
  writeFileSync(path.join(ssr, 'ssr.js'), RENDERER);
  writeFileSync(path.join(ssr, 'pages.json'), JSON.stringify(PAGE_ASSETS));
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), PUBLIC_URL, PAGE_CACHE_SECONDS: '0', ...FAST_HASH });
  app = await buildApp({ config, database, webDist: dist, mailer: new MemoryMailer() });
  await app.ready();
  small = await buildApp({ config, database, webDist: dist, mailer: new MemoryMailer(), sitemapPartSize: 2 });
  await small.ready();
  ownerId = (await signUp({ app, database, config, mailer: new MemoryMailer(), close: async () => {} })).info.id;
  await database.db.updateTable('users').set({ firstname: 'สมชาย', lastname: 'ใจดี' }).where('id', '=', ownerId).execute();

  const db = database.db;
  const bangkokSub = await db
    .selectFrom('sub_districts as s')
    .innerJoin('districts as d', 'd.id', 's.district_id')
    .select(['s.id', 's.postal_code', 'd.id as district_id'])
    .where('d.id', '=', 1039) // Watthana
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const nonthaburiSub = await db
    .selectFrom('sub_districts as s')
    .innerJoin('districts as d', 'd.id', 's.district_id')
    .select(['s.id', 's.postal_code', 'd.id as district_id'])
    .where('d.province_id', '=', PROVINCE_IDS.nonthaburi)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const stations = await db
    .selectFrom('train_stations as s')
    .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
    .innerJoin('train_types as t', 't.id', 'l.train_type_id')
    .select(['s.id', 's.name_th', 's.name_en', 's.lat', 's.lng', 't.code', 'l.train_type_id'])
    .where('s.name_en', 'in', ['Asok', 'Phrom Phong'])
    .where('t.code', '=', 'BTS')
    .orderBy('s.id')
    .execute();
  station = stations.find((row) => row.name_en === 'Asok')!;
  nearStation = stations.find((row) => row.name_en === 'Phrom Phong')!;
  const bangkok = { province_id: PROVINCE_IDS.bangkok, district_id: bangkokSub.district_id, sub_district_id: bangkokSub.id, postal_code: bangkokSub.postal_code };

  ids.condoRent = await insertListing({
    ...bangkok,
    sell_type: LISTING_SELL_TYPE.rent,
    estate_type_id: 1,
    rent_price: 15000,
    announce_title: 'คอนโด "ริเวอร์" <ใกล้ BTS> อโศก',
    announce_description: 'ห้องกว้าง\nวิวเมือง เดินไป BTS อโศก 5 นาที',
    location_lat: station.lat + 0.001,
    location_lng: station.lng + 0.001,
    road: 'สุขุมวิท 21',
  });
  ids.condoSale = await insertListing({
    province_id: PROVINCE_IDS.nonthaburi,
    district_id: nonthaburiSub.district_id,
    sub_district_id: nonthaburiSub.id,
    postal_code: nonthaburiSub.postal_code,
    sell_type: LISTING_SELL_TYPE.sell,
    estate_type_id: 1,
    sell_price: 2_500_000,
    announce_title: 'Condo for sale in Nonthaburi',
  });
  ids.houseBoth = await insertListing({ ...bangkok, sell_type: LISTING_SELL_TYPE.both, estate_type_id: 3, rent_price: 45000, sell_price: 12_000_000, announce_title: 'บ้านเดี่ยว ขาย/เช่า วัฒนา' });
  ids.draft = await insertListing({ ...bangkok, status: 'draft', sell_type: LISTING_SELL_TYPE.rent, estate_type_id: 1, rent_price: 9000, announce_title: 'ร่างลับ' });
  await db
    .insertInto('listing_stations')
    .values([
      { listing_id: ids.condoRent, train_station_id: station.id, train_type_id: stations[0]!.train_type_id, distance_km: 0.2, position: 0 },
      { listing_id: ids.houseBoth, train_station_id: nearStation.id, train_type_id: stations[0]!.train_type_id, distance_km: 0.5, position: 0 },
    ])
    .execute();
  await app.searchRepository.refresh([ids.condoRent, ids.condoSale, ids.houseBoth, ids.draft]);
});

afterAll(async () => {
  await small?.close();
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a listing page', () => {
  it('carries its title, description, canonical URL, alternates, preview tags and a real-estate offer with its address as JSON-LD', async () => {
    const slug = slugId('คอนโด "ริเวอร์" <ใกล้ BTS> อโศก', ids.condoRent);
    // an old slug still opens the page; the canonical URL names the current one
    const { status, body } = await page(`/view-announce/old-title-${ids.condoRent}`, { 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    const canonical = `${PUBLIC_URL}/view-announce/${encodeURI(slug)}`;
    const items = expectPublicHead(body, canonical);
    expect(titleOf(body)).toBe(suffixed('th', 'คอนโด "ริเวอร์" <ใกล้ BTS> อโศก'));
    expect(body).toContain('คอนโด &quot;ริเวอร์&quot; &lt;ใกล้ BTS&gt; อโศก');
    expect(metaContent(body, 'name', 'description')).toBe('ห้องกว้าง วิวเมือง เดินไป BTS อโศก 5 นาที');
    expect(metaContent(body, 'property', 'og:image')).toBe(`${PUBLIC_URL}/uploads/listings/${ids.condoRent}-cover.webp`);
    expect(metaContent(body, 'name', 'twitter:card')).toBe('summary_large_image');

    const listing = items.find((item) => item['@type'] === 'RealEstateListing')!;
    expect(listing).toMatchObject({ name: 'คอนโด "ริเวอร์" <ใกล้ BTS> อโศก', url: canonical });
    expect(listing.image).toEqual([`${PUBLIC_URL}/uploads/listings/${ids.condoRent}-cover.webp`, `${PUBLIC_URL}/uploads/listings/${ids.condoRent}-g1.webp`]);
    expect(listing.offers).toMatchObject({ '@type': 'Offer', price: '15000', priceCurrency: 'THB', businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' });
    const district = await database.db.selectFrom('districts').select(['name_th', 'name_en']).where('id', '=', 1039).executeTakeFirstOrThrow();
    const sub = await database.db.selectFrom('listings').select('postal_code').where('id', '=', ids.condoRent).executeTakeFirstOrThrow();
    expect(listing.about).toMatchObject({
      '@type': 'Apartment',
      address: { '@type': 'PostalAddress', addressLocality: district.name_th, addressRegion: 'กรุงเทพมหานคร', postalCode: sub.postal_code, addressCountry: 'TH' },
      geo: { '@type': 'GeoCoordinates', latitude: station.lat + 0.001, longitude: station.lng + 0.001 },
      floorSize: { value: 48, unitCode: 'MTK' },
      numberOfBedrooms: 2,
    });
    // Home > condos for rent in Bangkok > in Watthana > the listing
    const crumbs = expectBreadcrumbs(items, { name: 'คอนโด "ริเวอร์" <ใกล้ BTS> อโศก', item: canonical });
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/condo-for-rent/in-bangkok`, `${PUBLIC_URL}/condo-for-rent/in-watthana-bangkok`, canonical]);
  });

  it('hands the renderer the answer the listing API gives, and puts the markup, that data and the page\'s own scripts and styles into the page', async () => {
    const { body } = await page(`/view-announce/x-${ids.condoRent}`);
    expect(body).toContain(`<div id="root"><main data-kind="listing" data-language="th" data-url="http://localhost/view-announce/x-${ids.condoRent}"><h1>คอนโด "ริเวอร์" &lt;ใกล้ BTS> อโศก</h1></main></div>`);
    const api = (await app.inject({ method: 'GET', url: `/api/estate/view/${ids.condoRent}` })).json().result;
    const state = serverState(body)!;
    expect(state.page).toMatchObject({ kind: 'listing', id: ids.condoRent });
    expect({ ...state.page.data, view_count: 0 }).toEqual({ ...api, view_count: 0 });
    // nothing in the data can end its script element early
    expect(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(body)![1]).not.toContain('<');
    // one stylesheet, in the place of the shell's; the sheets it covers linked disabled, so a lazy chunk's loader finds them and fetches none again
    expect(stylesheets(body)).toEqual(['/assets/joined-listing.css', '/assets/index.css disabled', '/assets/view-announce.css disabled', '/assets/Modal.css disabled']);
    expect(body.indexOf('/assets/joined-listing.css')).toBeLessThan(body.indexOf('<link rel="canonical"'));
    expect(body).toContain('data-preload="/assets/framework.js /assets/view-announce.js /assets/th-listing.js"');
    // the cover, the gallery's first slide, is fetched with the HTML: the widths and box of its <img>, so the file preloaded is the one drawn
    const id = ids.condoRent;
    expect(body).toContain(
      `<link rel="preload" as="image" href="/uploads/listings/${id}-cover.webp" imagesrcset="/uploads/listings/${id}-t.webp 280w, /uploads/listings/${id}-cover.webp 976w" imagesizes="(min-width: 62em) 554px, 100vw" fetchpriority="high">`,
    );
  });

  it('in English at ?lang=en: English texts, its own canonical URL and the English catalogue', async () => {
    const { status, body } = await page(`/view-announce/x-${ids.condoSale}?lang=en&utm_source=line`);
    expect(status).toBe(200);
    const canonical = `${PUBLIC_URL}/view-announce/${slugId('Condo for sale in Nonthaburi', ids.condoSale)}?lang=en`;
    const items = expectPublicHead(body, canonical, 'en');
    expect(titleOf(body)).toBe(suffixed('en', 'Condo for sale in Nonthaburi'));
    expect(metaContent(body, 'property', 'og:locale')).toBe('en_US');
    const listing = items.find((item) => item['@type'] === 'RealEstateListing')!;
    expect(listing.offers).toMatchObject({ price: '2500000', priceCurrency: 'THB', businessFunction: 'http://purl.org/goodrelations/v1#Sell' });
    expect(listing.about.address.addressRegion).toBe('Nonthaburi');
    expect(listing.about.geo).toBeUndefined();
    expect(body).toContain('data-language="en"');
    expect(body).toContain('/assets/en-listing.js');
  });

  it('offers both prices of a listing for sale and rent', async () => {
    const { body } = await page(`/view-announce/x-${ids.houseBoth}`);
    const listing = jsonLd(body).find((item) => item['@type'] === 'RealEstateListing')!;
    expect(listing.offers).toEqual([
      expect.objectContaining({ price: '45000', priceCurrency: 'THB', priceSpecification: expect.objectContaining({ unitCode: 'MON' }) }),
      expect.objectContaining({ price: '12000000', priceCurrency: 'THB' }),
    ]);
    expect(listing.about['@type']).toBe('SingleFamilyResidence');
  });

  it.each([
    ['a draft', () => `/view-announce/x-${ids.draft}`],
    ['an unknown id', () => '/view-announce/x-99999999'],
    ['no id', () => '/view-announce/no-id-here'],
  ])('answers 404 with the app for %s, telling nothing of it', async (_name, url) => {
    const { status, body } = await page(url());
    expect(status).toBe(404);
    expect(titleOf(body)).toBe(suffixed('th', th.shell.pages.notFound));
    expect(body).not.toContain('ร่างลับ');
    expect(body).not.toContain('ld+json');
    expect(body).not.toContain('data-ssr');
    // the app's shell with its own stylesheet, nothing of the page's
    expect(stylesheets(body)).toEqual(['/assets/index.css']);
  });
});

describe('an agent profile, a trend page', () => {
  it('the agent profile is a ProfilePage of the agent with their listings', async () => {
    const { status, body } = await page(`/view-profile/${ownerId}`);
    expect(status).toBe(200);
    const items = expectPublicHead(body, `${PUBLIC_URL}/view-profile/${ownerId}`);
    expect(titleOf(body)).toBe(suffixed('th', 'สมชาย ใจดี'));
    const profile = items.find((item) => item['@type'] === 'ProfilePage')!;
    expect(profile.mainEntity).toMatchObject({ '@type': 'Person', name: 'สมชาย ใจดี' });
    expect(profile.mainContentOfPage.itemListElement).toHaveLength(3);
    expectBreadcrumbs(items, { name: 'สมชาย ใจดี', item: `${PUBLIC_URL}/view-profile/${ownerId}` });
    expect((await page('/view-profile/99999999')).status).toBe(404);
  });

  it('a trend page is a CollectionPage of its results', async () => {
    const trend = await database.db.selectFrom('trends').select(['id', 'slug', 'name_th']).where('id', '=', 11).executeTakeFirstOrThrow();
    const { status, body } = await page(`${trendPath(trend.slug, trend.id)}?page=1`);
    expect(status).toBe(200);
    const items = expectPublicHead(body, `${PUBLIC_URL}${trendPath(trend.slug, trend.id)}`);
    expect(titleOf(body)).toBe(suffixed('th', trend.name_th));
    const collection = items.find((item) => item['@type'] === 'CollectionPage')!;
    // trend 11 is Sukhumvit: Watthana, where two of the listings are
    expect(collection.mainEntity.itemListElement.map((item: { url: string }) => item.url).sort()).toEqual(
      [ids.condoRent, ids.houseBoth].map((id) => expect.stringMatching(new RegExp(`-${id}$`))),
    );
    expectBreadcrumbs(items, { name: trend.name_th, item: `${PUBLIC_URL}${trendPath(trend.slug, trend.id)}` });
    expect((await page('/trend/nothing-99999')).status).toBe(404);
  });
});

describe('an article page', () => {
  it('is an Article with its author and dates, its body passed through the allow-list again, and breadcrumbs through its category', async () => {
    const category = await database.db.selectFrom('article_categories').select(['id', 'name_th', 'slug']).executeTakeFirstOrThrow();
    const insert = (title: string, status: 'draft' | 'published') =>
      database.db
        .insertInto('articles')
        .values({
          category_id: category.id,
          title_th: title,
          title_en: 'Renting near the BTS',
          summary_th: 'สิ่งที่ควรรู้ก่อนเช่าคอนโดใกล้รถไฟฟ้า ทั้งสัญญา เงินประกัน และค่าส่วนกลาง',
          summary_en: 'What to know before renting a condo near the BTS: the contract, the deposit and the fees',
          // a row written before the allow-list (or by hand): the page must not trust it
          body_th: '<p>เนื้อหา<script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">ลิงก์</a></p>',
          body_en: '<p>Body</p>',
          status,
          publish_at: new Date(Date.now() - 3600_000),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const article = await insert('เช่าคอนโดใกล้ BTS', 'published');
    const draft = await insert('ร่างบทความ', 'draft');
    try {
      const path = `/view-article/${article.id}`;
      const { status, body } = await page(path);
      expect(status).toBe(200);
      const items = expectPublicHead(body, `${PUBLIC_URL}${path}`);
      expect(titleOf(body)).toBe(suffixed('th', 'เช่าคอนโดใกล้ BTS'));
      expect(metaContent(body, 'name', 'description')).toBe('สิ่งที่ควรรู้ก่อนเช่าคอนโดใกล้รถไฟฟ้า ทั้งสัญญา เงินประกัน และค่าส่วนกลาง');
      expect(body).toContain(`<main data-kind="article" data-language="th" data-url="http://localhost${path}"><h1>เช่าคอนโดใกล้ BTS</h1></main>`);
      const ld = items.find((item) => item['@type'] === 'Article')!;
      expect(ld).toMatchObject({ headline: 'เช่าคอนโดใกล้ BTS', inLanguage: 'th', url: `${PUBLIC_URL}${path}`, publisher: { '@type': 'Organization', name: PRODUCT_NAME } });
      expect(ld.author).toMatchObject({ '@type': 'Person' });
      expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false);
      const crumbs = expectBreadcrumbs(items, { name: 'เช่าคอนโดใกล้ BTS', item: `${PUBLIC_URL}${path}` });
      expect(crumbs.map((crumb) => crumb.name)).toEqual([th.shell.bottomNav.home, th.shell.pages.articles, category.name_th, 'เช่าคอนโดใกล้ BTS']);
      expect(crumbs[2]!.item).toBe(`${PUBLIC_URL}/article-category?category=${category.slug}-${category.id}`);
      // the body the page hydrates from has lost the script, the handler and the javascript: link
      const state = serverState(body)!.page as { kind: string; data: { article: { body_th: string } } };
      expect(state.kind).toBe('article');
      expect(state.data.article.body_th).toContain('เนื้อหา');
      expect(state.data.article.body_th).not.toMatch(/<script|onerror|javascript:/);

      const english = await page(`${path}?lang=en`);
      expect(titleOf(english.body)).toBe(suffixed('en', 'Renting near the BTS'));
      expect(linkHref(english.body, 'canonical')).toBe(`${PUBLIC_URL}${path}?lang=en`);

      expect((await page(`/view-article/${draft.id}`)).status).toBe(404);
      expect((await page('/view-article/99999999')).status).toBe(404);
    } finally {
      await database.db.deleteFrom('articles').where('id', 'in', [article.id, draft.id]).execute();
    }
  });
});

describe("a Songkran card's page", () => {
  it('previews the card itself (og:image, its size and text), says whose greeting it is and keeps out of search results', async () => {
    const ref = 'Card_page-01';
    await database.db
      .insertInto('songkran_cards')
      .values({ ref, user_id: ownerId, design: 'sunset', language: 'th', message: 'สุขสันต์วันสงกรานต์ "ครอบครัว" <บ้านดี>', name: 'สมชาย ใจดี', storage_key: `songkran/${ref}.png`, image_url: `/uploads/songkran/${ref}.png` })
      .execute();
    const { status, body } = await page(`/songkran-card/${ref}`);
    expect(status).toBe(200);
    expect(body).toMatch(/<html lang="th" data-ssr="1"/);
    const name = th.event.card.title.replace('{{name}}', 'สมชาย ใจดี');
    expect(titleOf(body)).toBe(suffixed('th', name));
    expect(metaContent(body, 'name', 'description')).toBe('สุขสันต์วันสงกรานต์ "ครอบครัว" <บ้านดี>');
    expect(linkHref(body, 'canonical')).toBe(`${PUBLIC_URL}/songkran-card/${ref}`);
    expect(metaContent(body, 'property', 'og:image')).toBe(`${PUBLIC_URL}/uploads/songkran/${ref}.png`);
    expect(metaContent(body, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(body, 'property', 'og:image:alt')).toContain('สมชาย ใจดี');
    expect(metaContent(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(body, 'name', 'robots')).toBe('noindex');
    expect(serverState(body)?.page).toMatchObject({ kind: 'songkranCard', ref, data: { ref, name: 'สมชาย ใจดี', image_width: 1200 } });
    expect(body).not.toContain('<บ้านดี>'); // the message is escaped wherever it appears

    const english = await page(`/songkran-card/${ref}?lang=en`);
    expect(titleOf(english.body)).toBe(suffixed('en', resources.en.event.card.title.replace('{{name}}', 'สมชาย ใจดี')));
    for (const missing of ['/songkran-card/AAAAAAAAAAAA', '/songkran-card/short']) {
      const res = await page(missing);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('og:image');
    }
  });
});

describe('landing pages', () => {
  it.each([
    ['a province', '/condo-for-rent/in-bangkok', 'คอนโดให้เช่า ในกรุงเทพมหานคร', 'Condo for rent in Bangkok', () => [ids.condoRent]],
    ['a district', '/house-for-rent/in-watthana-bangkok', 'บ้านเดี่ยวให้เช่า ย่านวัฒนา กรุงเทพมหานคร', 'House for rent in Watthana, Bangkok', () => [ids.houseBoth]],
    ['a station', '/condo-for-rent/near-bts-asok', 'คอนโดให้เช่า ใกล้ BTS อโศก', 'Condo for rent near BTS Asok', () => [ids.condoRent]],
    ['a price band', '/condo-for-sale/in-nonthaburi/2m-3m', 'คอนโดขาย ในนนทบุรี 2 – 3 ล้านบาท', 'Condo for sale in Nonthaburi, ฿2M – ฿3M', () => [ids.condoSale]],
    ['the sale of a listing for both', '/house-for-sale/in-bangkok/over-10m', 'บ้านเดี่ยวขาย ในกรุงเทพมหานคร 10 ล้านบาทขึ้นไป', 'House for sale in Bangkok, ฿10M and above', () => [ids.houseBoth]],
  ])('%s: its name, results and JSON-LD in the page, and the same from the API', async (_kind, path, nameTh, nameEn, expected) => {
    const { status, body } = await page(path);
    expect(status).toBe(200);
    const items = expectPublicHead(body, `${PUBLIC_URL}${path}`);
    expect(titleOf(body)).toBe(suffixed('th', nameTh));
    const urls = items.find((item) => item['@type'] === 'CollectionPage')!.mainEntity.itemListElement.map((item: { url: string }) => item.url);
    expect(urls).toEqual(expected().map((id) => expect.stringMatching(new RegExp(`/view-announce/.*-${id}$`))));
    expect(body).toContain(`<main data-kind="landing" data-language="th" data-url="http://localhost${path}"><h1>${nameTh}</h1></main>`);
    expect(stylesheets(body)).toEqual(['/assets/joined-landing.css', '/assets/index.css disabled', '/assets/landing.css disabled']);

    const english = await page(`${path}?lang=en`);
    expect(titleOf(english.body)).toBe(suffixed('en', nameEn));
    expectPublicHead(english.body, `${PUBLIC_URL}${path}?lang=en`, 'en');

    const api = await app.inject({ method: 'GET', url: `/api/landing-page?path=${encodeURIComponent(path)}` });
    expect(api.statusCode).toBe(200);
    const result = api.json().result;
    expect(result.landing).toMatchObject({ path, name_th: nameTh, name_en: nameEn, total: expected().length });
    expect(result.announces.data.map((card: { id: number }) => card.id)).toEqual(expected());
    expect(serverState(body)!.page.data).toEqual(result);
  });

  it('links to the pages around it: nearby stations, the province, other types and the other deal', async () => {
    const station = (await app.inject({ method: 'GET', url: '/api/landing-page?path=/house-for-rent/near-bts-phrom-phong' })).json().result;
    expect(station.breadcrumbs.map((crumb: { path: string }) => crumb.path)).toEqual(['/', '/house-for-rent/near-bts-phrom-phong']);
    expect(station.related).toEqual(expect.arrayContaining([{ group: 'deal', links: [expect.objectContaining({ path: '/house-for-sale/near-bts-phrom-phong' })] }]));
    const nearby = (await app.inject({ method: 'GET', url: '/api/landing-page?path=/condo-for-rent/near-bts-asok' })).json().result;
    expect(nearby.related).toEqual([]);

    const district = (await app.inject({ method: 'GET', url: '/api/landing-page?path=/house-for-rent/in-watthana-bangkok' })).json().result;
    expect(district.breadcrumbs.map((crumb: { path: string }) => crumb.path)).toEqual(['/', '/house-for-rent/in-bangkok', '/house-for-rent/in-watthana-bangkok']);
    expect(district.related).toEqual(
      expect.arrayContaining([
        { group: 'types', links: [expect.objectContaining({ path: '/condo-for-rent/in-watthana-bangkok' })] },
        { group: 'deal', links: [expect.objectContaining({ path: '/house-for-sale/in-watthana-bangkok' })] },
      ]),
    );
    const province = (await app.inject({ method: 'GET', url: '/api/landing-page?path=/condo-for-rent/in-bangkok' })).json().result;
    expect(province.related).toEqual(
      expect.arrayContaining([
        { group: 'districts', links: [expect.objectContaining({ path: '/condo-for-rent/in-watthana-bangkok' })] },
        { group: 'bands', links: [expect.objectContaining({ path: '/condo-for-rent/in-bangkok/10k-20k' })] },
      ]),
    );
  });

  it.each([
    ['an unknown place', '/condo-for-rent/in-atlantis'],
    ['an unknown station', '/condo-for-rent/near-bts-nowhere'],
    ['an empty page (no factories)', '/factory-for-rent/in-bangkok'],
    ['an empty price band', '/condo-for-rent/in-bangkok/under-5k'],
    ['a price band of the other deal', '/condo-for-rent/in-bangkok/2m-3m'],
    ['a listing of the draft only', '/condo-for-rent/in-bangkok/5k-10k'],
    ['an unknown estate type', '/castle-for-rent/in-bangkok'],
  ])('answers 404 for %s, on the page and from the API', async (_name, path) => {
    const { status, body } = await page(path);
    expect(status).toBe(404);
    expect(body).not.toContain('ld+json');
    const api = await app.inject({ method: 'GET', url: `/api/landing-page?path=${encodeURIComponent(path)}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', message: 'content not found' });
  });

  it('refuses a missing path with the catalogue error', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/landing-page' });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { path: expect.any(Array) } });
  });
});

describe('the search results page', () => {
  it("renders the first page of results for the URL's filter, read as the web app reads it, with the master lists it named and its head", async () => {
    const res = await page('/announce-search?p=Bangkok&utm_source=line');
    expect(res.status).toBe(200);
    const items = expectPublicHead(res.body, `${PUBLIC_URL}/announce-search?p=Bangkok&utm_source=line`);
    expect(titleOf(res.body)).toBe(suffixed('th', th.shell.pages.search));
    const state = serverState(res.body)!;
    expect(state.page).toMatchObject({ kind: 'search', page: 1, perPage: 10, filter: { province_id: PROVINCE_IDS.bangkok } });
    // the answer GET api/estate gives for that filter: both Bangkok listings, posted moments
    // apart, so the better one first (the quality score, docs/decisions/065)
    const api = await app.inject({ method: 'GET', url: `/api/estate?province_id=${PROVINCE_IDS.bangkok}` });
    expect(state.page.data).toEqual(api.json().result);
    const scores = await app.db.selectFrom('listing_search').select(['listing_id', 'quality_score']).where('listing_id', 'in', [ids.condoRent, ids.houseBoth]).execute();
    const score = (id: number) => scores.find((row) => row.listing_id === id)!.quality_score;
    expect(score(ids.condoRent)).toBeGreaterThan(score(ids.houseBoth));
    expect(state.page.data.data.map((card: { id: number }) => card.id)).toEqual([ids.condoRent, ids.houseBoth]);
    expect(state.page.masters.areas.provinces.length).toBeGreaterThan(0);
    expect(state.page.masters.estate).toBeUndefined();
    expect(res.body).toContain('<h1>คอนโด "ริเวอร์" &lt;ใกล้ BTS> อโศก</h1>');
    expect(stylesheets(res.body)).toEqual(['/assets/joined-search.css', '/assets/index.css disabled', '/assets/announce-search.css disabled']);
    expect(items.map((item) => item['@type'])).toEqual(['SearchResultsPage', 'BreadcrumbList']);
    expect(items[0]!.mainEntity.itemListElement).toHaveLength(2);
    // the first card's cover is the page's largest picture: preloaded with the card's widths and box, and only it
    const first = state.page.data.data[0].id as number;
    expect(first).toBe(ids.condoRent);
    expect(res.body.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      `<link rel="preload" as="image" href="/uploads/listings/${first}-cover.webp" imagesrcset="/uploads/listings/${first}-t.webp 280w, /uploads/listings/${first}-cover.webp 976w" imagesizes="(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw" fetchpriority="high">`,
    ]);
  });

  it('names a keyword in its title, and an English page is the same search in English', async () => {
    const res = await page(`/announce-search?q=${encodeURIComponent('อโศก')}&lang=en`);
    expect(res.status).toBe(200);
    expectPublicHead(res.body, `${PUBLIC_URL}/announce-search?q=${encodeURIComponent('อโศก')}&lang=en`, 'en');
    expect(titleOf(res.body)).toBe(suffixed('en', resources.en.search.results.titleFor.replace('{{keyword}}', 'อโศก')));
    expect(serverState(res.body)!.page.data.data.map((card: { id: number }) => card.id)).toEqual([ids.condoRent]);
  });

  it('counts each request of the page as the search API counts a search: the search log (with the analytics cookie) and impressions', async () => {
    await app.searchLogs.flush();
    const last = (await database.db.selectFrom('search_logs').select(({ fn }) => fn.max('id').as('id')).executeTakeFirst())?.id ?? '0';
    const visitor = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    await page(`/announce-search?p=${encodeURIComponent('นนทบุรี')}`, { cookie: `theme=x; baandee_analytics=${visitor}` });
    await page(`/announce-search?p=${encodeURIComponent('นนทบุรี')}`);
    await app.searchLogs.flush();
    const rows = await database.db.selectFrom('search_logs').select(['analytics_id', 'source', 'result_count']).where('id', '>', last).orderBy('id').execute();
    expect(rows).toEqual([
      { analytics_id: visitor, source: 'search', result_count: 1 },
      { analytics_id: null, source: 'search', result_count: 1 },
    ]);
  });

  it('leaves the map view, and a page the search refuses, to the app: its page without results, not a 404', async () => {
    for (const url of ['/announce-search?view=map', '/announce-search?page=20000']) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).not.toContain('data-ssr="1"');
      expect(titleOf(res.body), url).toBe(suffixed('th', th.shell.pages.search));
    }
  });
});

describe('the sitemap and robots.txt', () => {
  const xml = async (url: string, on: App = app) => {
    const res = await page(url, {}, on);
    expect(res.status, url).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/xml/);
    expect(validateXml(res.body)).toBe(true);
    return parseXml(res.body, { ignoreAttributes: false, attributeNamePrefix: '@' }) as Record<string, any>;
  };
  const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

  it('is an index of parts, each a well-formed urlset of Thai pages with their English alternates and a lastmod from the data', async () => {
    const index = await xml('/sitemap.xml');
    const parts = asList(index.sitemapindex.sitemap) as { loc: string; lastmod?: string }[];
    const paths = parts.map((part) => part.loc.replace(PUBLIC_URL, ''));
    expect(paths).toEqual(['/sitemaps/listings-1.xml', '/sitemaps/landing-1.xml', '/sitemaps/agents-1.xml', '/sitemaps/trends.xml', '/sitemaps/articles.xml']);
    // the articles part lists nothing until articles exist: no date to give
    expect(parts.at(-1)!.lastmod).toBeUndefined();

    const listings = asList((await xml('/sitemaps/listings-1.xml')).urlset.url) as { loc: string; lastmod: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] }[];
    const published = await database.db.selectFrom('listings').select(['id', 'announce_title', 'updated_at']).where('status', '=', 'publish').orderBy('id').execute();
    expect(listings.map((url) => url.loc)).toEqual(published.map((row) => `${PUBLIC_URL}/view-announce/${encodeURI(slugId(row.announce_title, row.id))}`));
    expect(listings.map((url) => url.lastmod)).toEqual(published.map((row) => new Date(row.updated_at).toISOString()));
    expect(listings[0]!['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])).toEqual([
      ['th', listings[0]!.loc],
      ['en', `${listings[0]!.loc}?lang=en`],
    ]);
    expect(parts[0]!.lastmod).toBe(new Date(Math.max(...published.map((row) => new Date(row.updated_at).getTime()))).toISOString());

    const landing = asList((await xml('/sitemaps/landing-1.xml')).urlset.url) as { loc: string; lastmod: string }[];
    const landingPaths = landing.map((url) => url.loc.replace(PUBLIC_URL, ''));
    expect(landingPaths).toEqual(expect.arrayContaining(['/condo-for-rent/in-bangkok', '/condo-for-rent/near-bts-asok', '/condo-for-sale/in-nonthaburi/2m-3m', '/house-for-sale/in-watthana-bangkok']));
    expect(landingPaths).not.toContain('/condo-for-rent/in-bangkok/5k-10k'); // the draft's band
    // every page listed answers 200 (none is empty)
    for (const path of landingPaths.slice(0, 40)) expect((await page(path)).status, path).toBe(200);
    for (const url of landing) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);

    const agents = asList((await xml('/sitemaps/agents-1.xml')).urlset.url) as { loc: string }[];
    expect(agents.map((url) => url.loc)).toContain(`${PUBLIC_URL}/view-profile/${ownerId}`);
    const trends = asList((await xml('/sitemaps/trends.xml')).urlset.url) as { loc: string }[];
    expect(trends.length).toBeGreaterThan(10);
    expect(asList((await xml('/sitemaps/articles.xml')).urlset.url)).toEqual([]);
  });

  it('lists the articles a visitor can read, with their last change, and not a draft or one scheduled for later', async () => {
    const category = await database.db.selectFrom('article_categories').select('id').executeTakeFirstOrThrow();
    const article = (title: string, status: 'draft' | 'published', publishAt: Date) =>
      database.db
        .insertInto('articles')
        .values({ category_id: category.id, title_th: title, body_th: '<p>เนื้อหา</p>', status, publish_at: publishAt } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const read = await article('บทความที่อ่านได้', 'published', new Date(Date.now() - 3600_000));
    const draft = await article('ฉบับร่าง', 'draft', new Date(Date.now() - 3600_000));
    const later = await article('ตั้งเวลาไว้', 'published', new Date(Date.now() + 86_400_000));
    try {
      const urls = asList((await xml('/sitemaps/articles.xml')).urlset.url) as { loc: string; lastmod: string }[];
      expect(urls.map((url) => url.loc)).toEqual([`${PUBLIC_URL}/view-article/${read.id}`]);
      expect(Number.isNaN(Date.parse(urls[0]!.lastmod))).toBe(false);
      const index = asList((await xml('/sitemap.xml')).sitemapindex.sitemap) as { loc: string; lastmod?: string }[];
      expect(index.at(-1)!.lastmod).toBe(urls[0]!.lastmod);
    } finally {
      await database.db.deleteFrom('articles').where('id', 'in', [read.id, draft.id, later.id]).execute();
    }
  });

  it('splits a part past its size, and answers 404 for a part that does not exist', async () => {
    const index = await xml('/sitemap.xml', small);
    const parts = (asList(index.sitemapindex.sitemap) as { loc: string }[]).map((part) => part.loc.replace(PUBLIC_URL, ''));
    expect(parts.filter((part) => part.startsWith('/sitemaps/listings-'))).toEqual(['/sitemaps/listings-1.xml', '/sitemaps/listings-2.xml']);
    const landingParts = parts.filter((part) => part.startsWith('/sitemaps/landing-'));
    expect(landingParts.length).toBeGreaterThan(3);
    const seen: string[] = [];
    for (const part of [...parts.filter((p) => p.startsWith('/sitemaps/listings-')), ...landingParts]) {
      const urls = asList((await xml(part, small)).urlset.url) as { loc: string }[];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(2);
      seen.push(...urls.map((url) => url.loc));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((loc) => loc.includes('/view-announce/'))).toHaveLength(3);
    for (const missing of ['/sitemaps/listings-3.xml', '/sitemaps/listings-0.xml', `/sitemaps/landing-${landingParts.length + 1}.xml`, '/sitemaps/listings-x.xml']) {
      expect((await page(missing, {}, small)).status, missing).toBe(404);
    }
  });

  it('robots.txt keeps crawlers out of the account, admin and post-flow pages and the API, names the sitemap, and leaves the public pages open', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/admin', '/my-profile', '/my-announce', '/my-favorite', '/my-credit-point', '/change-password', '/line-setting', '/api/', '/*/announce', '/announce$', '/announce/']) {
      expect(disallowed).toContain(path);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // robots.txt rules are prefixes ($ ends one): none may cover a public page
    const blocks = (path: string) =>
      disallowed.some((rule) => {
        const anchored = rule.endsWith('$');
        const body = (anchored ? rule.slice(0, -1) : rule).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
        return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
      });
    for (const path of ['/', '/announce-search', '/view-announce/x-1', '/view-profile/1', '/trend/sukhumvit-11', '/condo-for-rent/in-bangkok', '/article', '/about-us']) {
      expect(blocks(path), path).toBe(false);
    }
    for (const path of ['/admin', '/admin/trends', '/announce', '/announce/form-price', '/12/announce/preview', '/my-profile']) expect(blocks(path), path).toBe(true);
  });
});
