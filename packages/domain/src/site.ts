import type { POPULAR_AREA_TREND_IDS } from './constants.js';

type PopularAreaTrendId = (typeof POPULAR_AREA_TREND_IDS)[number];

/**
 * The five popular areas the footer and the home page link to. Each is a trend group
 * (spec section 9: slug ids 11 to 15); the slug is the area's English name, the label
 * comes from the catalogue (`shell:areas.<slug>`).
 */
export const POPULAR_AREAS = [
  { trendId: 11, slug: 'sukhumvit' },
  { trendId: 12, slug: 'silom-sathorn' },
  { trendId: 13, slug: 'ratchada-rama-9' },
  { trendId: 14, slug: 'ari-phahonyothin' },
  { trendId: 15, slug: 'bang-na' },
] as const satisfies readonly { trendId: PopularAreaTrendId; slug: string }[];
export type PopularAreaSlug = (typeof POPULAR_AREAS)[number]['slug'];

/**
 * Landing pages the footer links to (decision 020), under the popular areas. Chosen by
 * hand among pages a marketplace of the six provinces always fills; a page that empties
 * answers 404.
 */
export const FOOTER_LANDING_PAGES = [
  { key: 'condoRentBangkok', path: '/condo-for-rent/in-bangkok' },
  { key: 'condoRentOnNut', path: '/condo-for-rent/near-bts-on-nut' },
  { key: 'condoSaleAsok', path: '/condo-for-sale/near-bts-asok' },
  { key: 'houseSaleNonthaburi', path: '/house-for-sale/in-nonthaburi' },
  { key: 'townhomeSaleSamutPrakan', path: '/townhome-for-sale/in-samut-prakarn' },
] as const;
export type FooterLandingKey = (typeof FOOTER_LANDING_PAGES)[number]['key'];

/** `/trend/{slugId}`: the slug id is the trend's name followed by its id. */
export function trendPath(slug: string, trendId: number): string {
  return `/trend/${slug}-${trendId}`;
}

/** The company's public contact channels, shown in the footer and on the contact page. */
export const COMPANY_CONTACT = {
  phone: '021147788', // a Bangkok landline: 02 + 7 digits, so not in formatPhone's 3-3-4 groups
  phoneDisplay: '02-114-7788',
  email: 'contact@baandee.co.th',
  dpoEmail: 'dpo@baandee.co.th', // the data protection officer (PDPA section 41)
  lineId: '@baandee',
  lineUrl: 'https://line.me/R/ti/p/@baandee',
  facebookUrl: 'https://www.facebook.com/baandee.th',
  facebookName: 'BaanDee',
} as const;

/**
 * The LINE app's add-friend link for a LINE id someone typed: a personal id as `~id`, an
 * official account's `@id` as itself (LINE's own URL scheme). Null for an empty id.
 */
export function lineAddFriendUrl(lineId: string): string | null {
  const id = lineId.trim().replace(/\s+/g, '');
  if (!id) return null;
  return id.startsWith('@') ? `https://line.me/R/ti/p/@${encodeURIComponent(id.slice(1))}` : `https://line.me/R/ti/p/~${encodeURIComponent(id)}`;
}

/** Share links of a page URL in the messaging apps Thai visitors use (their documented share URLs). */
export function shareLinks(url: string): { line: string; facebook: string; messenger: string } {
  const encoded = encodeURIComponent(url);
  return {
    line: `https://social-plugins.line.me/lineit/share?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    // the Messenger app's own scheme: on phones, where the app is
    messenger: `fb-messenger://share/?link=${encoded}`,
  };
}
