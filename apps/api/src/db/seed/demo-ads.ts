import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { AD_SLOT_RATIO, EVENT_BANNER_RATIO } from '@baandee/domain';
import { sanitizeAdHtml } from '../../modules/ads/ad-html.js';
import type { Storage } from '../../plugins/storage.plugin.js';
import type { DB } from '../schema.js';
import type { SeedOptions } from './index.js';

/**
 * Demo ads and an event banner, all in-house (the product's own package and "post your
 * listing"), so a newcomer sees every slot working. Seeded once, when neither table has
 * a row; an admin's own ads and banners are never touched.
 */

const WIDTH = 1600;

/** Sun, water and confetti in the product's colours: no text (the page writes the banner's title over it). */
function festivalSvg(height: number): string {
  const drops = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 173) % WIDTH;
    const y = (i * 97) % height;
    const r = 10 + ((i * 7) % 26);
    const colours = ['#4dabf7', '#74c0fc', '#ffd43b', '#ffa94d', '#ffffff'];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours[i % colours.length]}" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#0b7285"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${WIDTH - 220}" cy="${height / 2}" r="${height / 2.6}" fill="#ffd43b" opacity="0.9"/>
    <path d="M0 ${height * 0.78} C ${WIDTH * 0.25} ${height * 0.62}, ${WIDTH * 0.5} ${height * 0.95}, ${WIDTH} ${height * 0.72} L ${WIDTH} ${height} L 0 ${height} Z" fill="#ffffff" opacity="0.25"/>
    ${drops}
  </svg>`;
}

/** The OPENING99 package: a price tag and coins (the ad's alt text says what it offers). */
function packageSvg(height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
    <rect width="100%" height="100%" fill="#2b8a3e"/>
    <rect x="${WIDTH * 0.06}" y="${height * 0.2}" width="${WIDTH * 0.34}" height="${height * 0.6}" rx="${height * 0.08}" fill="#ffffff"/>
    <circle cx="${WIDTH * 0.1}" cy="${height * 0.5}" r="${height * 0.06}" fill="#2b8a3e"/>
    <rect x="${WIDTH * 0.15}" y="${height * 0.34}" width="${WIDTH * 0.2}" height="${height * 0.1}" rx="8" fill="#fab005"/>
    <rect x="${WIDTH * 0.15}" y="${height * 0.52}" width="${WIDTH * 0.14}" height="${height * 0.08}" rx="8" fill="#51cf66"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${WIDTH * (0.58 + i * 0.09)}" cy="${height * (0.62 - i * 0.08)}" r="${height * 0.17}" fill="#fcc419" stroke="#f08c00" stroke-width="10"/>`).join('')}
  </svg>`;
}

async function store(storage: Storage, key: string, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
  await storage.put(key, webp, 'image/webp');
  return storage.url(key);
}

/** Thai only, as the pages it shows on are Thai first (an ad has one text for both languages). */
export const POST_LISTING_HTML = `<h3>ลงประกาศขายหรือเช่ากับบ้านดี</h3>
<p>ผู้ซื้อและผู้เช่าติดต่อคุณโดยตรง ไม่มีค่านายหน้า</p>
<p><a href="/announce">ลงประกาศเลย</a></p>`;

export async function seedDemoAds(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  if (!options.demo) return;
  const [ad, banner] = await Promise.all([
    db.selectFrom('ads').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('event_banners').select('id').limit(1).executeTakeFirst(),
  ]);
  if (ad && banner) return;
  if (!options.storage) throw new Error('seed: demo ads need the storage for their pictures');
  const startsAt = new Date();

  if (!banner) {
    await db
      .insertInto('event_banners')
      .values({
        image_url: await store(options.storage, 'ads/demo-event-banner.webp', festivalSvg(Math.round(WIDTH / EVENT_BANNER_RATIO))),
        link: '/announce',
        title_th: 'สงกรานต์นี้ ลงประกาศกับบ้านดี รับเครดิตเพิ่ม',
        title_en: 'This Songkran, post on BaanDee and get extra credits',
        starts_at: startsAt,
        ends_at: null,
      })
      .execute();
  }
  if (!ad) {
    const packageImage = await store(options.storage, 'ads/demo-opening99.webp', packageSvg(Math.round(WIDTH / AD_SLOT_RATIO.top)));
    // text and a link of this site: no picture for the allow-list to check against a host
    const html = sanitizeAdHtml(POST_LISTING_HTML, []);
    await db
      .insertInto('ads')
      .values([
        {
          page_name: 'searchList',
          page_position: 'top',
          name: 'แพ็กเกจ OPENING99',
          image_url: packageImage,
          link: '/my-credit-point',
          alt_th: 'แพ็กเกจ OPENING99 ราคา 99 บาท: ลงประกาศใหม่ 2 รายการ หรือดันประกาศ 1 ครั้ง',
          alt_en: 'Package OPENING99, 99 baht: 2 new listings or 1 boost',
          starts_at: startsAt,
        },
        { page_name: 'searchList', page_position: 'bottom', name: 'ชวนลงประกาศ', html, starts_at: startsAt },
        { page_name: 'homePage', page_position: 'bottom', name: 'ชวนลงประกาศ', html, starts_at: startsAt },
        { page_name: 'announceView', page_position: 'bottom', name: 'ชวนลงประกาศ', html, starts_at: startsAt },
        { page_name: 'aboutUs', page_position: 'bottom', name: 'ชวนลงประกาศ', html, starts_at: startsAt },
      ])
      .execute();
  }
}
