import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, lineNotSetUp, malformedBody, signatureNotValid } from '../../lib/errors.js';
import { receiveSlip } from '../payments/slip-intake.js';
import type { WebhookEventRow } from './line.repository.js';
import { LineApiError, lineRetryKey } from '../../plugins/line.plugin.js';
import { availabilityReply, SLIP_REFUSALS, slipFailedReply, slipReply, type ImageOutcome, type SlipRefusal } from './line.messages.js';
import { readAvailabilityPostback } from '../availability/availability-ask.js';
import { answerByLine, type LineAnswerOutcome } from '../availability/availability.service.js';

/**
 * The official account's webhook (DESIGN 4.8): each event is stored once by its
 * webhookEventId before LINE gets its answer, then handled off the request. An event
 * whose handling fails or whose worker died is taken up again by the sweep (at start and
 * every WEBHOOK_SWEEP_MS) until it succeeds or has used WEBHOOK_MAX_ATTEMPTS.
 */

/** How long one worker holds an event before another may take it (a crashed worker's hold runs out). */
const HOLD_MS = 60_000;
export const WEBHOOK_MAX_ATTEMPTS = 5;
const WEBHOOK_SWEEP_MS = 30_000;
/** Events handled at once per process after their answers (each downloads an image and calls LINE). */
const WEBHOOK_WORKERS = 2;
const SWEEP_BATCH = 50;

const webhookEvent = z.looseObject({
  type: z.string().min(1).max(64),
  webhookEventId: z.string().min(1).max(64),
  timestamp: z.number().optional(),
  replyToken: z.string().max(256).optional(),
  source: z.looseObject({ type: z.string(), userId: z.string().max(64).optional() }).optional(),
  message: z.looseObject({ id: z.string().min(1).max(64), type: z.string() }).optional(),
  postback: z.looseObject({ data: z.string().max(300) }).optional(),
  deliveryContext: z.looseObject({ isRedelivery: z.boolean() }).optional(),
});
type WebhookEvent = z.infer<typeof webhookEvent>;
// LINE sends up to a few dozen events per request; the body limit bounds it anyway
const webhookBody = z.looseObject({ destination: z.string().optional(), events: z.array(webhookEvent).max(1000) });


/**
 * An event LINE says happened longer ago than this (its `timestamp`), or further ahead than
 * the clock skew allowed, is not handled: a replayed capture, or one delayed so long that
 * acting on it would surprise its sender. LINE redelivers within minutes.
 */
export const WEBHOOK_EVENT_MAX_AGE_MS = 60 * 60_000;
const WEBHOOK_EVENT_MAX_AHEAD_MS = 5 * 60_000;

const timely = (event: WebhookEvent, now: number) =>
  event.timestamp !== undefined && event.timestamp >= now - WEBHOOK_EVENT_MAX_AGE_MS && event.timestamp <= now + WEBHOOK_EVENT_MAX_AHEAD_MS;

/**
 * Checks the signature over the raw bytes first, then stores the new events that are not
 * too old; answers how many were new. Nothing is stored for a request that is not LINE's.
 */
export async function receiveWebhook(app: Pick<FastifyInstance, 'line' | 'lineRepository' | 'log'>, rawBody: unknown, signature: string | string[] | undefined): Promise<string[]> {
  if (!app.line.configured) throw lineNotSetUp();
  if (!Buffer.isBuffer(rawBody) || !app.line.verifySignature(rawBody, signature)) throw signatureNotValid();
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw malformedBody();
  }
  // jsonb cannot hold a NUL character
  if (rawBody.includes('\\u0000')) throw malformedBody();
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw malformedBody();
  const now = Date.now();
  const stale = parsed.data.events.filter((event) => !timely(event, now));
  // LINE still gets its 200: redelivering them would change nothing
  for (const event of stale) {
    app.log.warn({ webhookEventId: event.webhookEventId, type: event.type, timestamp: event.timestamp ?? null }, 'LINE webhook event too old, not handled');
  }
  return app.lineRepository.insertEvents(
    parsed.data.events.filter((event) => timely(event, now)).map((event) => ({
      webhookEventId: event.webhookEventId,
      type: event.type,
      lineUserId: event.source?.userId ?? null,
      payload: event,
    })),
  );
}

/** A push retried for the same event is delivered once. */
const retryKey = (webhookEventId: string) => lineRetryKey(`reply:${webhookEventId}`);

