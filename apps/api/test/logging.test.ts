import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { redactUrl } from '../src/lib/log-redaction.js';
import { createMailer } from '../src/plugins/mail.plugin.js';
import type { App } from '../src/app.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, registration, uniqueEmail } from './support/accounts.js';

/** Every log line the app writes, as text. */
class LogLines {
  readonly lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  get text() {
    return this.lines.join('');
  }
}

describe('request logs', () => {
  const log = new LogLines();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...FAST_HASH, LOG_LEVEL: 'info' }, { realMailer: true, logStream: log });
  });
  afterAll(() => ctx.close());

  it('never show a token, code, state or password of the query string, and keep the rest', async () => {
    await ctx.app.inject({ method: 'GET', url: '/reset-password?token=live-reset-token-1&lang=th' });
    await ctx.app.inject({ method: 'GET', url: '/email-verify?lang=en&token=live-verify-token-2' });
    await ctx.app.inject({ method: 'GET', url: '/api/auth/callback?code=oauth-code-3&state=oauth-state-4' });
    await ctx.app.inject({ method: 'GET', url: '/api/health?password=hunter2-5&access_token=bearer-6' });
    for (const secret of ['live-reset-token-1', 'live-verify-token-2', 'oauth-code-3', 'oauth-state-4', 'hunter2-5', 'bearer-6']) {
      expect(log.text).not.toContain(secret);
    }
    expect(log.text).toContain('/reset-password?token=[REDACTED]&lang=th');
    expect(log.text).toContain('/email-verify?lang=en&token=[REDACTED]');
    expect(log.text).toContain('incoming request');
  });

  it('answer a cached body (master data, the quick menu) and its 304 without a warning of a second send', async () => {
    for (const url of ['/api/estate-master', '/api/get-hot-trend']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    expect(log.text).not.toContain('Reply was already sent');
  });

  it('leave the verification link of an outbox mail out of the log (NODE_ENV is not development)', async () => {
    const email = uniqueEmail('outbox');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(email) });
    expect(res.statusCode, res.body).toBe(200);
    // the mail goes out after the answer
    const line = await vi.waitFor(() => {
      const found = log.lines.find((entry) => entry.includes('mail written to outbox') && entry.includes(email));
      if (!found) throw new Error('no outbox line yet');
      return found;
    });
    expect(line).not.toContain('token=');
    expect(line).not.toContain('/email-verify');
  });
});

describe('outbox mail logs', () => {
  const send = async (nodeEnv: 'development' | 'production') => {
    const entries: unknown[] = [];
    const log = { info: (entry: unknown) => entries.push(entry) } as unknown as App['log'];
    const dataDir = `${process.env.TMPDIR ?? '/tmp'}/baandee-outbox-${process.pid}-${nodeEnv}`;
    const mailer = createMailer(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir }), log);
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'Open http://localhost:3000/reset-password?token=abc123 now' });
    return JSON.stringify(entries);
  };

  it('list the links only under NODE_ENV=development', async () => {
    expect(await send('development')).toContain('reset-password?token=abc123');
    expect(await send('production')).not.toContain('abc123');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?token=x', '/a?token=[REDACTED]'],
    ['/a?refresh_token=x&b=1', '/a?refresh_token=[REDACTED]&b=1'],
    ['/a?Code=x&state=y', '/a?Code=[REDACTED]&state=[REDACTED]'],
    ['/a?newPassword=x', '/a?newPassword=[REDACTED]'],
    ['/a?client_secret=x', '/a?client_secret=[REDACTED]'],
    ['/a?%74oken=x', '/a?%74oken=[REDACTED]'],
    ['/a?page=2&q=condo', '/a?page=2&q=condo'],
    ['/a', '/a'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
