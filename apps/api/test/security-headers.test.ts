import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_VIDEO_HOSTS } from '@baandee/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { securityHeaders } from '../src/lib/security-headers.js';
import { openTestDatabase } from './helpers.js';

const config = (publicUrl: string, env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, ...env });

/** The content security policy as directive -> sources. */
function policy(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const SOCIAL = {
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  FACEBOOK_APP_ID: '1234',
  FACEBOOK_APP_SECRET: 'secret',
};
const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'baandee',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://cdn.baandee.example/images',
};

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

  describe('the content security policy', () => {
    it('runs only this site’s scripts, no inline script or handler, and the sign-in SDK of each configured provider', () => {
      const plain = policy(securityHeaders(config('http://localhost:3000'))['content-security-policy']);
      expect(plain['script-src']).toEqual(["'self'"]);
      expect(plain['script-src-attr']).toEqual(["'none'"]);
      expect(plain['object-src']).toEqual(["'none'"]);
      expect(plain['default-src']).toEqual(["'self'"]);

      const social = policy(securityHeaders(config('http://localhost:3000', SOCIAL))['content-security-policy']);
      expect(social['script-src']).toEqual(["'self'", 'https://accounts.google.com', 'https://connect.facebook.net']);
      // Google's button is a frame with its own stylesheet; Facebook's dialog a frame
      expect(social['frame-src']).toEqual(expect.arrayContaining(['https://accounts.google.com', 'https://www.facebook.com']));
      expect(social['style-src']).toContain('https://accounts.google.com');
      // the script hosts are configuration (end-to-end tests point them at a local stand-in)
      const local = policy(securityHeaders(config('http://localhost:3000', { ...SOCIAL, GOOGLE_GSI_URL: 'http://127.0.0.1:4100/gsi/client' }))['content-security-policy']);
      expect(local['script-src']).toEqual(["'self'", 'http://127.0.0.1:4100', 'https://connect.facebook.net']);
      for (const directive of [plain, social, local]) {
        expect(directive['script-src']).not.toContain("'unsafe-inline'");
        expect(directive['script-src']).not.toContain("'unsafe-eval'");
      }
    });

    it('is never framed, and frames only the sign-in providers and the article video players', () => {
      const headers = securityHeaders(config('http://localhost:3000'));
      const directives = policy(headers['content-security-policy']);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(directives['frame-src']).toEqual(["'self'", ...ARTICLE_VIDEO_HOSTS.map((host) => `https://${host}`)]);
    });

    it('loads images only from this site, the upload bucket and the web build’s map tiles', () => {
      const local = policy(securityHeaders(config('http://localhost:3000'), ['https://tile.openstreetmap.org'])['content-security-policy']);
      expect(local['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      const bucket = policy(securityHeaders(config('http://localhost:3000', S3), ['https://*.tiles.example.org'])['content-security-policy']);
      expect(bucket['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.baandee.example', 'https://*.tiles.example.org']);
      // nothing loads from just anywhere
      for (const directive of Object.values(bucket)) expect(directive).not.toContain('https:');
      expect(bucket['font-src']).toEqual(["'self'"]);
      expect(bucket['connect-src']).toEqual(["'self'"]);
    });

    it('refuses a web build source a header could be broken with', () => {
      expect(() => securityHeaders(config('http://localhost:3000'), ["https://tiles.example.org; script-src 'unsafe-inline'"])).toThrow(/image source/);
    });

    it('keeps inline styles: Mantine writes style attributes and <style> elements that change with every render', () => {
      expect(policy(securityHeaders(config('http://localhost:3000'))['content-security-policy'])['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    });
  });

  it('go on every answer of the app, the policy with the map tiles the web build names', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-headers-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'dist-ssr'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html lang="th"><head><title>BaanDee</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dir, 'dist-ssr', 'sources.json'), JSON.stringify({ images: ['https://tiles.baandee.example'] }));
    const database = await openTestDatabase();
    const app = await buildApp({ config: config('https://baandee.example', { DATA_DIR: path.join(dir, 'data') }), database, webDist: path.join(dir, 'dist') });
    try {
      for (const url of ['/api/health', '/announce-search']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['strict-transport-security']).toContain('max-age=');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(policy(res.headers['content-security-policy'] as string)['img-src']).toContain('https://tiles.baandee.example');
      }
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
