import type { FastifyInstance } from 'fastify';
import type { DeleteAccountBody } from '@baandee/contracts';
import { DELETE_ACCOUNT_WORD } from '@baandee/domain';
import { badInput, confirmationNotMatch, lastAdmin, passwordNotValid, unauthorized } from '../../lib/errors.js';
import { passwordCost, verifyDummy, verifyPassword } from '../../lib/password.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { queueMail } from '../../plugins/mail.plugin.js';
import { accountDeletedMail } from './privacy.mails.js';

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    /** Storage keys of an erased account's pictures, removed after the erasure committed. */
    'delete-files': { keys: string[] };
  }
}

/**
 * The account's own word for it: its password when it has one (e-mail accounts), else its
 * e-mail typed out (or DELETE_ACCOUNT_WORD for an account without an address). Checked
 * before anything is touched, so a refusal changes nothing.
 */
async function confirm(app: Pick<FastifyInstance, 'config' | 'usersRepository'>, user: AuthUser, body: DeleteAccountBody): Promise<void> {
  const account = await app.usersRepository.findAccountById(user.id);
  if (!account) throw unauthorized();
  if (account.password_hash) {
    if (!body.password) throw badInput({ password: ['required'] });
    if (!(await verifyPassword(body.password, account.password_hash))) {
      throw passwordNotValid('password');
    }
    return;
  }
  // the same time as a password check, so the answer does not tell the kind of account
  if (body.password) await verifyDummy(body.password, passwordCost(app.config));
  const expected = account.email ?? DELETE_ACCOUNT_WORD;
  if (!body.confirmation) throw badInput({ confirmation: ['required'] });
  if (body.confirmation.toLowerCase() !== expected.toLowerCase()) {
    throw confirmationNotMatch('confirmation');
  }
}

/**
 * DELETE api/user/delete-account (docs/decisions/024), in one transaction: the listings
 * closed (out of search, the search table and the sitemap) with their contact details
 * erased; photos, favourites, saved searches, sent messages' sender details, received messages, LINE,
 * settings, links and sessions gone; searches and consents anonymised; the account's row
 * emptied (status 'deleted') so the ledger, balance and payments stay for the accounts.
 * The confirmation mail and the removal of the picture files are queued in the same
 * transaction: they happen once it commits, retried until they succeed.
 */
export async function deleteAccount(app: Pick<FastifyInstance, 'config' | 'db' | 'jobs' | 'log' | 'privacyRepository' | 'searchRepository' | 'sessionsRepository' | 'adminUsersRepository' | 'storage' | 'usersRepository'>, user: AuthUser, body: DeleteAccountBody): Promise<{ deleted: true }> {
  await confirm(app, user, body);
  await app.db.transaction().execute(async (trx) => {
    const repo = app.privacyRepository.in(trx);
    const account = await repo.lockAccount(user.id);
    if (!account || account.status === 'deleted') throw unauthorized();
    // the site keeps an admin who can act (docs/decisions/046)
    if (user.role === 'admin' && (await app.adminUsersRepository.in(trx).activeAdminsBesides(user.id)) === 0) throw lastAdmin();

    const listingIds = await repo.closeListings(user.id, new Date());
    await app.searchRepository.in(trx).refresh(listingIds);
    const urls = await repo.deleteImages(user.id);
    if (account.profile_img_path) urls.push(account.profile_img_path);
    const keys = urls.map((url) => app.storage.keyOf(url)).filter((key): key is string => key !== null);
    keys.push(...(await repo.eraseSlipPictures(user.id)));

    await repo.deleteFavorites(user.id);
    await repo.deleteSavedSearches(user.id);
    await repo.eraseLeadsSent(user.id, account.email);
    await repo.deleteLeadsReceived(user.id);
    await repo.deleteListingEvents(user.id);
    await repo.anonymiseSearches(user.id);
    await repo.anonymiseConsents(user.id);
    await repo.deleteTokensAndSettings(user.id);
    await repo.deleteLine(user.id);
    await app.sessionsRepository.in(trx).deleteForUser(user.id);
    await repo.eraseAccount(user.id);

    if (account.email) await queueMail(app, accountDeletedMail(account.email, app.config.publicUrl), trx);
    if (keys.length > 0) await app.jobs.send('delete-files', { keys: [...new Set(keys)] }, { trx });
  });
  app.log.info({ userId: user.id }, 'account deleted');
  return { deleted: true };
}

/** The worker removing an erased account's files; a file already gone is not an error. */
export function deleteFilesWorker(app: Pick<FastifyInstance, 'jobs' | 'storage'>): void {
  app.jobs.work(
    'delete-files',
    async ({ keys }) => {
      for (const key of keys) await app.storage.delete(key);
    },
    // the keys name the erased account's files: gone an hour after they are
    { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 3600 },
  );
}
