import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const providers = async (env: Record<string, string>) => {
  ctx = await createTestApp(env);
  return ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
};

describe('GET /api/auth/providers', () => {
  it('reports no social sign-in when none is configured, with the default script URLs', async () => {
    const res = await providers({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      result: {
        google_client_id: null,
        google_gsi_url: 'https://accounts.google.com/gsi/client',
        facebook_app_id: null,
        facebook_sdk_url: 'https://connect.facebook.net/en_US/sdk.js',
      },
    });
  });

  it('reports the public ids, never the Facebook secret, and the configured script URLs', async () => {
    const res = await providers({
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_GSI_URL: 'http://127.0.0.1:4999/gsi/client',
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: 'very-secret',
    });
    expect(res.json().result).toMatchObject({
      google_client_id: 'client.apps.googleusercontent.com',
      google_gsi_url: 'http://127.0.0.1:4999/gsi/client',
      facebook_app_id: '4242',
    });
    expect(res.body).not.toContain('very-secret');
  });

  it('hides Facebook without an app secret (its tokens could not be checked)', async () => {
    const res = await providers({ FACEBOOK_APP_ID: '4242' });
    expect(res.json().result.facebook_app_id).toBeNull();
  });

  it("lets the page load the sign-in script of a configured provider, and no other (Content-Security-Policy)", async () => {
    const res = await providers({ GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com', GOOGLE_GSI_URL: 'http://127.0.0.1:4999/gsi/client' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4999;/);
    expect(policy).not.toContain('connect.facebook.net');
  });
});
