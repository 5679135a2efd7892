import { createTestApp, type TestContext } from '../helpers.js';
import { FAST_HASH } from './accounts.js';
import { startLineServer, type LineServer } from './line-server.js';

/** The app on a fresh database with LINE set up against its own local stand-in; `close` stops both. */
export async function createLineTestApp(): Promise<{ ctx: TestContext; line: LineServer; close(): Promise<void> }> {
  const line = await startLineServer();
  const ctx = await createTestApp({ ...FAST_HASH, ...line.env(), AUTH_RATE_LIMIT: '10000' });
  return {
    ctx,
    line,
    async close() {
      await ctx.close();
      await line.close();
    },
  };
}
