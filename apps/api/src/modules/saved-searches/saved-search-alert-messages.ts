import type { ListingCard } from '@baandee/contracts';
import { LISTING_SELL_TYPE, PRODUCT_NAME, slugId } from '@baandee/domain';
import { LANGUAGES, notificationTexts, type Language } from '@baandee/locales';
import { fill } from '../../lib/fill.js';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';
import type { LineMessage } from '../../plugins/line.plugin.js';
import { formatBaht } from '../notifications/notification-messages.js';

/** One alert of a saved search in words, with the links it carries. */
export interface SavedSearchAlert {
  name: string;
  frequency: 'instant' | 'daily';
  /** At most SAVED_SEARCH_ALERT_CARDS, the latest matched first. */
  cards: ListingCard[];
  /** How many listings the alert carries in all (more than the cards when it is long). */
  total: number;
  /** Opens the saved search as a search (the saved-search page opens it). */
  searchUrl: string;
  /** Pauses the saved search without signing in. */
  unsubscribeUrl: string;
}

const texts = (language: Language) => notificationTexts[language].savedSearchAlert;
/** LINE's limits: an alt text of 400 characters, a text of 5,000, a button label of 40. */
const LINE_ALT_TEXT_MAX = 400;

function subject(alert: SavedSearchAlert, language: Language): string {
  const t = texts(language);
  const key = alert.frequency === 'daily' ? 'digestSubject' : 'subject';
  const singular = `${key}_one` as const;
  const template = alert.total === 1 && singular in t ? (t as Record<string, string>)[singular]! : t[key];
  return fill(template, { count: alert.total, name: alert.name });
}

export function listingUrl(publicUrl: string, card: Pick<ListingCard, 'id' | 'announce_title'>): string {
  return `${publicUrl}/view-announce/${encodeURIComponent(slugId(card.announce_title, card.id))}`;
}

const titleOf = (card: ListingCard) => card.announce_title?.trim() || card.project_estate_name?.trim() || `#${card.id}`;

function priceOf(card: ListingCard, language: Language): string {
  const t = texts(language);
  if (card.sell_type !== LISTING_SELL_TYPE.sell && card.rent_price !== null) return fill(t.rent, { price: formatBaht(String(card.rent_price)) });
  if (card.sell_price !== null) return fill(t.sell, { price: formatBaht(String(card.sell_price)) });
  return t.noPrice;
}

function placeOf(card: ListingCard, language: Language): string {
  const name = (named: { name_th: string; name_en: string } | null) => (named ? (language === 'en' ? named.name_en : named.name_th) : null);
  return [name(card.district), name(card.province)].filter(Boolean).join(', ');
}

/** The mail's text in one language: the cards as lines, then the search and the unsubscribe link. */
function mailText(alert: SavedSearchAlert, publicUrl: string, language: Language): string {
  const t = texts(language);
  const cards = alert.cards.map((card, i) => {
    const place = placeOf(card, language);
    return `${i + 1}. ${titleOf(card)}\n   ${priceOf(card, language)}${place ? ` · ${place}` : ''}\n   ${listingUrl(publicUrl, card)}`;
  });
  const more = alert.total > alert.cards.length ? [fill(t.more, { count: alert.total - alert.cards.length })] : [];
  return [fill(t.text, { name: alert.name }), cards.join('\n\n'), ...more, `${t.search}\n${alert.searchUrl}`, `${t.unsubscribe}\n${alert.unsubscribeUrl}`].join('\n\n');
}

/** The alert as a mail, Thai then English, with the unsubscribe link also as List-Unsubscribe. */
export function alertMail(to: string, alert: SavedSearchAlert, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `${subject(alert, 'th')} / ${subject(alert, 'en')} - ${PRODUCT_NAME}`,
    text: bilingual(mailText(alert, publicUrl, 'th'), mailText(alert, publicUrl, 'en')),
    headers: { 'List-Unsubscribe': `<${alert.unsubscribeUrl}>` },
  };
}

const both = (pick: (language: Language) => string) => LANGUAGES.map(pick).join(' / ');
const label = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
const uriButton = (text: string, uri: string, style: 'primary' | 'secondary' | 'link') => ({ type: 'button', style, height: 'sm', action: { type: 'uri', label: label(text), uri } });

/** One listing as a carousel bubble: its picture (LINE shows https pictures only), title, price, place and a button to it. */
function bubble(card: ListingCard, publicUrl: string) {
  const link = listingUrl(publicUrl, card);
  const picture = card.cover_img && new URL(card.cover_img, `${publicUrl}/`).href;
  const place = placeOf(card, 'th');
  return {
    type: 'bubble',
    size: 'kilo',
    ...(picture?.startsWith('https://') && { hero: { type: 'image', url: picture, size: 'full', aspectRatio: '20:13', aspectMode: 'cover', action: { type: 'uri', uri: link } } }),
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: [
        { type: 'text', text: titleOf(card), weight: 'bold', size: 'sm', wrap: true, maxLines: 2 },
        { type: 'text', text: both((language) => priceOf(card, language)), size: 'sm', color: '#1f7a4d', wrap: true },
        ...(place ? [{ type: 'text', text: place, size: 'xs', color: '#888888', wrap: true }] : []),
      ],
    },
    footer: { type: 'box', layout: 'vertical', contents: [uriButton(both((language) => texts(language).view), link, 'primary')] },
  };
}

/**
 * The alert on LINE: a text (Thai then English, with the unsubscribe link) and a carousel
 * of the cards, ending with a bubble to see the whole search or stop the alerts.
 */
export function alertLineMessages(alert: SavedSearchAlert, publicUrl: string): LineMessage[] {
  const more = alert.total > alert.cards.length ? (language: Language) => `\n${fill(texts(language).more, { count: alert.total - alert.cards.length })}` : () => '';
  const intro = LANGUAGES.map((language) => `${subject(alert, language)}${more(language)}\n${texts(language).unsubscribe}\n${alert.unsubscribeUrl}`).join('\n\n');
  const last = {
    type: 'bubble',
    size: 'kilo',
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        { type: 'text', text: alert.name, weight: 'bold', size: 'sm', wrap: true },
        uriButton(both((language) => texts(language).seeAll), alert.searchUrl, 'primary'),
        uriButton(both((language) => texts(language).stop), alert.unsubscribeUrl, 'secondary'),
      ],
    },
  };
  const altText = subject(alert, 'th');
  return [
    { type: 'text', text: intro },
    {
      type: 'flex',
      altText: altText.length > LINE_ALT_TEXT_MAX ? `${altText.slice(0, LINE_ALT_TEXT_MAX - 1)}…` : altText,
      contents: { type: 'carousel', contents: [...alert.cards.map((card) => bubble(card, publicUrl)), last] },
    },
  ];
}
