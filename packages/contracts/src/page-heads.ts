import { PRODUCT_NAME } from '@baandee/domain';
import type { Language } from '@baandee/locales/languages';
import type { ArticleViewResult } from './article.js';
import type { AgentProfileResult, ListingView } from './listing.js';
import type { LandingResult, TrendResult } from './search.js';
import type { SongkranCard } from './songkran.js';

/**
 * The title and meta description of the pages with data of their own (listing, agent
 * profile, trend, landing page, article, Songkran card): one description for the server,
 * which writes them into the page's HTML, and for the web app, which sets them when it
 * changes to the page itself. Types only from the contracts: the web app loads no schema
 * for this.
 */

/**
 * A catalogue text by `namespace:dotted.key` with its `{{values}}` filled, in the page's
 * language: over `resources` on the server, i18next in the browser.
 */
export type HeadTranslate = (key: string, values?: Record<string, string>) => string;

export interface HeadTexts {
  language: Language;
  t: HeadTranslate;
  /** The meta descriptions by page name (`pageDescriptions` of the language). */
  descriptions: Readonly<Record<string, string>>;
}

/** A page's name (its title before the product suffix) and its meta description. */
export interface PageHeadText {
  name: string;
  description: string;
}

/** Spec section 9: "<title> | BaanDee". */
export const headTitle = (texts: HeadTexts, name: string) => texts.t('common:pageTitle', { title: name, product: PRODUCT_NAME });

/** A page's description by its name (`PAGE_ROUTES`), else the site's. */
export const pageDescription = (texts: HeadTexts, page: string) => texts.descriptions[page] ?? texts.descriptions.default ?? '';

/** A master-data row's name in the language (Thai where English is missing). */
export const localName = (language: Language, row: { name_th: string; name_en: string } | null | undefined) =>
  row ? (language === 'en' ? row.name_en || row.name_th : row.name_th) : '';

/** A shared link's preview is a line or two: the description is cut at a word near this length. */
const DESCRIPTION_LENGTH = 160;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function listingHead(texts: HeadTexts, view: ListingView): PageHeadText {
  return {
    name: view.announce_title?.trim() || texts.t('shell:pages.listing'),
    description: view.announce_description?.trim() ? shortDescription(view.announce_description) : pageDescription(texts, 'listing'),
  };
}

export function agentProfileHead(texts: HeadTexts, result: AgentProfileResult): PageHeadText {
  const name = [result.firstname, result.lastname].filter(Boolean).join(' ') || result.company_name || texts.t('shell:pages.agentProfile');
  return { name, description: texts.t('listing:agent.seoDescription', { name, total: String(result.announces.total) }) };
}

export function trendHead(texts: HeadTexts, result: TrendResult): PageHeadText {
  const { trend } = result;
  const name = texts.language === 'en' && trend.trend_name_en ? trend.trend_name_en : trend.trend_name_th;
  return { name, description: texts.t('search:trend.lead', { name }) };
}

export function landingHead(texts: HeadTexts, result: LandingResult): PageHeadText {
  const name = localName(texts.language, result.landing);
  const total = result.landing.total.toLocaleString(texts.language === 'en' ? 'en-US' : 'th-TH');
  return { name, description: texts.t('search:landing.description', { name, total }) };
}

export function articleHead(texts: HeadTexts, result: ArticleViewResult): PageHeadText {
  const { article } = result;
  const english = texts.language === 'en' && Boolean(article.title_en);
  const name = english ? article.title_en : article.title_th;
  return { name, description: shortDescription((english ? article.summary_en : article.summary_th) || name) };
}

export function songkranCardHead(texts: HeadTexts, card: SongkranCard): PageHeadText {
  return { name: texts.t('event:card.title', { name: card.name }), description: shortDescription(card.message) };
}
