import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/index.js';
import type { TestContext } from './helpers.js';
import { signUp } from './support/accounts.js';
import { createLineTestApp, signUpLinked } from './support/line-app.js';
import type { LineServer } from './support/line-server.js';

/**
 * Notifications on LINE: a push to the user's connected LINE account through the local
 * LINE stand-in, as the user's LINE settings allow, retried when LINE is down and given
 * up when LINE refuses for good (the user blocked the official account).
 */
let ctx: TestContext;
let line: LineServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, line, close } = await createLineTestApp());
});
afterAll(() => close?.());

const linkedUser = () => signUpLinked(ctx, line, { displayName: 'Notified User' });

const pushesTo = (lineUserId: string) => line.sent.filter((m) => m.kind === 'push' && m.to === lineUserId);
const rejected = (userId: number) => notify(ctx.app, { userId, event: 'payment_rejected', data: { amount: '99', reason: 'สลิปไม่ชัด' } });

describe('notifications by LINE push', () => {
  it('pushes one text message, Thai then English, with the reason and a link, to the connected LINE user', async () => {
    const user = await linkedUser();
    await rejected(user.info.id);
    await ctx.app.jobs.drain();
    const pushes = pushesTo(user.lineUserId);
    expect(pushes).toHaveLength(1);
    const [message] = pushes[0]!.messages as { type: string; text: string }[];
    expect(message!.type).toBe('text');
    expect(message!.text).toContain('สลิปไม่ชัด');
    expect(message!.text).toMatch(/[ก-๙]/);
    expect(message!.text).toMatch(/payment/i);
    expect(message!.text.indexOf('สลิปไม่ชัด')).toBeLessThan(message!.text.search(/payment/i));
    expect(message!.text).toContain('/my-credit-point');
  });

  it('sends nothing on LINE when the user turned LINE off for that kind of event, or has no LINE account', async () => {
    const user = await linkedUser();
    const off = await ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers: user.headers, payload: { line: { payment_status: false } } });
    expect(off.statusCode, off.body).toBe(200);
    const unlinked = await signUp(ctx);
    const before = line.sent.length;
    await rejected(user.info.id);
    await rejected(unlinked.info.id);
    await ctx.app.jobs.drain();
    expect(line.sent.slice(before).filter((m) => m.kind === 'push')).toHaveLength(0);
  });

  it('retries a push while LINE is down and delivers it once it is back', async () => {
    const user = await linkedUser();
    line.failNext('push', 503, 2);
    await rejected(user.info.id);
    await ctx.app.jobs.drain();
    expect(pushesTo(user.lineUserId)).toHaveLength(1);
  });

  it('gives up without retrying when LINE refuses the push for good', async () => {
    const user = await linkedUser();
    line.failNext('push', 400, 1);
    await rejected(user.info.id);
    await ctx.app.jobs.drain();
    expect(pushesTo(user.lineUserId)).toHaveLength(0);
    const failed = await ctx.database.db
      .selectFrom('pgboss.job' as never)
      .select(['state' as never])
      .where('name' as never, '=', 'notification' as never)
      .where('state' as never, '=', 'failed' as never)
      .execute();
    expect(failed).toHaveLength(0);
  });
});
