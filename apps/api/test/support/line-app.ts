import { createTestApp, type TestContext } from '../helpers.js';
import { FAST_HASH, signUp } from './accounts.js';
import { newLineUserId, startLineServer, type LineServer } from './line-server.js';

/** The app on a fresh database with LINE set up against its own local stand-in; `close` stops both. */
export async function createLineTestApp(
  options: { logStream?: { write(line: string): void } } = {},
): Promise<{ ctx: TestContext; line: LineServer; close(): Promise<void> }> {
  const line = await startLineServer();
  const ctx = await createTestApp({ ...FAST_HASH, ...line.env(), AUTH_RATE_LIMIT: '10000' }, { logStream: options.logStream });
  return {
    ctx,
    line,
    async close() {
      await ctx.close();
      await line.close();
    },
  };
}

/** A new user whose LINE account is linked through api/line-connect, as the spec's payload does it. */
export async function signUpLinked(ctx: TestContext, line: LineServer, { friend = true, displayName = 'Linked User' } = {}) {
  const user = await signUp(ctx);
  const who = line.addUser({ userId: newLineUserId(), displayName, friend });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/line-connect',
    headers: user.headers,
    payload: { id_token: await line.idToken(who.userId), access_token: line.accessToken(who.userId) },
  });
  if (res.statusCode !== 200) throw new Error(`line-connect answered ${res.statusCode}: ${res.body}`);
  return { ...user, lineUserId: who.userId };
}
