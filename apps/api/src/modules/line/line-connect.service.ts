import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LineCallbackBody, LineConnectBody, LineStatus } from '@baandee/contracts';
import { LINE_STATE_ALPHABET, LINE_STATE_LENGTH, LINE_STATE_TTL_MINUTES } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { lineAlreadyConnected, lineLoginExpired, lineLoginFailed, lineNotSetUp, unauthorized } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';

/**
 * Connecting a LINE account (spec section 4, DESIGN 4.8): LINE Login opens with a state
 * the server keeps; the code it sends back is exchanged here, the tokens are checked
 * with LINE, the friendship is read and the LINE user linked. A LINE user belongs to one
 * account at a time.
 */


/** A random state of LINE_STATE_LENGTH letters from the unambiguous alphabet. */
export function newLoginState(): string {
  let state = '';
  for (let i = 0; i < LINE_STATE_LENGTH; i++) state += LINE_STATE_ALPHABET[randomInt(LINE_STATE_ALPHABET.length)];
  return state;
}

export async function lineStatusOf(app: Pick<FastifyInstance, 'line' | 'lineRepository' | 'usersRepository'>, userId: number): Promise<LineStatus> {
  const [account, profile] = await Promise.all([app.lineRepository.byUser(userId), app.usersRepository.findProfile(userId)]);
  return {
    configured: app.line.configured,
    connected: account !== undefined,
    display_name: account?.display_name ?? null,
    picture_url: account?.picture_url ?? null,
    friend: profile?.line_friend_status ?? false,
    add_friend_url: app.line.addFriendUrl,
  };
}

/** The LINE Login page for a new attempt; its state and nonce wait on the server, single use. */
export async function startLineLogin(app: Pick<FastifyInstance, 'line' | 'lineRepository'>, userId: number, redirectUri: string): Promise<{ url: string }> {
  if (!app.line.configured) throw lineNotSetUp();
  const state = newLoginState();
  const nonce = randomBytes(16).toString('base64url');
  await app.lineRepository.createState({
    userId,
    state,
    nonce,
    redirectUri,
    expiresAt: new Date(Date.now() + LINE_STATE_TTL_MINUTES * 60_000),
  });
  return { url: app.line.authorizeUrl({ redirectUri, state, nonce }) };
}

/** Who asks to link: the account and the session the request came with. */
type Requester = Pick<AuthUser, 'id' | 'session_id'>;

/** The user's state is spent here whatever follows: a code is tried once per attempt. */
export async function finishLineLogin(app: Pick<FastifyInstance, 'db' | 'line' | 'lineRepository' | 'sessionsRepository' | 'usersRepository'>, user: Requester, body: LineCallbackBody): Promise<LineStatus> {
  if (!app.line.configured) throw lineNotSetUp();
  const saved = await app.lineRepository.takeState(user.id, body.state);
  if (!saved || saved.expires_at.getTime() <= Date.now()) throw lineLoginExpired();
  const tokens = await app.line.exchangeCode(body.code, saved.redirect_uri);
  const claims = await app.line.verifyIdToken(tokens.idToken, saved.nonce);
  return linkLineUser(app, user, tokens.accessToken, claims.sub);
}

/** POST api/line-connect: tokens a client got from LINE Login, both checked with LINE first. */
export async function connectWithTokens(app: Pick<FastifyInstance, 'db' | 'line' | 'lineRepository' | 'sessionsRepository' | 'usersRepository'>, user: Requester, body: LineConnectBody): Promise<LineStatus> {
  if (!app.line.configured) throw lineNotSetUp();
  await app.line.verifyAccessToken(body.access_token);
  const claims = await app.line.verifyIdToken(body.id_token);
  return linkLineUser(app, user, body.access_token, claims.sub);
}

/**
 * Reads who the access token belongs to (it must be the ID token's user) and whether they
 * are a friend, then links, if the session that asked is still signed in: the calls to
 * LINE take a while, and an account taken back by its address's owner meanwhile
 * (account-recovery.ts) must not get the previous holder's LINE back. The account's row is
 * share-locked first, so the link and a recovery wait for each other in one order.
 */
async function linkLineUser(app: Pick<FastifyInstance, 'db' | 'line' | 'lineRepository' | 'sessionsRepository' | 'usersRepository'>, user: Requester, accessToken: string, lineUserId: string): Promise<LineStatus> {
  const userId = user.id;
  const [profile, friend] = await Promise.all([app.line.profile(accessToken), app.line.friendship(accessToken)]);
  if (profile.userId !== lineUserId) throw lineLoginFailed();
  const holder = await app.lineRepository.byLineUser(lineUserId);
  if (holder && holder.user_id !== userId) throw lineAlreadyConnected();
  try {
    await app.db.transaction().execute(async (trx) => {
      await app.usersRepository.in(trx).lockStatus(userId);
      if (!(await app.sessionsRepository.in(trx).exists(user.session_id))) throw unauthorized();
      await app.lineRepository.in(trx).link({ userId, lineUserId, displayName: profile.displayName, pictureUrl: profile.pictureUrl });
      await app.usersRepository.in(trx).update(userId, { line_friend_status: friend });
    });
  } catch (error) {
    // another account linked the same LINE user at the same moment
    if (isUniqueViolation(error)) throw lineAlreadyConnected();
    throw error;
  }
  return lineStatusOf(app, userId);
}

/** Unlinks; the friendship flag goes with it, since nothing can reach the user on LINE any more. */
export async function disconnectLine(app: Pick<FastifyInstance, 'db' | 'line' | 'lineRepository' | 'usersRepository'>, userId: number): Promise<LineStatus> {
  await app.db.transaction().execute(async (trx) => {
    await app.lineRepository.in(trx).unlink(userId);
    await app.usersRepository.in(trx).update(userId, { line_friend_status: false });
  });
  return lineStatusOf(app, userId);
}
