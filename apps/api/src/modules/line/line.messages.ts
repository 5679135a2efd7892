import { IMAGE_MAX_MB, PAGE_ROUTES, SLIP_MAX_ASPECT, SLIP_MAX_MEGAPIXELS } from '@baandee/domain';
import { resources } from '@baandee/locales';
import type { SlipOutcome } from '../payments/slip-intake.js';
import type { LineAnswerOutcome } from '../availability/availability.service.js';
import { fill } from '../../lib/fill.js';

/** Why a picture was not taken as a slip: the upload's own 422 messages. */
export const SLIP_REFUSALS = ['not an image', 'image over 2 MB', 'slip picture too large'] as const;
export type SlipRefusal = (typeof SLIP_REFUSALS)[number];

/** What became of an image sent to the official account. */
export type ImageOutcome = SlipOutcome | { outcome: 'not-connected' } | { outcome: 'refused'; reason: SlipRefusal };

type Replies = typeof resources.th.line.replies;


/** The limits a refusal quotes, as the site's messages quote them. */
const LIMITS = { imageMb: String(IMAGE_MAX_MB), slipMegapixels: String(SLIP_MAX_MEGAPIXELS), slipAspect: String(SLIP_MAX_ASPECT) };

/** One text, Thai first then English: the LINE user's language is not known. */
function bilingual(key: Exclude<keyof Replies, 'purchase' | 'boost'>, values: { kind?: 'purchase' | 'boost'; url?: string; reason?: SlipRefusal } = {}): string {
  const { kind, reason } = values;
  return (['th', 'en'] as const)
    .map((language) => {
      const texts = resources[language].line.replies;
      const why = reason ? fill(resources[language].errors[reason], LIMITS) : '';
      return fill(texts[key], { kind: kind ? texts[kind] : '', url: values.url ?? '', reason: why });
    })
    .join('\n\n');
}

/** The official account's answer to an image: attached, used before (sent to the team), nothing open, connect first, or not a slip picture. */
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
    case 'refused':
      return bilingual('refused', { reason: outcome.reason });
  }
}

/** Said when a slip could not be taken in after every attempt. */
export const slipFailedReply = () => bilingual('failed');

/** The official account's answer to a "still available?" button, Thai first then English. */
export function availabilityReply(outcome: LineAnswerOutcome, publicUrl: string): string {
  const url = publicUrl + PAGE_ROUTES.myPosts!.path;
  const key = outcome.outcome === 'answered' ? (outcome.answer === 'yes' ? 'confirmed' : 'closed') : outcome.outcome === 'already-answered' ? 'alreadyAnswered' : 'notFound';
  const title = outcome.outcome === 'answered' ? outcome.title?.trim() || '' : '';
  return (['th', 'en'] as const).map((language) => fill(resources[language].line.availability[key], { title, url })).join('\n\n');
}
