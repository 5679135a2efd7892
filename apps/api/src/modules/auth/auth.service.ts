import type { FastifyInstance } from 'fastify';
import type { AuthResult, LoginBody, RegisterBody } from '@baandee/contracts';
import { ACCOUNT_TYPE, VERIFY_RESEND_COOLDOWN_SECONDS } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { accountBanned, AppError, accountSuspended, forbidden, linkExpired, notFound, wrongCredentials } from '../../lib/errors.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { hashPassword, needsRehash, passwordCost, verifyDummy, verifyPassword } from '../../lib/password.js';
import { expiresIn, hashToken, idleSince, looksLikeToken, newToken, SESSION_TTL_MS, VERIFY_EMAIL_TTL_MS } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { grantWelcome } from '../credits/ledger.service.js';
import { createNotificationSettings } from '../users/settings.service.js';
import { loadUserInfo } from '../users/user-info.js';
import { registerAttemptMail, verificationMail } from './auth.mails.js';
import { sendInBackground } from '../../plugins/mail.plugin.js';
import type { UserTokensRepository } from './user-tokens.repository.js';


/**
 * A new session for the user: the bearer token (shown once) and the profile. Every way of
 * signing in ends here, so a banned or suspended account gets no session whichever way it tries.
 */
export async function startSession(app: Pick<FastifyInstance, 'config' | 'sessionsRepository' | 'usersRepository'>, userId: number): Promise<AuthResult> {
  const account = await app.usersRepository.findAccountById(userId);
  if (account?.status === 'banned') throw accountBanned();
  if (account?.suspended_at) throw accountSuspended(account.suspension_reason);
  const { token, hash } = newToken();
  await app.sessionsRepository.deleteExpired(userId, idleSince(app.config));
  await app.sessionsRepository.insert({ userId, tokenHash: hash, expiresAt: expiresIn(SESSION_TTL_MS) });
  // the newest session counts in the cap; the least recently used beyond it end
  await app.sessionsRepository.revokeBeyond(userId, app.config.SESSION_MAX_PER_USER);
  return { token, info: await loadUserInfo(app.usersRepository, userId) };
}

/** Stores a fresh verification token for the address and answers the link's token. */
export async function createVerificationToken(tokens: Pick<UserTokensRepository, 'replace'>, userId: number, email: string): Promise<string> {
  const { token, hash } = newToken();
  await tokens.replace({ userId, purpose: 'verify-email', tokenHash: hash, email, expiresAt: expiresIn(VERIFY_EMAIL_TTL_MS) });
  return token;
}

/**
 * The account, its settings and its verification token are written together or not at all.
 * A taken address answers exactly as a new one (docs/decisions/041): the owner is mailed
 * that someone tried, and neither the answer nor the hashing work tells the caller.
 */
export async function register(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'db' | 'log' | 'mailer' | 'settingsRepository' | 'userTokensRepository' | 'usersRepository'>, body: RegisterBody): Promise<{ registered: true; email: string }> {
  assertStrongPassword(body.password, 'password', [body.email, body.phone]);
  const answer = { registered: true as const, email: body.email };
  const [taken, passwordHash] = await Promise.all([
    app.usersRepository.isEmailTaken(body.email),
    hashPassword(body.password, passwordCost(app.config)),
  ]);
  const tellOwner = () => sendInBackground(app, registerAttemptMail(app.config.publicUrl, body.email));
  if (taken) {
    tellOwner();
    return answer;
  }
  let token: string;
  try {
    token = await app.db.transaction().execute(async (trx) => {
      const userId = await app.usersRepository.in(trx).insert({
        email: body.email,
        phone: body.phone,
        password_hash: passwordHash,
        account_type: ACCOUNT_TYPE.email,
      });
      await createNotificationSettings(app.settingsRepository.in(trx), userId, body.is_receive_news);
      await grantWelcome(app.creditsRepository, trx, userId);
      return createVerificationToken(app.userTokensRepository.in(trx), userId, body.email);
    });
  } catch (error) {
    // registered a moment ago by another call
    if (isUniqueViolation(error)) {
      tellOwner();
      return answer;
    }
    throw error;
  }
  sendInBackground(app, verificationMail(app.config.publicUrl, body.email, token));
  return answer;
}

/**
 * Spends the link and marks the address verified. The same link opened again (a second
 * click, a mail client's preview) answers already_verified instead of a failure, as long
 * as the address it was sent to is the account's and is verified.
 */
export async function verifyEmail(app: Pick<FastifyInstance, 'db' | 'userTokensRepository' | 'usersRepository'>, token: string): Promise<{ already_verified: boolean }> {
  if (!looksLikeToken(token)) throw linkExpired();
  const tokenHash = hashToken(token);
  const verified = await app.db.transaction().execute(async (trx) => {
    const used = await app.userTokensRepository.in(trx).consume(tokenHash, 'verify-email');
    if (!used) return false;
    await app.usersRepository.in(trx).update(used.user_id, { email_verified_at: new Date() });
    return true;
  });
  if (verified) return { already_verified: false };
  if (await app.userTokensRepository.findForVerifiedAddress(tokenHash, 'verify-email')) return { already_verified: true };
  throw linkExpired();
}

/** Seconds until the account may get another verification mail (registration sent the first). */
async function resendWait(app: Pick<FastifyInstance, 'userTokensRepository'>, userId: number): Promise<number> {
  const last = await app.userTokensRepository.lastIssuedAt(userId, 'verify-email');
  if (!last) return 0;
  return Math.max(0, Math.ceil(VERIFY_RESEND_COOLDOWN_SECONDS - (Date.now() - last.getTime()) / 1000));
}

/** A resend inside the cooldown: 429, with the seconds left in Retry-After. */
export class ResendTooSoon extends AppError {
  constructor(readonly retryAfter: number) {
    super(429, 'too many requests');
  }
}

/** Social accounts are verified by their provider (DESIGN 4.2) and never get this mail. */
export async function resendVerification(app: Pick<FastifyInstance, 'config' | 'log' | 'mailer' | 'userTokensRepository' | 'usersRepository'>, user: AuthUser): Promise<{ sent: boolean }> {
  if (user.account_type !== ACCOUNT_TYPE.email) throw forbidden('cannot send verification for social accounts');
  const account = await app.usersRepository.findAccountById(user.id);
  if (!account?.email) throw notFound();
  if (account.email_verified_at) return { sent: false };
  const wait = await resendWait(app, account.id);
  if (wait > 0) throw new ResendTooSoon(wait);
  const token = await createVerificationToken(app.userTokensRepository, account.id, account.email);
  sendInBackground(app, verificationMail(app.config.publicUrl, account.email, token));
  return { sent: true };
}

/**
 * Unknown address, social-only account or wrong password all answer the same, after the
 * same hashing work, so neither the message nor the timing tells which it was.
 */
export async function login(app: Pick<FastifyInstance, 'config' | 'sessionsRepository' | 'usersRepository'>, body: LoginBody): Promise<AuthResult> {
  const cost = passwordCost(app.config);
  const account = await app.usersRepository.findAccountByEmail(body.email);
  const valid = account?.password_hash ? await verifyPassword(body.password, account.password_hash) : await verifyDummy(body.password, cost);
  if (!account?.password_hash || !valid) throw wrongCredentials();
  if (needsRehash(account.password_hash, cost)) {
    await app.usersRepository.update(account.id, { password_hash: await hashPassword(body.password, cost) });
  }
  return startSession(app, account.id);
}

export async function logout(app: Pick<FastifyInstance, 'sessionsRepository'>, user: AuthUser): Promise<void> {
  await app.sessionsRepository.delete(user.session_id);
}
