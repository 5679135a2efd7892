import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { latestDigestTime, SAVED_SEARCH_ALERT_CARDS, SAVED_SEARCH_INSTANT_DAILY_CAP } from '@baandee/domain';
import { runPeriodically } from '../../lib/periodic.js';
import type { RetryPolicy } from '../../plugins/jobs.plugin.js';
import { LineApiError } from '../../plugins/line.plugin.js';
import { DELIVERY_RETRY } from '../notifications/notifications.service.js';
import { getNotificationSettings } from '../users/settings.service.js';
import { alertLineMessages, alertMail, type SavedSearchAlert } from './saved-search-alert-messages.js';
import { linkSecret, oneClickUnsubscribeUrl, savedSearchOpenUrl, unsubscribeUrl } from './saved-search-links.js';

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    /** Claims the next alert of a saved search, when one is allowed. */
    'saved-search-alert': { saved_search_id: number };
    /** Delivers one claimed alert. */
    'saved-search-send': { send_id: number };
  }
}

const DAY_MS = 86_400_000;
const ALERT_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300, deleteAfterSeconds: 24 * 3600 };

type App = Pick<
  FastifyInstance,
  'db' | 'config' | 'jobs' | 'line' | 'lineRepository' | 'log' | 'mailer' | 'usersRepository' | 'settingsRepository' | 'savedSearchesRepository' | 'listingCardsRepository'
>;

/**
 * Where an alert of this user's saved search goes: LINE when the search asks for it, the
 * user's LINE account is connected and the settings allow alerts there; else e-mail when
 * the settings allow it and the account has an address; else nowhere (its matches wait).
 */
async function alertChannel(app: App, userId: number, chosen: 'line' | 'email'): Promise<'line' | 'email' | null> {
  const settings = await getNotificationSettings(app, userId);
  if (chosen === 'line' && app.line.configured && settings.line.saved_search && (await app.lineRepository.byUser(userId))) return 'line';
  if (settings.email.saved_search && (await app.usersRepository.findEmail(userId))) return 'email';
  return null;
}

/**
 * Claims the next alert of a saved search (docs/decisions/060): under the search's row
 * lock, when it is not paused and an alert is allowed now (instant: fewer than
 * SAVED_SEARCH_INSTANT_DAILY_CAP in the last 24 hours; daily: none since the latest digest
 * time), its unsent matches are marked sent in a new alert whose delivery job is queued in
 * the same transaction. Answers the alert's id, or null when nothing was claimed. Two
 * claims at once, or a replayed job, find the matches sent and claim nothing.
 */
export async function claimAlert(app: App, savedSearchId: number, now = new Date()): Promise<number | null> {
  const search = await app.savedSearchesRepository.byId(savedSearchId);
  if (!search || search.paused) return null;
  const channel = await alertChannel(app, search.user_id, search.channel);
  if (!channel) return null;
  return app.db.transaction().execute(async (trx) => {
    const repo = app.savedSearchesRepository.in(trx);
    const locked = await repo.lockForAlert(savedSearchId);
    if (!locked || locked.paused) return null;
    const allowed =
      locked.frequency === 'instant'
        ? (await repo.sendsSince(savedSearchId, new Date(now.getTime() - DAY_MS))) < SAVED_SEARCH_INSTANT_DAILY_CAP
        : (locked.last_sent_at ?? locked.created_at) < latestDigestTime(now);
    if (!allowed) return null;
    const sendId = await repo.claimAlert(savedSearchId, channel);
    if (sendId !== null) await app.jobs.send('saved-search-send', { send_id: sendId }, { trx });
    return sendId;
  });
}

