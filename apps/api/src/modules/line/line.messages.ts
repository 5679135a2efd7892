import { resources } from '@baandee/locales';
import type { SlipOutcome } from '../payments/slip-intake.js';

/** What became of an image sent to the official account. */
export type ImageOutcome = SlipOutcome | { outcome: 'not-connected' };

const th = resources.th.line.replies;
const en = resources.en.line.replies;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** One text, Thai first then English: the LINE user's language is not known. */
function bilingual(key: Exclude<keyof typeof th, 'purchase' | 'boost'>, values: { kind?: 'purchase' | 'boost'; url?: string } = {}): string {
  const kind = values.kind;
  return [
    fill(th[key], { kind: kind ? th[kind] : '', url: values.url ?? '' }),
    fill(en[key], { kind: kind ? en[kind] : '', url: values.url ?? '' }),
  ].join('\n\n');
}

/** The official account's answer to an image: attached, used before (sent to the team), nothing open, or connect first. */
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
  }
}

/** Said when a slip could not be taken in after every attempt. */
export const slipFailedReply = () => bilingual('failed');
