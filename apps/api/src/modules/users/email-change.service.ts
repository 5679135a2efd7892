import type { FastifyInstance } from 'fastify';
import type { ChangeEmailBody } from '@baandee/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { badInput, emailTaken, forbidden, linkExpired, oldPasswordNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { expiresIn, hashToken, looksLikeToken, newToken, VERIFY_EMAIL_TTL_MS } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { sendInBackground } from '../../plugins/mail.plugin.js';
import { confirmEmailChangeMail, emailChangedMail, emailChangeRequestedMail } from './email-change.mails.js';

/**
 * Moving an account to a new e-mail address (docs/decisions/010). A stolen session alone
 * cannot do it: the current password is needed, the address changes only once the link
 * mailed to the new address is opened, and the current address is told at once, so
 * "change the e-mail, then reset the password" does not hand the account over.
 */

/**
 * Accounts with a password only. A social-only account keeps the address its provider
 * vouched for: with no password there is nothing beyond the session to prove it is the
 * owner asking.
 */
export async function requestEmailChange(app: Pick<FastifyInstance, 'config' | 'log' | 'mailer' | 'userTokensRepository' | 'usersRepository'>, user: AuthUser, body: ChangeEmailBody): Promise<void> {
  const account = await app.usersRepository.findAccountById(user.id);
  if (!account?.password_hash || !account.email) throw forbidden();
  if (!(await verifyPassword(body.password, account.password_hash))) throw oldPasswordNotValid('password');
  if (body.new_email === account.email) throw badInput({ new_email: ['value not allowed'] });
  if (await app.usersRepository.isEmailTaken(body.new_email, account.id)) {
    throw emailTaken('new_email');
  }
  const { token, hash } = newToken();
  await app.userTokensRepository.replace({
    userId: account.id,
    purpose: 'change-email',
    tokenHash: hash,
    email: account.email,
    newEmail: body.new_email,
    expiresAt: expiresIn(VERIFY_EMAIL_TTL_MS),
  });
  sendInBackground(app, confirmEmailChangeMail(app.config.publicUrl, body.new_email, token));
  sendInBackground(app, emailChangeRequestedMail(account.email, body.new_email));
}

/**
 * The link's token moves the account to the new address, which counts as verified (the
 * link reached it). The token dies if the account's address changed since it was made.
 */
export async function confirmEmailChange(app: Pick<FastifyInstance, 'db' | 'log' | 'mailer' | 'userTokensRepository' | 'usersRepository'>, token: string): Promise<{ email: string }> {
  if (!looksLikeToken(token)) throw linkExpired();
  let change: { oldEmail: string; newEmail: string };
  try {
    change = await app.db.transaction().execute(async (trx) => {
      const used = await app.userTokensRepository.in(trx).consume(hashToken(token), 'change-email');
      if (!used?.new_email) throw linkExpired();
      const users = app.usersRepository.in(trx);
      if (await users.isEmailTaken(used.new_email, used.user_id)) throw emailTaken();
      await users.update(used.user_id, { email: used.new_email, email_verified_at: new Date() });
      return { oldEmail: used.email, newEmail: used.new_email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  sendInBackground(app, emailChangedMail(change.oldEmail, change.newEmail));
  return { email: change.newEmail };
}
