import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@baandee/locales';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH } from './support/accounts.js';
import { purchased } from './support/credits.js';
import { largePng } from './support/large-png.js';
import { createLineTestApp, signUpLinked } from './support/line-app.js';
import { newLineUserId, type LineServer } from './support/line-server.js';

/**
 * The official account's webhook against a local LINE: the signature over the raw body
 * comes first, every event is stored once by webhookEventId and handled after the answer,
 * follow/unfollow move the friendship flag, images from linked users reach the slip
 * intake and are answered on LINE, and failed work is taken up again by the sweep.
 */
let ctx: TestContext;
let line: LineServer;
let close: () => Promise<void>;
const logs: string[] = [];

beforeAll(async () => {
  ({ ctx, line, close } = await createLineTestApp({ logStream: { write: (entry) => logs.push(entry) } }));
});
afterAll(() => close?.());

const post = (signed: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url: '/api/line/webhook', headers: signed.headers, payload: signed.body });

const storedEvents = async () => (await ctx.database.db.selectFrom('line_webhook_events').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;

const linkedUser = (friend = true) => signUpLinked(ctx, line, { friend, displayName: 'Webhook User' });

const friendFlag = async (userId: number) =>
  (await ctx.database.db.selectFrom('users').select('line_friend_status').where('id', '=', userId).executeTakeFirstOrThrow()).line_friend_status;

const th = resources.th.line.replies;
const en = resources.en.line.replies;

describe('the signature comes first', () => {
  it('refuses a forged signature, a missing one and one over other bytes, storing nothing', async () => {
    const before = await storedEvents();
    const forged = line.webhook([line.events.follow(newLineUserId())], 'not-the-channel-secret');
    const unsigned = line.webhook([line.events.follow(newLineUserId())]);
    const tampered = line.webhook([line.events.follow(newLineUserId())]);
    for (const res of [
      await post(forged),
      await post({ body: unsigned.body, headers: { 'content-type': 'application/json' } }),
      await post({ body: tampered.body.replace('follow', 'unfollow'), headers: tampered.headers }),
      await post({ body: unsigned.body, headers: { ...unsigned.headers, 'x-line-signature': '' } }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', message: 'signature not valid' });
    }
    expect(await storedEvents()).toBe(before);
  });

  it('takes only the exact base64 signature in one header: trailing junk, no padding or a second header are refused', async () => {
    const before = await storedEvents();
    const signed = line.webhook([line.events.follow(newLineUserId())]);
    const signature = signed.headers['x-line-signature'];
    const other = line.webhook([line.events.follow(newLineUserId())]).headers['x-line-signature'];
    for (const header of [`${signature}junk`, `${signature}==`, signature.replace(/=$/, ''), `${signature}, ${other}`, `${other}, ${signature}`, ` ${signature}`, [signature, other], [signature, signature]]) {
      const res = await post({ body: signed.body, headers: { ...signed.headers, 'x-line-signature': header as string } });
      expect(res.statusCode, String(header)).toBe(401);
    }
    expect(await storedEvents()).toBe(before);
    expect((await post(signed)).statusCode).toBe(200);
  });

  it('checks the signature over the exact bytes sent: the same JSON spaced differently is refused', async () => {
    const signed = line.webhook([line.events.follow(newLineUserId())]);
    const respaced = JSON.stringify(JSON.parse(signed.body), null, 2);
    expect((await post({ body: respaced, headers: signed.headers })).statusCode).toBe(401);
  });

  it('answers LINE’s verify call (no events) and refuses a signed body that is not a webhook', async () => {
    const empty = line.webhook([]);
    const res = await post(empty);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ received: 0 });
    const notWebhook = line.webhook([{ type: 'follow' }]);
    const bad = await post(notWebhook);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('invalid input');
  });
});

describe('old events', () => {
  it('are answered 200 but neither stored nor handled, and logged: a two-year-old slip is not taken in', async () => {
    const user = await linkedUser();
    line.storeContent('msg-old-slip', Buffer.from('an old slip'));
    const old = { ...line.events.image(user.lineUserId, 'msg-old-slip'), timestamp: Date.now() - 2 * 365 * 24 * 3_600_000 };
    const before = await storedEvents();
    const res = await post(line.webhook([old]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ received: 0 });
    await ctx.app.lineEvents.idle();
    expect(await storedEvents()).toBe(before);
    expect(line.contentRequests).not.toContain('msg-old-slip');
    expect(line.sent.filter((message) => message.to === old.replyToken || message.to === user.lineUserId)).toHaveLength(0);
    const logged = logs.map((entry) => JSON.parse(entry) as Record<string, unknown>).find((entry) => entry.webhookEventId === old.webhookEventId);
    expect(logged).toMatchObject({ msg: 'LINE webhook event too old, not handled', timestamp: old.timestamp });
  });

  it('in one delivery with a fresh one: only the fresh one is handled', async () => {
    const user = await linkedUser(false);
    const old = { ...line.events.unfollow(user.lineUserId), timestamp: Date.now() - 2 * 3_600_000 };
    const fresh = line.events.follow(user.lineUserId);
    const res = await post(line.webhook([fresh, old]));
    expect(res.json().result).toEqual({ received: 1 });
    await ctx.app.lineEvents.idle();
    expect(await friendFlag(user.info.id)).toBe(true);
  });
});

describe('follow and unfollow', () => {
  it('set and clear the linked user’s line_friend_status, as the profile shows it', async () => {
    const user = await linkedUser(false);
    expect(await friendFlag(user.info.id)).toBe(false);
    expect((await post(line.webhook([line.events.follow(user.lineUserId)]))).statusCode).toBe(200);
    await ctx.app.lineEvents.idle();
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/user/${user.info.id}`, headers: user.headers });
    expect(profile.json().result.line_friend_status).toBe(true);
    await post(line.webhook([line.events.unfollow(user.lineUserId)]));
    await ctx.app.lineEvents.idle();
    expect(await friendFlag(user.info.id)).toBe(false);
  });

  it('change nobody for a LINE user not linked to an account', async () => {
    const res = await post(line.webhook([line.events.follow(newLineUserId())]));
    expect(res.json().result).toEqual({ received: 1 });
    await ctx.app.lineEvents.idle();
  });
});

describe('redelivery', () => {
  it('stores and handles an event once, however often LINE delivers it', async () => {
    const user = await linkedUser();
    line.storeContent('msg-replayed', Buffer.from('a slip'));
    const event = line.events.image(user.lineUserId, 'msg-replayed');
    const first = await post(line.webhook([event]));
    expect(first.json().result).toEqual({ received: 1 });
    await ctx.app.lineEvents.idle();
    const again = { ...event, deliveryContext: { isRedelivery: true } };
    for (let i = 0; i < 3; i++) {
      const res = await post(line.webhook([again]));
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ received: 0 });
    }
    await ctx.app.lineEvents.idle();
    expect(line.contentRequests.filter((id) => id === 'msg-replayed')).toHaveLength(1);
    expect(line.sent.filter((message) => message.to === event.replyToken)).toHaveLength(1);
    const row = await ctx.app.lineRepository.event(event.webhookEventId);
    expect(row).toMatchObject({ attempts: 1, error: null, type: 'message', line_user_id: user.lineUserId });
    expect(row?.processed_at).toBeInstanceOf(Date);
  });

  it('handles the same event sent twice in one delivery once', async () => {
    const follow = line.events.follow(newLineUserId());
    const res = await post(line.webhook([follow, follow]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ received: 1 });
  });
});

describe('images sent to the official account', () => {
  it('from a linked user: the content is downloaded, handed to the slip intake and answered in Thai then English', async () => {
    const user = await linkedUser();
    const slip = Buffer.from('pretend this is a JPEG slip');
    line.storeContent('msg-slip-1', slip);
    const event = line.events.image(user.lineUserId, 'msg-slip-1');
    const res = await post(line.webhook([event]));
    expect(res.statusCode).toBe(200);
    await ctx.app.lineEvents.idle();
    expect(line.contentRequests).toContain('msg-slip-1');
    const reply = line.sent.find((message) => message.kind === 'reply' && message.to === event.replyToken);
    // no payment is open for a new user
    expect(reply?.messages).toEqual([{ type: 'text', text: `${th.noOpenPayment}\n\n${en.noOpenPayment}` }]);
    const row = await ctx.app.lineRepository.event(event.webhookEventId);
    expect(row?.outcome).toEqual({ outcome: 'no-open-payment' });
  });

  it("a picture far larger than a phone screenshot is refused at once with the reason, in Thai then English, and nothing is stored", async () => {
    const user = await linkedUser();
    const payment = await purchased(ctx, user.headers);
    line.storeContent('msg-huge', largePng(7000, 7000));
    const event = line.events.image(user.lineUserId, 'msg-huge');
    await post(line.webhook([event]));
    await ctx.app.lineEvents.idle();
    const reply = line.sent.find((message) => message.kind === 'reply' && message.to === event.replyToken);
    const reason = (language: 'th' | 'en') => resources[language].errors['slip picture too large'].replace('{{slipMegapixels}}', '16').replace('{{slipAspect}}', '4');
    expect(reply?.messages).toEqual([{ type: 'text', text: `${th.refused.replace('{{reason}}', reason('th'))}\n\n${en.refused.replace('{{reason}}', reason('en'))}` }]);
    const row = await ctx.app.lineRepository.event(event.webhookEventId);
    expect(row?.outcome).toEqual({ outcome: 'refused', reason: 'slip picture too large' });
    expect(row?.attempts).toBe(1);
    expect(await ctx.database.db.selectFrom('payment_slips').select('id').where('payment_id', '=', payment.id).execute()).toEqual([]);
  });

  it('from a LINE user not linked: asked to connect on the website, nothing downloaded', async () => {
    const stranger = newLineUserId();
    const event = line.events.image(stranger, 'msg-stranger');
    await post(line.webhook([event]));
    await ctx.app.lineEvents.idle();
    expect(line.contentRequests).not.toContain('msg-stranger');
    const reply = line.sent.find((message) => message.to === event.replyToken);
    expect(reply?.messages[0]?.text).toContain(th.notConnected.replace('{{url}}', 'http://localhost:3000/line-setting'));
    expect(reply?.messages[0]?.text).toContain(en.notConnected.replace('{{url}}', 'http://localhost:3000/line-setting'));
  });

  it('pushes the answer when the reply fails', async () => {
    const user = await linkedUser();
    line.storeContent('msg-reply-fails', Buffer.from('slip'));
    line.failNext('reply', 500);
    await post(line.webhook([line.events.image(user.lineUserId, 'msg-reply-fails')]));
    await ctx.app.lineEvents.idle();
    const pushed = line.sent.filter((message) => message.kind === 'push' && message.to === user.lineUserId);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.retryKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('pictures that can never be a slip', () => {
  const cases = [
    { what: 'not an image', bytes: Buffer.from('%PDF-1.4 a bank statement, not a picture'), key: 'not an image' as const },
    { what: 'over 2 MB', bytes: Buffer.alloc(3 * 1024 * 1024, 7), key: 'image over 2 MB' as const },
    { what: 'over LINE’s 10 MB', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 7), key: 'image over 2 MB' as const },
  ];
  for (const { what, bytes, key } of cases) {
    it(`${what}: answered at once with the reason, not retried, the payment still waits`, async () => {
      const user = await linkedUser();
      const payment = await purchased(ctx, user.headers);
      const messageId = `msg-unusable-${key.replaceAll(' ', '-')}-${bytes.length}`;
      line.storeContent(messageId, bytes);
      const event = line.events.image(user.lineUserId, messageId);
      expect((await post(line.webhook([event]))).statusCode).toBe(200);
      await ctx.app.lineEvents.idle();

      const reply = line.sent.find((message) => message.kind === 'reply' && message.to === event.replyToken);
      const reason = (language: 'th' | 'en') => resources[language].errors[key].replace('{{imageMb}}', '2');
      expect(reply?.messages).toEqual([{ type: 'text', text: `${th.refused.replace('{{reason}}', reason('th'))}\n\n${en.refused.replace('{{reason}}', reason('en'))}` }]);
      const row = await ctx.app.lineRepository.event(event.webhookEventId);
      expect(row).toMatchObject({ attempts: 1, error: null, outcome: { outcome: 'refused', reason: key } });
      expect(row?.processed_at).toBeInstanceOf(Date);
      // a sweep does not take it up again
      await ctx.app.lineEvents.sweep();
      expect((await ctx.app.lineRepository.event(event.webhookEventId))?.attempts).toBe(1);
      expect(line.contentRequests.filter((id) => id === messageId)).toHaveLength(1);
      const stored = await ctx.database.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('awaiting_payment');
    });
  }
});

describe('work that fails is not lost', () => {
  it('answers LINE at once when the work fails, and the sweep finishes it later', async () => {
    const user = await linkedUser();
    line.storeContent('msg-content-down', Buffer.from('slip'));
    line.failNext('content', 503);
    const event = line.events.image(user.lineUserId, 'msg-content-down');
    const res = await post(line.webhook([event]));
    expect(res.statusCode).toBe(200);
    await ctx.app.lineEvents.idle();
    const failed = await ctx.app.lineRepository.event(event.webhookEventId);
    expect(failed).toMatchObject({ processed_at: null, attempts: 1 });
    expect(failed?.error).toContain('503');

    expect(await ctx.app.lineEvents.sweep()).toBeGreaterThanOrEqual(1);
    const done = await ctx.app.lineRepository.event(event.webhookEventId);
    expect(done).toMatchObject({ attempts: 2, error: null, outcome: { outcome: 'no-open-payment' } });
    expect(done?.processed_at).toBeInstanceOf(Date);
    // the reply token was the first attempt's: the answer is pushed
    expect(line.sent.filter((message) => message.kind === 'push' && message.to === user.lineUserId)).toHaveLength(1);
  });

  it('takes up an event stored by a process that died before handling it', async () => {
    const user = await linkedUser(false);
    const event = line.events.follow(user.lineUserId);
    await ctx.app.lineRepository.insertEvents([{ webhookEventId: event.webhookEventId, type: 'follow', lineUserId: user.lineUserId, payload: event }]);
    // a worker that held it and died: its hold ran out
    await ctx.database.db.updateTable('line_webhook_events').set({ attempts: 1, locked_until: new Date(Date.now() - 1000) }).where('webhook_event_id', '=', event.webhookEventId).execute();
    await ctx.app.lineEvents.sweep();
    expect(await friendFlag(user.info.id)).toBe(true);
    expect((await ctx.app.lineRepository.event(event.webhookEventId))?.processed_at).toBeInstanceOf(Date);
  });

  it('leaves an event another worker holds alone', async () => {
    const user = await linkedUser(false);
    const event = line.events.follow(user.lineUserId);
    await ctx.app.lineRepository.insertEvents([{ webhookEventId: event.webhookEventId, type: 'follow', lineUserId: user.lineUserId, payload: event }]);
    await ctx.database.db.updateTable('line_webhook_events').set({ attempts: 1, locked_until: new Date(Date.now() + 60_000) }).where('webhook_event_id', '=', event.webhookEventId).execute();
    await ctx.app.lineEvents.sweep();
    expect(await friendFlag(user.info.id)).toBe(false);
  });
});

describe('without LINE settings', () => {
  it('answers 503 and stores nothing', async () => {
    const bare = await createTestApp(FAST_HASH);
    try {
      const signed = line.webhook([line.events.follow(newLineUserId())]);
      const res = await bare.app.inject({ method: 'POST', url: '/api/line/webhook', headers: signed.headers, payload: signed.body });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('messaging app not set up');
    } finally {
      await bare.close();
    }
  });
});
