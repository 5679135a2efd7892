import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { securityHeaders } from '../src/lib/security-headers.js';
import { createTestApp } from './helpers.js';

const config = (publicUrl: string) => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl });

describe('security headers', () => {
  it('switch off camera, microphone and payment and keep geolocation for the site (Permissions-Policy)', () => {
    const policy = securityHeaders(config('http://localhost:3000'))['permissions-policy'];
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('payment=()');
    expect(policy).toContain('geolocation=(self)');
  });

  it('pin https (HSTS) only when PUBLIC_URL is https', () => {
    expect(securityHeaders(config('https://baandee.example'))['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(securityHeaders(config('http://192.168.1.20:3000'))).not.toHaveProperty('strict-transport-security');
  });

  it('go on every answer of the app', async () => {
    const ctx = await createTestApp({ PUBLIC_URL: 'https://baandee.example' });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await ctx.close();
    }
  });
});
