import type { FastifyInstance } from 'fastify';
import type { ChangePasswordBody, ResetPasswordBody } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { forbidden, linkExpired, oldPasswordNotValid } from '../../lib/errors.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { hashPassword, passwordCost, verifyPassword } from '../../lib/password.js';
import { expiresIn, hashToken, looksLikeToken, newToken, RESET_PASSWORD_TTL_MS } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { afterTakeBack, takeBackUnverified } from './account-recovery.js';
import { passwordChangedMail, resetPasswordMail } from './auth.mails.js';
import { sendInBackground } from '../../plugins/mail.plugin.js';

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    'password-reset': { email: string };
  }
}

/**
 * Answers the same for every address, after the same work: the request only queues the
 * address (docs/decisions/041); the look-up, the token and the mail happen in the
 * 'password-reset' job, after the answer.
 */
export async function requestPasswordReset(app: Pick<FastifyInstance, 'jobs'>, email: string): Promise<void> {
  await app.jobs.send('password-reset', { email });
}

/**
 * Only e-mail accounts get a link, since social accounts have no password to reset. A
 * failed send is retried with a fresh link (the unsent one is replaced); the job row, which
 * holds the address, goes an hour after it is done.
 */
export function passwordResetWorker(app: Pick<FastifyInstance, 'config' | 'jobs' | 'mailer' | 'userTokensRepository' | 'usersRepository'>): void {
  app.jobs.work(
    'password-reset',
    async ({ email }) => {
      const account = await app.usersRepository.findAccountByEmail(email);
      if (!account?.email || account.account_type !== ACCOUNT_TYPE.email) return;
      const { token, hash } = newToken();
      await app.userTokensRepository.replace({
        userId: account.id,
        purpose: 'reset-password',
        tokenHash: hash,
        email: account.email,
        expiresAt: expiresIn(RESET_PASSWORD_TTL_MS),
      });
      await app.mailer.send(resetPasswordMail(app.config.publicUrl, account.email, token));
    },
    { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 3600 },
  );
}

/** The reset page asks on load, so a used or stale link says so before the form is filled. */
export async function checkResetToken(app: Pick<FastifyInstance, 'userTokensRepository'>, token: string): Promise<{ valid: true }> {
  if (!looksLikeToken(token) || !(await app.userTokensRepository.findValid(hashToken(token), 'reset-password'))) throw linkExpired();
  return { valid: true };
}

/**
 * A valid link sets the new password and signs the account out everywhere: whoever knew
 * the old password is out. It proves the address, so an address never verified counts as
 * verified from now on and the account is taken back from whoever registered it
 * (account-recovery.ts); `account_reset` says so.
 */
export async function resetPassword(app: Pick<FastifyInstance, 'config' | 'db' | 'lineRepository' | 'log' | 'mailer' | 'sessionsRepository' | 'settingsRepository' | 'storage' | 'userTokensRepository' | 'usersRepository'>, body: ResetPasswordBody): Promise<{ email: string; account_reset?: true }> {
  if (!looksLikeToken(body.token)) throw linkExpired();
  const tokenHash = hashToken(body.token);
  // checked before hashing, so a made-up token costs no hashing work
  const valid = await app.userTokensRepository.findValid(tokenHash, 'reset-password');
  if (!valid) throw linkExpired();
  const owner = await app.usersRepository.findProfile(valid.user_id);
  assertStrongPassword(body.password, 'password', [valid.email, owner?.firstname, owner?.lastname]);
  const passwordHash = await hashPassword(body.password, passwordCost(app.config));
  const { email, takenBack } = await app.db.transaction().execute(async (trx) => {
    const tokens = app.userTokensRepository.in(trx);
    const used = await tokens.consume(tokenHash, 'reset-password');
    if (!used) throw linkExpired();
    // an address never verified: whoever registered it is evicted along with what they set
    const takenBack = await takeBackUnverified(app, trx, used.user_id, { password_hash: passwordHash });
    if (!takenBack) {
      await app.usersRepository.in(trx).update(used.user_id, { password_hash: passwordHash });
      await app.sessionsRepository.in(trx).deleteForUser(used.user_id);
      await tokens.deleteForUser(used.user_id, 'reset-password');
    }
    return { email: used.email, takenBack };
  });
  if (takenBack) {
    afterTakeBack(app, takenBack, email);
    return { email, account_reset: true };
  }
  sendInBackground(app, passwordChangedMail(email));
  return { email };
}

/** E-mail accounts only (spec section 6); the current device stays signed in, all others are out. */
export async function changePassword(app: Pick<FastifyInstance, 'config' | 'db' | 'log' | 'mailer' | 'sessionsRepository' | 'userTokensRepository' | 'usersRepository'>, user: AuthUser, body: ChangePasswordBody): Promise<void> {
  if (user.account_type !== ACCOUNT_TYPE.email) throw forbidden();
  const account = await app.usersRepository.findAccountById(user.id);
  if (!account?.password_hash || !(await verifyPassword(body.old_password, account.password_hash))) {
    throw oldPasswordNotValid('old_password');
  }
  const profile = await app.usersRepository.findProfile(user.id);
  assertStrongPassword(body.new_password, 'new_password', [account.email, profile?.firstname, profile?.lastname]);
  const passwordHash = await hashPassword(body.new_password, passwordCost(app.config));
  await app.db.transaction().execute(async (trx) => {
    await app.usersRepository.in(trx).update(user.id, { password_hash: passwordHash });
    await app.sessionsRepository.in(trx).deleteForUser(user.id, user.session_id);
    await app.userTokensRepository.in(trx).deleteForUser(user.id, 'reset-password');
  });
  if (account.email) sendInBackground(app, passwordChangedMail(account.email));
}
