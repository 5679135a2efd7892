import type { Kysely } from 'kysely';
import { PACKAGE_OPENING99, SATANG_PER_BAHT } from '@baandee/domain';
import type { DB } from '../schema.js';

/** The photo line: what the enhancement does (docs/decisions/050), not a promise of "AI". */
const PHOTOS = { th: 'ปรับแสง สี ความคมชัด และครอปรูปปกให้อัตโนมัติ 5 รูปต่อประกาศ', en: 'Photos enhanced (light, colour, sharpness, cover crop): 5 per listing' };
/** The photo line as an earlier seed wrote it: details still holding it are replaced. */
const EARLIER_PHOTOS = { th: 'แต่งรูปด้วย AI 5 รูปต่อประกาศ', en: 'AI photo editing of 5 photos per listing' };

/**
 * What OPENING99 gives (spec section 1), one item a line, as this install delivers it: the
 * listing text is "written for you" by the built-in writer, and AI-written only where a
 * model endpoint is configured (LLM_API_URL, docs/decisions/048); the photos line names
 * what the enhancement does.
 */
export function opening99Details(listingTextByModel: boolean, photos: { th: string; en: string } = PHOTOS): { th: string; en: string } {
  const th = [
    'ลงประกาศใหม่ได้ 2 ประกาศ หรือดันประกาศ 1 ครั้ง',
    listingTextByModel ? 'เนื้อหาประกาศเขียนโดย AI จากข้อมูลที่คุณกรอก' : 'เขียนหัวข้อและรายละเอียดประกาศให้ ทั้งภาษาไทยและอังกฤษ จากข้อมูลที่คุณกรอก',
    photos.th,
    'ทีมงานช่วยโปรโมตในกลุ่มนายหน้า',
  ];
  const en = [
    '2 new listings or 1 boost',
    listingTextByModel ? 'AI-written listing content, from the details you enter' : 'Listing title and description written for you, in Thai and English, from the details you enter',
    photos.en,
    'Marketing by our team in a broker group',
  ];
  return { th: th.join('\n'), en: en.join('\n') };
}

/** The details seeded before the listing text was delivered: still unedited, they are replaced. */
const FIRST_DETAILS = {
  th: ['ลงประกาศใหม่ได้ 2 ประกาศ หรือดันประกาศ 1 ครั้ง', 'เนื้อหาประกาศเขียนโดย AI', 'แต่งรูปด้วย AI 5 รูปต่อประกาศ', 'ทีมงานช่วยโปรโมตในกลุ่มนายหน้า'].join('\n'),
  en: ['2 new listings or 1 boost', 'AI-written listing content', 'AI photo editing of 5 photos per listing', 'Marketing by our team in a broker group'].join('\n'),
};

/**
 * The package the spec sells (section 1, DESIGN 4.4): OPENING99, 99 baht for 2 credits.
 * Inserted when missing. Details an admin has edited are kept; details still as a seed
 * wrote them follow what this install does (a model configured or not).
 */
export async function seedPackages(db: Kysely<DB>, options: { listingTextByModel?: boolean } = {}): Promise<void> {
  const details = opening99Details(options.listingTextByModel ?? false);
  await db
    .insertInto('packages')
    .values({
      code: PACKAGE_OPENING99.code,
      price_satang: PACKAGE_OPENING99.headPrice * SATANG_PER_BAHT,
      credits: PACKAGE_OPENING99.credits,
      details_th: details.th,
      details_en: details.en,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const seeded = [FIRST_DETAILS, ...[true, false].flatMap((byModel) => [opening99Details(byModel), opening99Details(byModel, EARLIER_PHOTOS)])];
  await db
    .updateTable('packages')
    .set({ details_th: details.th, details_en: details.en })
    .where('code', '=', PACKAGE_OPENING99.code)
    .where((eb) => eb.or(seeded.map((text) => eb.and([eb('details_th', '=', text.th), eb('details_en', '=', text.en)]))))
    .where((eb) => eb.or([eb('details_th', '!=', details.th), eb('details_en', '!=', details.en)]))
    .execute();
}
