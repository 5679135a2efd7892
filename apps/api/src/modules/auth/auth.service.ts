import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthResult, LoginBody, RegisterBody } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword, needsRehash, passwordCost, verifyDummy, verifyPassword } from '../../lib/password.js';
import { expiresIn, hashToken, looksLikeToken, newToken, SESSION_TTL_MS, VERIFY_EMAIL_TTL_MS } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.js';
import { createNotificationSettings } from '../users/settings.service.js';
import { loadUserInfo } from '../users/user-info.js';
import { findAccountByEmail, findAccountById, insertUser, isEmailTaken, isUniqueViolation, updateUser } from '../users/users.repository.js';
import { sendInBackground, verificationMail } from './auth.mails.js';
import { deleteExpiredSessions, deleteSession, insertSession } from './sessions.repository.js';
import { consumeToken, replaceUserToken } from './user-tokens.repository.js';

export const emailTaken = () => new AppError(422, 'email already registered', { email: ['email already registered'] });
export const linkExpired = () => new AppError(422, 'reset link expired');
// 422, not 401: the web app treats any 401 as "session over" and leaves the login dialog.
const loginFailed = () => new AppError(422, 'email or password not valid');

/** A new session for the user: the bearer token (shown once) and the profile. */
export async function startSession(db: Kysely<DB>, userId: number): Promise<AuthResult> {
  const { token, hash } = newToken();
  await deleteExpiredSessions(db, userId);
  await insertSession(db, { userId, tokenHash: hash, expiresAt: expiresIn(SESSION_TTL_MS) });
  return { token, info: await loadUserInfo(db, userId) };
}

/** Stores a fresh verification token for the address and answers the link's token. */
export async function createVerificationToken(db: Kysely<DB>, userId: number, email: string): Promise<string> {
  const { token, hash } = newToken();
  await replaceUserToken(db, { userId, purpose: 'verify-email', tokenHash: hash, email, expiresAt: expiresIn(VERIFY_EMAIL_TTL_MS) });
  return token;
}

/** The account, its settings and its verification token are written together or not at all. */
export async function register(app: FastifyInstance, body: RegisterBody): Promise<{ registered: true; email: string }> {
  // checked before hashing, so a taken address costs no hashing work
  if (await isEmailTaken(app.db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password, passwordCost(app.config));
  let token: string;
  try {
    token = await app.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        email: body.email,
        phone: body.phone,
        password_hash: passwordHash,
        account_type: ACCOUNT_TYPE.email,
      });
      await createNotificationSettings(trx, userId, body.is_receive_news);
      return createVerificationToken(trx, userId, body.email);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  sendInBackground(app, verificationMail(app.config.publicUrl, body.email, token));
  return { registered: true, email: body.email };
}

export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  if (!looksLikeToken(token)) throw linkExpired();
  await app.db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, hashToken(token), 'verify-email');
    if (!used) throw linkExpired();
    await updateUser(trx, used.user_id, { email_verified_at: new Date() });
  });
}

/** Social accounts are verified by their provider (DESIGN 4.2) and never get this mail. */
export async function resendVerification(app: FastifyInstance, user: AuthUser): Promise<{ sent: boolean }> {
  if (user.account_type !== ACCOUNT_TYPE.email) throw forbidden('cannot send verification for social accounts');
  const account = await findAccountById(app.db, user.id);
  if (!account?.email) throw notFound();
  if (account.email_verified_at) return { sent: false };
  const token = await createVerificationToken(app.db, account.id, account.email);
  sendInBackground(app, verificationMail(app.config.publicUrl, account.email, token));
  return { sent: true };
}

/**
 * Unknown address, social-only account or wrong password all answer the same, after the
 * same hashing work, so neither the message nor the timing tells which it was.
 */
export async function login(app: FastifyInstance, body: LoginBody): Promise<AuthResult> {
  const cost = passwordCost(app.config);
  const account = await findAccountByEmail(app.db, body.email);
  const valid = account?.password_hash ? await verifyPassword(body.password, account.password_hash) : await verifyDummy(body.password, cost);
  if (!account?.password_hash || !valid) throw loginFailed();
  if (needsRehash(account.password_hash, cost)) {
    await updateUser(app.db, account.id, { password_hash: await hashPassword(body.password, cost) });
  }
  return startSession(app.db, account.id);
}

export async function logout(app: FastifyInstance, user: AuthUser): Promise<void> {
  await deleteSession(app.db, user.session_id);
}
