import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@baandee/contracts';
import { LISTING_SELL_TYPE, SAVED_SEARCH_ALERT_CARDS } from '@baandee/domain';
import { alertLineMessages, alertMail, type SavedSearchAlert } from '../../src/modules/saved-searches/saved-search-alert-messages.js';

const PUBLIC_URL = 'https://baandee.example';
const named = (th: string, en: string) => ({ id: 1, name_th: th, name_en: en });

function card(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id,
    slug_id: `condo-${id}`,
    status: 'publish',
    boosted: false,
    announce_title: `คอนโดใกล้ BTS อโศก ห้อง ${id}`,
    sell_type: LISTING_SELL_TYPE.rent,
    estate_type_id: 1,
    estate_type: named('คอนโด', 'Condo'),
    project_estate_name: null,
    rent_price: 15000,
    sell_price: null,
    area_size: 35,
    total_bedroom: 1,
    total_restroom: 1,
    car_park_size: 0,
    room_code: '1B1',
    province: named('กรุงเทพมหานคร', 'Bangkok'),
    district: named('วัฒนา', 'Watthana'),
    nearest_station: null,
    location_lat: null,
    location_lng: null,
    cover_img: `/uploads/listing/${id}.webp`,
    thumb_img: null,
    favorite: false,
    published_at: null,
    updated_at: new Date().toISOString(),
    confirmed_at: null,
    ...overrides,
  };
}

const alert = (cards: ListingCard[], total = cards.length): SavedSearchAlert => ({
  name: 'คอนโดอโศก',
  frequency: 'instant',
  cards,
  total,
  searchUrl: `${PUBLIC_URL}/my-saved-search?open=7`,
  unsubscribeUrl: `${PUBLIC_URL}/saved-search-unsubscribe?id=7&sig=${'a'.repeat(43)}`,
  oneClickUrl: `${PUBLIC_URL}/api/saved-search/one-click-unsubscribe?id=7&sig=${'a'.repeat(43)}`,
});

type Bubble = { hero?: { url: string }; footer?: { contents: { action: { label: string; uri: string } }[] }; body: { contents: { text?: string; action?: { label: string } }[] } };

describe('a saved-search alert on LINE', () => {
  it(`is a text and a carousel of at most ${SAVED_SEARCH_ALERT_CARDS} listings and a last bubble, within LINE's limits`, () => {
    const cards = Array.from({ length: SAVED_SEARCH_ALERT_CARDS }, (_, i) => card(i + 1));
    const [text, flex] = alertLineMessages(alert(cards, 14), PUBLIC_URL) as unknown as [{ text: string }, { altText: string; contents: { contents: Bubble[] } }];
    expect(text.text).toContain('และอีก 4 รายการ');
    expect(text.text).toContain('and 4 more');
    expect(text.text).toContain('/saved-search-unsubscribe?id=7&sig=');
    const bubbles = flex.contents.contents;
    expect(bubbles).toHaveLength(SAVED_SEARCH_ALERT_CARDS + 1);
    expect(bubbles[0]!.hero?.url).toBe(`${PUBLIC_URL}/uploads/listing/1.webp`);
    expect(bubbles[0]!.footer?.contents[0]!.action.uri).toMatch(new RegExp(`^${PUBLIC_URL}/view-announce/.+-1$`));
    expect(JSON.stringify(bubbles[0])).toContain('เช่า 15,000 บาท/เดือน');
    for (const bubble of bubbles) {
      for (const button of [...(bubble.footer?.contents ?? []), ...bubble.body.contents]) {
        if ('action' in button && button.action?.label) expect(button.action.label.length).toBeLessThanOrEqual(40);
      }
    }
    expect(flex.altText.length).toBeLessThanOrEqual(400);
  });

  it('shows a picture only from an https address, as LINE requires', () => {
    const [, flex] = alertLineMessages(alert([card(1)]), 'http://localhost:3000') as unknown as [unknown, { contents: { contents: Bubble[] } }];
    expect(flex.contents.contents[0]!.hero).toBeUndefined();
  });
});

describe('a saved-search alert by e-mail', () => {
  it('is Thai then English, a line per listing, the sale price for a sale, and List-Unsubscribe', () => {
    const mail = alertMail('seeker@example.com', alert([card(1), card(2, { sell_type: LISTING_SELL_TYPE.sell, rent_price: null, sell_price: 3500000 })]), PUBLIC_URL);
    expect(mail.subject).toBe('ประกาศใหม่ 2 รายการ ตรงกับ "คอนโดอโศก" / 2 new listings for "คอนโดอโศก" - BaanDee');
    expect(mail.text.indexOf('ขาย 3,500,000 บาท')).toBeLessThan(mail.text.indexOf('For sale 3,500,000 baht'));
    expect(mail.text).toContain('วัฒนา, กรุงเทพมหานคร');
    expect(mail.text).toContain('Watthana, Bangkok');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/saved-search/one-click-unsubscribe?id=7&sig=${'a'.repeat(43)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('has an HTML part of the same listings, links and prices, its text escaped, pictures over https only', () => {
    const mail = alertMail(
      'seeker@example.com',
      { ...alert([card(1, { announce_title: 'Condo <b>& "view"</b>' }), card(2, { cover_img: 'http://insecure.example/a.jpg' })]), name: 'A & B' },
      PUBLIC_URL,
    );
    const html = mail.html!;
    expect(html).toContain('Condo &lt;b&gt;&amp; &quot;view&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>&');
    expect(html).toContain('A &amp; B');
    expect(html).toContain(`href="${PUBLIC_URL}/view-announce/`);
    expect(html).toContain(`href="${PUBLIC_URL}/my-saved-search?open=7"`);
    expect(html).toContain(`href="${PUBLIC_URL}/saved-search-unsubscribe?id=7&amp;sig=${'a'.repeat(43)}"`);
    expect(html).not.toContain('http://insecure.example');
    expect(html.indexOf('lang="th"')).toBeLessThan(html.indexOf('lang="en"'));
    // the text part is kept
    expect(mail.text).toContain('A & B');
  });
});
