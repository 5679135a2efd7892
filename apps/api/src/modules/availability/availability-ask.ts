import type { FastifyInstance } from 'fastify';
import { resources, notificationTexts } from '@baandee/locales';
import { AVAILABILITY_CLOSE_AFTER_DAYS, AVAILABILITY_LINK_LIFETIME_DAYS, AVAILABILITY_STALE_AFTER_DAYS, DAY_MS, PAGE_ROUTES, PRODUCT_NAME, type AvailabilityAnswer } from '@baandee/domain';
import { fill } from '../../lib/fill.js';
import { newToken } from '../../lib/tokens.js';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';
import { LineApiError, lineRetryKey, type LineMessage } from '../../plugins/line.plugin.js';
import type { RetryPolicy } from '../../plugins/jobs.plugin.js';

/*
 * Delivering a "still available?" question (docs/decisions/062): by LINE when the owner's
 * account is connected and a friend of the official account (a message and two buttons
 * whose postbacks come back through the webhook), otherwise by e-mail with two one-click
 * links. A job of the 'availability-ask' queue, queued in the transaction that records
 * the question.
 */

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    'availability-ask': { ask_id: number };
  }
}

/** As notifications ride out an SMTP or LINE outage: retries for about six hours. */
export const ASK_RETRY: RetryPolicy = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 3600 };

/** LINE takes at most 160 characters in a buttons template's text, 20 in a button's label. */
const TEMPLATE_TEXT_MAX = 160;

/** The postback a LINE button sends back: which question and which answer. */
export function availabilityPostback(askId: number, answer: AvailabilityAnswer): string {
  return `availability=${askId}&answer=${answer}`;
}

/** Reads a postback of availabilityPostback; null for any other. */
export function readAvailabilityPostback(data: string): { askId: number; answer: AvailabilityAnswer } | null {
  const params = new URLSearchParams(data);
  const askId = Number(params.get('availability'));
  const answer = params.get('answer');
  if (!Number.isSafeInteger(askId) || askId <= 0 || (answer !== 'yes' && answer !== 'no')) return null;
  return { askId, answer };
}

const both = (pick: (language: 'th' | 'en') => string, separator: string) => (['th', 'en'] as const).map(pick).join(separator);
const titleOf = (title: string | null, id: number) => title?.trim() || `#${id}`;

/** The question on LINE: the text, Thai then English, then the two buttons. */
export function lineAskMessages(askId: number, title: string): LineMessage[] {
  const texts = (language: 'th' | 'en') => resources[language].line.availability;
  const question = both((language) => texts(language).question, ' / ');
  const label = (answer: AvailabilityAnswer) => both((language) => texts(language)[answer], ' / ');
  const said = (answer: AvailabilityAnswer) => both((language) => texts(language)[answer === 'yes' ? 'yesSaid' : 'noSaid'], ' / ');
  const heading = `${title}\n${question}`;
  return [
    { type: 'text', text: both((language) => fill(texts(language).ask, { title }), '\n\n') },
    {
      type: 'template',
      altText: question,
      template: {
        type: 'buttons',
        text: heading.length > TEMPLATE_TEXT_MAX ? `${title.slice(0, TEMPLATE_TEXT_MAX - question.length - 2)}…\n${question}` : heading,
        actions: (['yes', 'no'] as const).map((answer) => ({ type: 'postback', label: label(answer), data: availabilityPostback(askId, answer), displayText: said(answer) })),
      },
    },
  ];
}

/** The question by e-mail, Thai then English, with its two links. */
export function askMail(to: string, title: string, links: { yes: string; no: string; myListings: string }): OutgoingMail {
  const values = { title, yesLink: links.yes, noLink: links.no, link: links.myListings, staleDays: AVAILABILITY_STALE_AFTER_DAYS, closeDays: AVAILABILITY_CLOSE_AFTER_DAYS };
  const text = (language: 'th' | 'en') => fill(notificationTexts[language].availabilityAsk.text, values);
  return {
    to,
    subject: `${notificationTexts.th.availabilityAsk.subject} / ${notificationTexts.en.availabilityAsk.subject} - ${PRODUCT_NAME}`,
    text: bilingual(text('th'), text('en')),
  };
}

type Deps = Pick<FastifyInstance, 'availabilityRepository' | 'config' | 'line' | 'log' | 'mailer'>;

/**
 * Sends the question unless it was answered or the listing left the site meanwhile. LINE
 * refusing for good (the owner blocked the official account) falls back to e-mail; an
 * outage throws, and the job is retried. A retried e-mail gets new links (only the last
 * mail's work).
 */
export async function deliverAsk(app: Deps, askId: number, now = new Date()): Promise<void> {
  const ask = await app.availabilityRepository.askForDelivery(askId);
  if (!ask || ask.answered_at !== null || ask.status !== 'publish' || ask.owner_id !== ask.user_id) return;
  const title = titleOf(ask.announce_title, ask.listing_id);
  if (app.line.configured && ask.line_user_id && ask.line_friend_status) {
    try {
      await app.line.push(ask.line_user_id, lineAskMessages(ask.id, title), { retryKey: lineRetryKey(`availability-ask:${ask.id}`) });
      await app.availabilityRepository.setDelivered(ask.id, { channel: 'line' });
      return;
    } catch (error) {
      if (!(error instanceof LineApiError) || error.retriable) throw error;
      app.log.info({ askId, err: error }, 'LINE refused the availability question: sending it by e-mail');
    }
  }
  if (!ask.email) {
    app.log.info({ askId }, 'availability question not sent: the owner has neither LINE nor e-mail');
    return;
  }
  const yes = newToken();
  const no = newToken();
  await app.availabilityRepository.setDelivered(ask.id, {
    channel: 'email',
    yes_token_hash: yes.hash,
    no_token_hash: no.hash,
    links_expire_at: new Date(now.getTime() + AVAILABILITY_LINK_LIFETIME_DAYS * DAY_MS),
  });
  const page = `${app.config.publicUrl}${PAGE_ROUTES.stillAvailable!.path}?token=`;
  await app.mailer.send(askMail(ask.email, title, { yes: page + yes.token, no: page + no.token, myListings: app.config.publicUrl + PAGE_ROUTES.myPosts!.path }));
}