/**
 * Answers the user: with the event's reply token on the first attempt (free, but good
 * for about a minute and once), otherwise, or when the reply fails, by a push.
 */
async function answer(app: Pick<FastifyInstance, 'line' | 'log'>, row: WebhookEventRow, event: WebhookEvent, to: string, text: string): Promise<void> {
  const messages = [{ type: 'text', text }];
  if (row.attempts === 1 && event.replyToken) {
    try {
      await app.line.reply(event.replyToken, messages);
      return;
    } catch (error) {
      app.log.warn({ err: error, webhookEventId: row.webhook_event_id }, 'LINE reply failed, pushing instead');
    }
  }
  await app.line.push(to, messages, { retryKey: retryKey(row.webhook_event_id) });
}

/**
 * A picture that trying again cannot help: not an image, or bigger than a slip may be
 * (LINE's own limit included). Anything else (LINE or storage down) is worth a retry.
 */
function refusal(error: unknown): SlipRefusal | null {
  if (error instanceof LineApiError) return error.detail === 'content too large' ? 'image over 2 MB' : null;
  if (!(error instanceof AppError)) return null;
  return SLIP_REFUSALS.find((key) => key === error.key) ?? null;
}

/**
 * An image sent to the official account: from a linked user it is a payment slip; one that
 * can never be a slip is answered at once with the reason, not retried. What
 * the intake decided is saved before the answer, so a retry only repeats the answer.
 */
async function handleImage(app: Pick<FastifyInstance, 'config' | 'db' | 'line' | 'lineRepository' | 'log' | 'paymentsRepository' | 'storage'>, row: WebhookEventRow, event: WebhookEvent): Promise<void> {
  const lineUserId = event.source?.userId;
  if (!lineUserId || !event.message) return;
  let outcome = row.outcome as ImageOutcome | null;
  if (!outcome) {
    const account = await app.lineRepository.byLineUser(lineUserId);
    if (!account) {
      outcome = { outcome: 'not-connected' };
    } else {
      try {
        const { bytes } = await app.line.content(event.message.id);
        outcome = await receiveSlip(app, { userId: account.user_id, image: bytes, source: 'line' });
      } catch (error) {
        const reason = refusal(error);
        if (!reason) throw error;
        outcome = { outcome: 'refused', reason };
      }
    }
    await app.lineRepository.saveOutcome(row.webhook_event_id, outcome);
  }
  await answer(app, row, event, lineUserId, slipReply(outcome, app.config.publicUrl));
}

/**
 * A button of a "still available?" question (docs/decisions/062). What the answer did is
 * saved before the reply, so a retry only repeats the reply; a second tap is a new event
 * and finds the question answered.
 */
async function handlePostback(app: Pick<FastifyInstance, 'availabilityRepository' | 'config' | 'db' | 'line' | 'lineRepository' | 'listingsRepository' | 'log' | 'searchRepository'>, row: WebhookEventRow, event: WebhookEvent): Promise<void> {
  const lineUserId = event.source?.userId;
  const postback = event.postback && readAvailabilityPostback(event.postback.data);
  if (!lineUserId || !postback) return;
  let outcome = row.outcome as LineAnswerOutcome | null;
  if (!outcome) {
    outcome = await answerByLine(app, lineUserId, postback.askId, postback.answer);
    await app.lineRepository.saveOutcome(row.webhook_event_id, outcome);
  }
  await answer(app, row, event, lineUserId, availabilityReply(outcome, app.config.publicUrl));
}

/** follow / unfollow: the linked user's friendship flag (DESIGN 4.8); a LINE user not linked is nobody's. */
async function setFriendship(app: Pick<FastifyInstance, 'lineRepository' | 'usersRepository'>, event: WebhookEvent, friend: boolean): Promise<void> {
  const lineUserId = event.source?.userId;
  if (!lineUserId) return;
  const account = await app.lineRepository.byLineUser(lineUserId);
  if (account) await app.usersRepository.update(account.user_id, { line_friend_status: friend });
}

