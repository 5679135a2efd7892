import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

interface CategorySeed {
  slug: string;
  name_th: string;
  name_en: string;
  subs: { slug: string; name_th: string; name_en: string }[];
}

/** The article categories every install starts with (spec section 3 "Article category"). */
export const ARTICLE_CATEGORY_SEEDS: CategorySeed[] = [
  {
    slug: 'renting',
    name_th: 'เช่าบ้านและคอนโด',
    name_en: 'Renting',
    subs: [
      { slug: 'rental-tips', name_th: 'เคล็ดลับการเช่า', name_en: 'Renting tips' },
      { slug: 'contracts-deposits', name_th: 'สัญญาเช่าและเงินประกัน', name_en: 'Leases and deposits' },
    ],
  },
  {
    slug: 'buying',
    name_th: 'ซื้อบ้านและคอนโด',
    name_en: 'Buying',
    subs: [
      { slug: 'first-home', name_th: 'ซื้อบ้านหลังแรก', name_en: 'Your first home' },
      { slug: 'loans', name_th: 'สินเชื่อบ้าน', name_en: 'Home loans' },
      { slug: 'fees-taxes', name_th: 'ค่าธรรมเนียมและภาษี', name_en: 'Fees and taxes' },
    ],
  },
  {
    slug: 'areas',
    name_th: 'ย่านน่าอยู่',
    name_en: 'Neighbourhoods',
    subs: [
      { slug: 'bangkok', name_th: 'กรุงเทพฯ', name_en: 'Bangkok' },
      { slug: 'greater-bangkok', name_th: 'ปริมณฑล', name_en: 'Around Bangkok' },
    ],
  },
  {
    slug: 'transport',
    name_th: 'การเดินทาง',
    name_en: 'Getting around',
    subs: [
      { slug: 'rail', name_th: 'รถไฟฟ้า', name_en: 'BTS, MRT and ARL' },
      { slug: 'commute', name_th: 'เดินทางไปทำงาน', name_en: 'Commuting' },
    ],
  },
  {
    slug: 'living',
    name_th: 'ย้ายบ้านและการอยู่อาศัย',
    name_en: 'Moving and living',
    subs: [
      { slug: 'moving', name_th: 'ย้ายบ้าน', name_en: 'Moving house' },
      { slug: 'home-care', name_th: 'ดูแลบ้าน', name_en: 'Home care' },
    ],
  },
  {
    slug: 'owners',
    name_th: 'สำหรับเจ้าของและนายหน้า',
    name_en: 'For owners and agents',
    subs: [
      { slug: 'listing-tips', name_th: 'ลงประกาศให้โดดเด่น', name_en: 'Better listings' },
      { slug: 'selling-tips', name_th: 'ขายให้ไว', name_en: 'Selling faster' },
    ],
  },
];

/**
 * Categories are curated by the admin, so like the trends they are seeded only while the
 * table is empty: a start with categories costs one query.
 */
export async function seedArticleCategories(db: Kysely<DB>): Promise<void> {
  const present = await db.selectFrom('article_categories').select('id').limit(1).executeTakeFirst();
  if (present) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, category] of ARTICLE_CATEGORY_SEEDS.entries()) {
      const { id } = await trx
        .insertInto('article_categories')
        .values({ slug: category.slug, name_th: category.name_th, name_en: category.name_en, sort_order: (index + 1) * 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('article_sub_categories')
        .values(category.subs.map((sub, position) => ({ ...sub, category_id: id, sort_order: (position + 1) * 10 })))
        .execute();
    }
  });
}
