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
  /** Pauses the saved search without signing in (the web page that asks the API). */
  unsubscribeUrl: string;
  /** The same as RFC 8058 one-click: the API address a mail client POSTs to (List-Unsubscribe). */
  oneClickUrl: string;
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

/** Text for HTML: the five characters that mean markup, escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail's HTML in one language: each listing with its picture (https only, as LINE), title as a link, price and place; the search and the unsubscribe link. */
function mailHtmlPart(alert: SavedSearchAlert, publicUrl: string, language: Language): string {
  const t = texts(language);
  const link = (href: string, text: string, style = '') => `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</a>`;
  const cards = alert.cards.map((card) => {
    const url = listingUrl(publicUrl, card);
    const picture = card.cover_img && new URL(card.cover_img, `${publicUrl}/`).href;
    const place = placeOf(card, language);
    return [
      '<tr><td style="padding:12px 0;border-bottom:1px solid #e5e5e5">',
      picture?.startsWith('https://') ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(picture)}" alt="" width="160" style="display:block;border-radius:8px;margin-bottom:8px"></a>` : '',
      `<div style="font-weight:bold">${link(url, titleOf(card), 'color:#0b5d40')}</div>`,
      `<div style="color:#1f7a4d">${escapeHtml(priceOf(card, language))}</div>`,
      place ? `<div style="color:#666666;font-size:13px">${escapeHtml(place)}</div>` : '',
      '</td></tr>',
    ].join('');
  });
  const more = alert.total > alert.cards.length ? `<p>${escapeHtml(fill(t.more, { count: alert.total - alert.cards.length }))}</p>` : '';
  return [
    `<div lang="${language}">`,
    `<p>${escapeHtml(fill(t.text, { name: alert.name }))}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${cards.join('')}</table>`,
    more,
    `<p>${link(alert.searchUrl, t.search, 'color:#0b5d40;font-weight:bold')}</p>`,
    `<p style="color:#666666;font-size:13px">${link(alert.unsubscribeUrl, t.unsubscribe, 'color:#666666')}</p>`,
    '</div>',
  ].join('\n');
}

/**
 * The alert as a mail, Thai then English: a plain-text part and an HTML part of the same
 * content, and RFC 8058 one-click unsubscribe (List-Unsubscribe with the API's address that
 * takes the POST, List-Unsubscribe-Post); the body's link opens the web page.
 */
export function alertMail(to: string, alert: SavedSearchAlert, publicUrl: string): OutgoingMail {
  const subjectLine = `${subject(alert, 'th')} / ${subject(alert, 'en')} - ${PRODUCT_NAME}`;
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subjectLine)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Kanit,Tahoma,Arial,sans-serif;font-size:15px;line-height:1.5;color:#222222;max-width:560px">',
    mailHtmlPart(alert, publicUrl, 'th'),
    '<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">',
    mailHtmlPart(alert, publicUrl, 'en'),
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: subjectLine,
    text: bilingual(mailText(alert, publicUrl, 'th'), mailText(alert, publicUrl, 'en')),
    html,
    headers: { 'List-Unsubscribe': `<${alert.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
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