async function handle(app: Pick<FastifyInstance, 'availabilityRepository' | 'config' | 'db' | 'line' | 'lineRepository' | 'listingsRepository' | 'log' | 'paymentsRepository' | 'searchRepository' | 'storage' | 'usersRepository'>, row: WebhookEventRow): Promise<void> {
  const event = webhookEvent.parse(row.payload);
  if (event.type === 'follow') return setFriendship(app, event, true);
  if (event.type === 'unfollow') return setFriendship(app, event, false);
  if (event.type === 'message' && event.message?.type === 'image' && event.source?.type === 'user') return handleImage(app, row, event);
  if (event.type === 'postback' && event.source?.type === 'user') return handlePostback(app, row, event);
}

/** Handles one stored event unless it is done or another worker holds it. Never throws. */
export async function processWebhookEvent(app: Pick<FastifyInstance, 'availabilityRepository' | 'config' | 'db' | 'line' | 'lineRepository' | 'listingsRepository' | 'log' | 'paymentsRepository' | 'searchRepository' | 'storage' | 'usersRepository'>, webhookEventId: string): Promise<void> {
  const row = await app.lineRepository.claimEvent(webhookEventId, HOLD_MS);
  if (!row) return;
  try {
    await handle(app, row);
    await app.lineRepository.markProcessed(webhookEventId);
  } catch (error) {
    app.log.error({ err: error, webhookEventId, attempt: row.attempts }, 'LINE webhook event not handled');
    await app.lineRepository.markFailed(webhookEventId, error instanceof Error ? error.message : String(error));
    if (row.attempts >= WEBHOOK_MAX_ATTEMPTS) await tellSlipFailed(app, row);
  }
}

/** The last attempt at a slip failed: the sender is told to try again, if LINE lets us. */
async function tellSlipFailed(app: Pick<FastifyInstance, 'line' | 'log'>, row: WebhookEventRow): Promise<void> {
  const event = webhookEvent.safeParse(row.payload);
  const to = event.data?.source?.userId;
  if (!event.success || !to || event.data.message?.type !== 'image') return;
  await app.line
    .push(to, [{ type: 'text', text: slipFailedReply() }], { retryKey: retryKey(`failed:${row.webhook_event_id}`) })
    .catch((error: unknown) => app.log.warn({ err: error, webhookEventId: row.webhook_event_id }, 'LINE slip failure not told'));
}

export interface LineEvents {
  /** Handles the given stored events after the current request, off its path. */
  schedule(webhookEventIds: string[]): void;
  /** Takes up every unprocessed event with attempts left; answers how many it tried. */
  sweep(): Promise<number>;
  /** Settles once the work scheduled so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lineEvents: LineEvents;
  }
}

/** `app.lineEvents`; with LINE set up, a sweep at start and every WEBHOOK_SWEEP_MS until the server closes. */
export const lineEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      running.add(work);
      void work.finally(() => running.delete(work));
    };
    const sweep = async () => {
      const ids = await app.lineRepository.pendingEventIds(WEBHOOK_MAX_ATTEMPTS, SWEEP_BATCH);
      for (const id of ids) await processWebhookEvent(app, id);
      return ids.length;
    };
    let sweeping = false;
    const sweepInBackground = () => {
      if (sweeping) return;
      sweeping = true;
      track(
        sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'LINE webhook sweep failed'))
          .finally(() => (sweeping = false)),
      );
    };

    // a few workers take the queued events in turn: a burst of deliveries is answered
    // first, instead of each answer competing with its own work for the database
    const queue: string[] = [];
    let workers = 0;
    const work = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await processWebhookEvent(app, id);
    };
    const startWorkers = () => {
      while (workers < WEBHOOK_WORKERS && queue.length > 0) {
        workers++;
        track(
          new Promise<void>((resolve) => setImmediate(resolve))
            .then(work)
            .finally(() => workers--),
        );
      }
    };

    app.decorate('lineEvents', {
      schedule(ids) {
        queue.push(...ids);
        startWorkers();
      },
      sweep,
      async idle() {
        while (running.size > 0) await Promise.allSettled([...running]);
      },
    } satisfies LineEvents);

    if (!app.line.configured) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweepInBackground();
      timer = setInterval(sweepInBackground, WEBHOOK_SWEEP_MS);
      timer.unref();
    });
    // onClose hooks run in reverse order of registration: before the database is closed
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await app.lineEvents.idle();
    });
  },
  { name: 'line-events', dependencies: ['line', 'line-repository', 'users-repository', 'availability-repository', 'listings-repository', 'search-repository'] },
);
