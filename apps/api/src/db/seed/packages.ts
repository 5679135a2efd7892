import type { Kysely } from 'kysely';
import { PACKAGE_OPENING99, SATANG_PER_BAHT } from '@baandee/domain';
import type { DB } from '../schema.js';

/** What OPENING99 gives (spec section 1), one item a line. */
export const OPENING99_DETAILS = {
  th: [
    'ลงประกาศใหม่ได้ 2 ประกาศ หรือดันประกาศ 1 ครั้ง',
    'เนื้อหาประกาศเขียนโดย AI',
    'แต่งรูปด้วย AI 5 รูปต่อประกาศ',
    'ทีมงานช่วยโปรโมตในกลุ่มนายหน้า',
  ].join('\n'),
  en: ['2 new listings or 1 boost', 'AI-written listing content', 'AI photo editing of 5 photos per listing', 'Marketing by our team in a broker group'].join(
    '\n',
  ),
} as const;

/**
 * The package the spec sells (section 1, DESIGN 4.4): OPENING99, 99 baht for 2 credits.
 * Inserted when missing; an admin's later changes to it are kept.
 */
export async function seedPackages(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('packages')
    .values({
      code: PACKAGE_OPENING99.code,
      price_satang: PACKAGE_OPENING99.headPrice * SATANG_PER_BAHT,
      credits: PACKAGE_OPENING99.credits,
      details_th: OPENING99_DETAILS.th,
      details_en: OPENING99_DETAILS.en,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
