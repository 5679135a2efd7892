import { formatNumber, isHomeType, type QualityFix } from '@baandee/domain';
import { qualityTexts, resources, type Language } from '@baandee/locales';
import { fill } from '../../lib/fill.js';

/** The names a price fix uses for the listings the price is compared with. */
export interface PriceGroupNames {
  estate_type_slug: string | null;
  type: Record<Language, string>;
  district: Record<Language, string>;
  bedrooms: number;
}

/** Bedrooms are compared with four and more as one group (docs/decisions/058). */
const MANY_BEDROOMS = 4;

/** "1-bedroom condo listings in Huai Khwang", "คอนโด 1 ห้องนอนในเขตห้วยขวาง". */
function groupText(names: PriceGroupNames, language: Language): string {
  const texts = qualityTexts[language].group;
  const type = language === 'en' ? names.type.en.toLowerCase() : names.type.th;
  const district = names.district[language];
  if (names.estate_type_slug === null || !isHomeType(names.estate_type_slug)) return fill(texts.other, { type, district });
  const rooms =
    names.bedrooms === 0 ? texts.studio : names.bedrooms >= MANY_BEDROOMS ? fill(texts.many, { count: MANY_BEDROOMS }) : fill(texts.rooms, { count: names.bedrooms });
  return fill(texts.home, { type, district, rooms });
}

/** A field's name as the form labels it, without its unit: "Deposit (baht)" -> "Deposit". */
const fieldName = (field: string, language: Language) =>
  (resources[language].listing.fields[field as keyof (typeof resources)['th']['listing']['fields']] ?? field).replace(/\s*\(.*\)$/, '');

/** A fix in words, in the language asked for. */
export function fixMessage(fix: QualityFix, group: PriceGroupNames, language: Language): string {
  const texts = qualityTexts[language];
  const fixes = texts.fixes as Record<string, string>;
  const template = (fix.values.count === 1 && fixes[`${fix.code}_one`]) || fixes[fix.code]!;
  const locale = language === 'en' ? 'en-US' : 'th-TH';
  return fill(template, {
    ...fix.values,
    fields: fix.values.fields?.map((field) => fieldName(field, language)).join(texts.listSeparator),
    median: fix.values.median === undefined ? undefined : formatNumber(fix.values.median, locale),
    group: fix.code.endsWith('_median') ? groupText(group, language) : undefined,
  });
}
