import type { Direction } from '../enums.js';
import type { Named, ProminentSlug, ViewSlug } from './listing-facts.js';

/**
 * The writer's fixed phrases for the form's small catalogues, as Bangkok listings put them.
 * The claim extractor reads the same phrases back, so a phrase here is a fact of one field.
 */
export const VIEW_PHRASES: Record<ViewSlug, Named> = {
  city: { th: 'วิวเมือง', en: 'city view' },
  river: { th: 'วิวแม่น้ำ', en: 'river view' },
  garden: { th: 'วิวสวน', en: 'garden view' },
  pool: { th: 'วิวสระว่ายน้ำ', en: 'pool view' },
  park: { th: 'วิวสวนสาธารณะ', en: 'park view' },
  unblocked: { th: 'วิวโล่งไม่มีตึกบัง', en: 'unblocked view' },
};

export const PROMINENT_PHRASES: Record<ProminentSlug, Named> = {
  corner: { th: 'ห้องมุม', en: 'corner unit' },
  highFloor: { th: 'ชั้นสูง', en: 'high floor' },
  renovated: { th: 'รีโนเวทใหม่', en: 'renovated' },
  nearStation: { th: 'ใกล้รถไฟฟ้า', en: 'close to the train' },
  newlyBuilt: { th: 'โครงการใหม่', en: 'newly built' },
  quiet: { th: 'เงียบสงบ', en: 'quiet' },
};

export const DIRECTION_PHRASES: Record<Direction, Named> = {
  N: { th: 'ทิศเหนือ', en: 'north' },
  NE: { th: 'ทิศตะวันออกเฉียงเหนือ', en: 'north-east' },
  E: { th: 'ทิศตะวันออก', en: 'east' },
  SE: { th: 'ทิศตะวันออกเฉียงใต้', en: 'south-east' },
  S: { th: 'ทิศใต้', en: 'south' },
  SW: { th: 'ทิศตะวันตกเฉียงใต้', en: 'south-west' },
  W: { th: 'ทิศตะวันตก', en: 'west' },
  NW: { th: 'ทิศตะวันตกเฉียงเหนือ', en: 'north-west' },
};

export type RuleKey = 'pets' | 'cooking' | 'smoking';
export const RULE_PHRASES: Record<RuleKey, { allowed: Named; notAllowed: Named }> = {
  pets: { allowed: { th: 'เลี้ยงสัตว์ได้', en: 'pets allowed' }, notAllowed: { th: 'ห้ามเลี้ยงสัตว์', en: 'no pets' } },
  cooking: { allowed: { th: 'ทำอาหารได้', en: 'cooking allowed' }, notAllowed: { th: 'ห้ามทำอาหาร', en: 'no cooking' } },
  smoking: { allowed: { th: 'สูบบุหรี่ได้', en: 'smoking allowed' }, notAllowed: { th: 'ห้ามสูบบุหรี่', en: 'no smoking' } },
};

/**
 * How a draft may mention each rule, in any wording, with what turns it into a "not
 * allowed": the check reads a model's free text with these.
 */
export const RULE_TOPICS: Record<RuleKey, RegExp> = {
  pets: /เลี้ยงสัตว์|สัตว์เลี้ยง|\bpets?\b/giu,
  cooking: /ทำอาหาร|ประกอบอาหาร|\bcook(?:ing)?\b/giu,
  smoking: /สูบบุหรี่|บุหรี่|\bsmok(?:e|ing|er|ers)\b/giu,
};
export const NEGATION_BEFORE = /(?:ห้าม|ไม่|งด|ไม่อนุญาตให้|\bno\b|\bnon-?|\bnot\b|n't)\s*(?:การ)?\s*$/iu;
export const NEGATION_AFTER = /^\s*(?:ไม่ได้|ไม่|\s*(?:are|is)?\s*not\b|\s*(?:are|is)?\s*(?:prohibited|forbidden|banned))/iu;

/** Words that say rent or sale. */
export const SELL_WORDS: Record<'rent' | 'sell', RegExp> = {
  rent: /เช่า|\brent(?:al|ing|ed)?\b|\bfor lease\b/giu,
  sell: /ขาย|\bfor sale\b|\bsale\b|\bsell(?:ing)?\b|\bbuy(?:ers?)?\b/giu,
};

/**
 * Counts written with a catalogue word ("2 beds", "ที่จอดรถ 2 คัน") are room counts, not
 * the furniture or facility of the same name: read as counts before names are looked up.
 */
export const COUNT_WORDS: [RegExp, string][] = [
  [/(\d\+?)[\s-]*beds?\b/giu, '$1 br'],
  [/(\d\+?)[\s-]*(?:parking|car park)(?:s|\s+spaces?|\s+lots?)?\b/giu, '$1 car space'],
  [/ที่จอดรถ\s*(\d\+?)\s*คัน/gu, 'จอดรถได้ $1 คัน'],
];