/** A UUID made from the alert: a retried push of it is delivered once (X-Line-Retry-Key). */
function retryKey(secret: string, sendId: number): string {
  const hex = createHash('sha256').update(`saved-search-send:${secret}:${sendId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Delivers a claimed alert at most once: its delivery is taken first (a replayed or doubled
 * job finds it taken), then sent as a LINE carousel where it was claimed for LINE (LINE
 * refusing for good, e.g. a blocked official account, sends it by e-mail instead when the
 * settings allow), else as a mail. An outage gives the delivery back and throws, so the
 * job queue retries it.
 */
export async function deliverAlert(app: App, sendId: number): Promise<void> {
  const repo = app.savedSearchesRepository;
  const send = await repo.sendOf(sendId);
  if (!send || send.delivered_at || !(await repo.takeDelivery(sendId))) return;
  try {
    const channel = await sendAlert(app, send);
    if (channel !== send.channel) await repo.setSentChannel(sendId, channel);
  } catch (error) {
    await repo.releaseDelivery(sendId);
    throw error;
  }
}

type Send = NonNullable<Awaited<ReturnType<App['savedSearchesRepository']['sendOf']>>>;

/** Sends the alert; answers the channel it went out on. */
async function sendAlert(app: App, send: Send): Promise<'line' | 'email'> {
  const ids = await app.savedSearchesRepository.sendListingIds(send.id);
  const cards = await app.listingCardsRepository.byIds(ids.slice(0, SAVED_SEARCH_ALERT_CARDS), null);
  // every listing left the site between the claim and now: nothing to show
  if (cards.length === 0) return send.channel;
  const publicUrl = app.config.publicUrl;
  const alert: SavedSearchAlert = {
    name: send.name,
    frequency: send.frequency,
    cards,
    total: send.listing_count,
    searchUrl: savedSearchOpenUrl(publicUrl, send.saved_search_id),
    unsubscribeUrl: await unsubscribeUrl(app, send.saved_search_id),
    oneClickUrl: await oneClickUnsubscribeUrl(app, send.saved_search_id),
  };
  const log = { sendId: send.id, savedSearchId: send.saved_search_id, userId: send.user_id };
  if (send.channel === 'line') {
    const account = await app.lineRepository.byUser(send.user_id);
    if (account && app.line.configured) {
      try {
        await app.line.push(account.line_user_id, alertLineMessages(alert, publicUrl), { retryKey: retryKey(await linkSecret(app), send.id) });
        return 'line';
      } catch (error) {
        if (!(error instanceof LineApiError) || error.retriable) throw error;
        app.log.info({ ...log, err: error }, 'saved-search alert refused by LINE: sent by e-mail instead');
      }
    }
    if (!(await getNotificationSettings(app, send.user_id)).email.saved_search) {
      app.log.info(log, 'saved-search alert not sent: LINE unreachable and e-mail alerts off');
      return 'line';
    }
  }
  const email = await app.usersRepository.findEmail(send.user_id);
  if (email) await app.mailer.send(alertMail(email, alert, publicUrl));
  else app.log.info(log, 'saved-search alert not sent: the account has no e-mail address');
  return 'email';
}

/** Queues the claim of every saved search with an alert due (daily digests, instant alerts past their cap); answers how many. */
export async function queueDueAlerts(app: Pick<FastifyInstance, 'jobs' | 'savedSearchesRepository'>, now = new Date()): Promise<number> {
  const due = await app.savedSearchesRepository.dueForAlert(latestDigestTime(now), new Date(now.getTime() - DAY_MS), SAVED_SEARCH_INSTANT_DAILY_CAP);
  for (const id of due) await app.jobs.send('saved-search-alert', { saved_search_id: id });
  return due.length;
}

/** New matches of instant saved searches are claimed at once (the cap holds back what exceeds it). */
export async function queueInstantAlerts(app: Pick<FastifyInstance, 'jobs' | 'savedSearchesRepository'>, matchedIds: readonly number[]): Promise<void> {
  for (const id of await app.savedSearchesRepository.instantOf(matchedIds)) await app.jobs.send('saved-search-alert', { saved_search_id: id });
}

/** The workers of the two alert queues, and the timer that queues the alerts that came due. */
export const savedSearchAlertsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work('saved-search-alert', async ({ saved_search_id }) => {
      await claimAlert(app, saved_search_id);
    }, ALERT_RETRY);
    app.jobs.work('saved-search-send', ({ send_id }) => deliverAlert(app, send_id), DELIVERY_RETRY);
    runPeriodically(app, {
      minutes: app.config.SAVED_SEARCH_ALERT_INTERVAL_MINUTES,
      task: () => queueDueAlerts(app),
      done: 'saved-search alerts queued',
      failed: 'saved-search alerts not queued',
    });
  },
  { name: 'saved-search-alerts', dependencies: ['jobs', 'mail', 'line', 'line-repository', 'users-repository', 'settings-repository', 'saved-searches-repository', 'listing-cards-repository'] },
);
