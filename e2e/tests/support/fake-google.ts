import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOidcIssuer } from '../../../apps/api/test/support/oidc-issuer.js';

/**
 * A stand-in for Google on loopback, on a port the system picks: the API checks ID tokens
 * against its JWKS (the API tests' own local issuer), and the browser loads its Identity
 * Services script, which renders a button that hands the page a token signed by that issuer.
 */
export const FAKE_GOOGLE_CLIENT_ID = 'baandee-e2e.apps.googleusercontent.com';

/** The server's configuration for the stand-in at `url` (the Playwright webServer's env). */
export function fakeGoogleEnv(url: string) {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
    GOOGLE_ISSUER: url,
    GOOGLE_JWKS_URL: `${url}/jwks`,
    GOOGLE_GSI_URL: `${url}/gsi/client`,
  };
}

/** Who the fake button signs in: a test sets it with page.addInitScript before clicking. */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

declare global {
  interface Window {
    __fakeGoogleUser?: FakeGoogleUser;
    __gsiDisableAutoSelectCalls?: number;
  }
}

/** The same calls Google's script offers (accounts.google.com/gsi/client), in a few lines. */
const gsiScript = (url: string) => `(function () {
  var config = null;
  window.__gsiDisableAutoSelectCalls = 0;
  window.google = { accounts: { id: {
    initialize: function (options) { config = options; },
    renderButton: function (parent) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google (test)';
      button.setAttribute('data-testid', 'fake-google-button');
      button.style.cssText = 'width:100%;height:40px;border:1px solid #dadce0;border-radius:4px;background:#fff;font:500 14px sans-serif';
      button.onclick = function () {
        var query = new URLSearchParams(window.__fakeGoogleUser || {}).toString();
        fetch('${url}/token?' + query).then(function (r) { return r.json(); }).then(function (answer) {
          config.callback({ credential: answer.credential, select_by: 'btn' });
        });
      };
      parent.appendChild(button);
    },
    disableAutoSelect: function () { window.__gsiDisableAutoSelectCalls += 1; },
    prompt: function () {}
  } } };
})();`;

/** Starts the stand-in on a free loopback port; answers its URL and how to stop it. */
export async function startFakeGoogle(): Promise<{ url: string; stop(): Promise<void> }> {
  const issuer = await startOidcIssuer(FAKE_GOOGLE_CLIENT_ID);
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/gsi/client') return send(200, 'text/javascript', gsiScript(base));
    if (url.pathname === '/jwks') {
      void fetch(issuer.jwksUrl)
        .then((answer) => answer.text())
        .then((keys) => send(200, 'application/json', keys));
      return;
    }
    if (url.pathname === '/token') {
      const claims = Object.fromEntries(url.searchParams);
      if (!claims.sub) return send(400, 'application/json', '{"error":"sub missing"}');
      void issuer
        .idToken({ ...claims, sub: claims.sub }, { issuer: base })
        .then((credential) => send(200, 'application/json', JSON.stringify({ credential })));
      return;
    }
    send(404, 'application/json', '{"error":"not found"}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await issuer.close();
    },
  };
}
