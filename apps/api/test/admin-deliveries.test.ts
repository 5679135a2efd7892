import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_JOB_KEEP_SECONDS } from '../src/plugins/jobs.plugin.js';
import { queueMail } from '../src/plugins/mail.plugin.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { signUpAdmin } from './support/listings.js';
import { startSmtpSink } from './support/smtp-sink.js';

/**
 * Failed deliveries (docs/decisions/047): a mail the SMTP server refused on every retry is
 * listed for the admin with its error and attempts, counted on the summary and in
 * /metrics, and a retry really sends it through the same server.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
/** The mail queue's retry limit (plugins/mail.plugin.ts): 12 retries after the first attempt. */
const ATTEMPTS = 13;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, SMTP_URL: smtp.url }, { realMailer: true });
  admin = await signUpAdmin(ctx);
  // the sign-up's own mails are sent now, so the queue holds only what each test makes
  await ctx.app.jobs.drain();
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const get = (url: string, headers: Headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Headers = admin.headers) => ctx.app.inject({ method: 'PUT', url, headers });

let mails = 0;
/** Queues a mail that the SMTP server refuses on every attempt, and runs the queue until it is given up. */
async function failedMail(): Promise<{ to: string; subject: string }> {
  const mail = { to: `failed.${process.pid}.${++mails}@example.com`, subject: `ทดสอบการส่ง ${mails}`, text: 'สวัสดี' };
  smtp.refuseNext(ATTEMPTS);
  await queueMail(ctx.app, mail);
  await ctx.app.jobs.drain({ timeoutMs: 60_000 });
  return mail;
}
async function deletionSeconds(id: string): Promise<number> {
  const { rows } = await sql<{ deletion_seconds: number }>`select deletion_seconds from pgboss.job where id = ${id}::uuid`.execute(ctx.app.db);
  return rows[0]!.deletion_seconds;
}
const failedOnes = async () => (await get('/api/admin/jobs?state=failed')).json().result;
async function metricFailed(): Promise<number> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/^job_queue_jobs\{queue="mail",state="failed"\} (\d+)$/m.exec(text)?.[1] ?? 'NaN');
}

describe('failed deliveries', () => {
  it('lists a mail that exhausted its retries with the error and attempts, counted on the summary and in /metrics', async () => {
    const mail = await failedMail();
    const list = await failedOnes();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ queue: 'mail', summary: mail.subject, recipient: mail.to, attempts: ATTEMPTS, error: expect.stringMatching(/451|try again later/i) });
    expect(smtp.received.some((received) => received.to.includes(mail.to))).toBe(false);
    expect((await get('/api/admin/summary')).json().result.queues.failedDeliveries).toBe(1);
    expect(await metricFailed()).toBe(1);
    // kept for the admin, not deleted with the queue's delivered mails an hour later
    expect(await deletionSeconds(list.data[0].id)).toBe(FAILED_JOB_KEEP_SECONDS);
  }, 120_000);

  it('a retry sends it through the SMTP server, leaves the list and the counts, and is a row of the audit trail', async () => {
    const [job] = (await failedOnes()).data;
    const res = await put(`/api/admin/jobs/retry/${job.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id: job.id, state: 'retry' });
    // a second click before the worker ran: nothing more happens
    expect((await put(`/api/admin/jobs/retry/${job.id}`)).json().result).toEqual({ id: job.id, state: 'retry' });
    expect(await deletionSeconds(job.id)).toBe(3600);
    await ctx.app.jobs.drain();
    const delivered = await smtp.waitFor(job.recipient);
    expect(delivered.text).toContain('สวัสดี');
    expect((await failedOnes()).total).toBe(0);
    expect((await get('/api/admin/summary')).json().result.queues.failedDeliveries).toBe(0);
    expect(await metricFailed()).toBe(0);

    const trail = await ctx.app.db.selectFrom('admin_audit').selectAll().where('request_id', '=', String(res.headers['x-request-id'])).execute();
    expect(trail).toEqual([
      expect.objectContaining({ actor_id: admin.info.id, action: 'job.retry', subject_type: 'job', subject_id: job.id, before: { state: 'failed', retry_limit: ATTEMPTS - 1 }, after: { state: 'retry', retry_limit: ATTEMPTS } }),
    ]);
  }, 120_000);

  it('retry all runs every failed delivery again', async () => {
    const first = await failedMail();
    const second = await failedMail();
    expect((await failedOnes()).total).toBe(2);
    const res = await put('/api/admin/jobs/retry-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ retried: 2 });
    await ctx.app.jobs.drain();
    await smtp.waitFor(first.to);
    await smtp.waitFor(second.to);
    expect((await failedOnes()).total).toBe(0);
    const trail = await ctx.app.db.selectFrom('admin_audit').select('action').where('request_id', '=', String(res.headers['x-request-id'])).execute();
    expect(trail).toEqual([{ action: 'job.retry' }, { action: 'job.retry' }]);
    expect((await put('/api/admin/jobs/retry-all')).json().result).toEqual({ retried: 0 });
  }, 180_000);

  it('answers 404 for a job that is not there, 422 for an id that is not one, 401 and 403 to others', async () => {
    expect((await put('/api/admin/jobs/retry/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await put('/api/admin/jobs/retry/not-a-job');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    const user = await signUp(ctx);
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['PUT', '/api/admin/jobs/retry/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/admin/jobs/retry-all'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: user.headers })).statusCode, url).toBe(403);
    }
  });
});
