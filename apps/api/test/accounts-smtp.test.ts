import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, registration, uniqueEmail } from './support/accounts.js';
import { startSmtpSink } from './support/smtp-sink.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, SMTP_URL: smtp.url }, { realMailer: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('verification mail over real SMTP', () => {
  it('delivers the link, and the link verifies the address', async () => {
    const email = uniqueEmail('smtp');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(email) });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('no-reply@baandee.local');
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.text).toContain('กรุณายืนยันอีเมลของคุณ');
    const token = new RegExp(`${ctx.config.publicUrl}/email-verify\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();

    const verified = await ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await logIn(ctx, email)).info.email_verified).toBe(true);
  });
});
