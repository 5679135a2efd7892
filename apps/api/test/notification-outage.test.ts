import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/index.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH } from './support/accounts.js';
import { signUpLinked } from './support/line-app.js';
import { startLineServer, type LineServer } from './support/line-server.js';
import { startSmtpSink } from './support/smtp-sink.js';

/**
 * The mail server and LINE both gone (connections refused, not an error answer: those are
 * in notifications.test.ts and line-notifications.test.ts): a notification waits in the
 * job queue, retried with its backoff, and is delivered once on each channel after both
 * are back (docs/decisions/027).
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let line: LineServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  line = await startLineServer();
  // polling workers, as on a server: the first attempt runs as soon as the job is queued
  ctx = await createTestApp({ ...FAST_HASH, SMTP_URL: smtp.url, ...line.env(), JOBS_POLL_INTERVAL_SECONDS: '0.5' }, { realMailer: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await line.close();
});

const jobStates = async () =>
  (await sql<{ state: string }>`select state::text from pgboss.job where name = 'notification' order by created_on`.execute(ctx.app.db)).rows.map((row) => row.state);

describe('SMTP and LINE down', () => {
  it('keeps the notification queued while neither answers, and delivers it once on each channel after they return', async () => {
    const user = await signUpLinked(ctx, line);
    await smtp.waitFor(user.email); // the sign-up's own verification mail
    const [smtpPort, linePort] = [new URL(smtp.url).port, new URL(line.env().LINE_API_URL).port].map(Number);
    await smtp.close();
    await line.close();

    await notify(ctx.app, { userId: user.info.id, event: 'payment_rejected', data: { amount: '99', reason: 'สลิปไม่ชัด' } });
    const deadline = Date.now() + 15_000;
    while ((await jobStates()).join() !== 'retry,retry' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // both deliveries tried, failed on the refused connection, and wait for their retry
    expect(await jobStates()).toEqual(['retry', 'retry']);

    smtp = await startSmtpSink({ port: smtpPort });
    line = await startLineServer({ port: linePort });
    // the retries run now rather than after their backoff (30 s and up)
    await ctx.app.jobs.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
    expect(line.sent.filter((message) => message.kind === 'push' && message.to === user.lineUserId)).toHaveLength(1);
    expect(await jobStates()).toEqual(['completed', 'completed']);
  });
});
