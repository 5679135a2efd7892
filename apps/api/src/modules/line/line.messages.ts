import { IMAGE_MAX_MB } from '@baandee/domain';
import { resources } from '@baandee/locales';
import type { SlipOutcome } from '../payments/slip-intake.js';

/** Why a picture can never become a slip, however often it is tried. */
export type UnusablePicture = 'not-an-image' | 'too-large';

/** What became of an image sent to the official account. */
export type ImageOutcome = SlipOutcome | { outcome: 'not-connected' } | { outcome: 'unusable'; reason: UnusablePicture };

const th = resources.th.line.replies;
const en = resources.en.line.replies;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** One text, Thai first then English: the LINE user's language is not known. */
function bilingual(key: Exclude<keyof typeof th, 'purchase' | 'boost'>, values: { kind?: 'purchase' | 'boost'; url?: string } = {}): string {
  const kind = values.kind;
  const shared = { url: values.url ?? '', max: String(IMAGE_MAX_MB) };
  return [fill(th[key], { ...shared, kind: kind ? th[kind] : '' }), fill(en[key], { ...shared, kind: kind ? en[kind] : '' })].join('\n\n');
}

/** The official account's answer to an image: attached, used before (sent to the team), nothing open, connect first, or why the picture cannot be a slip. */
export function slipReply(outcome: ImageOutcome, publicUrl: string): string {
  switch (outcome.outcome) {
    case 'attached':
      return bilingual(outcome.readable ? 'attached' : 'attachedUnreadable', { kind: outcome.kind });
    case 'duplicate':
      return bilingual('duplicate');
    case 'no-open-payment':
      return bilingual('noOpenPayment');
    case 'not-connected':
      return bilingual('notConnected', { url: `${publicUrl}/line-setting` });
    case 'unusable':
      return bilingual(outcome.reason === 'too-large' ? 'tooLarge' : 'notAnImage');
  }
}

/** Said when a slip could not be taken in after every attempt. */
export const slipFailedReply = () => bilingual('failed');
