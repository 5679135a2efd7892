import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UsersTable } from '../../db/tables/accounts.js';
import { CLEARED_PROFILE_FORM } from '../users/profile-columns.js';
import { createNotificationSettings } from '../users/settings.service.js';
import { accountTakenBackMail } from './auth.mails.js';
import { sendInBackground } from '../../plugins/mail.plugin.js';

/**
 * Taking back an account whose address was never verified (docs/decisions/037). Anyone can
 * register an address that is not theirs, sign in, connect their own LINE and fill in the
 * profile; when the address's owner proves it (the password-reset link mailed to it, or a
 * provider vouching for it), everything that person could have set goes: otherwise the
 * owner's leads would go on reaching the other person's LINE. Listings stay as they are.
 */

/** The rest of what the previous holder could set: the account kind, the picture, LINE, both social links. */
const CLEARED_ACCOUNT = {
  ...CLEARED_PROFILE_FORM,
  user_type: 'individual',
  profile_img_path: null,
  line_friend_status: false,
  google_id: null,
  facebook_id: null,
} satisfies Updateable<UsersTable>;

/** What happened, for the work done once the transaction committed. */
export interface TakenBack {
  /** The picture the previous holder had; deleted from storage when it is one of ours. */
  previousPicture: string | null;
}

/**
 * Inside the caller's transaction, the account's row locked: when its address was never
 * verified, clears the profile, both social links and LINE (link, friendship, unfinished
 * logins), puts the notification settings back to their defaults, voids every mailed link
 * (a pending change of address among them) and ends every session; then sets `restart`
 * (the recovering method's own sign-in: the new password, or the provider's link, names
 * and picture) and marks the address verified. Answers null, changing nothing, when the
 * address was verified already.
 */
export async function takeBackUnverified(app: Pick<FastifyInstance, 'lineRepository' | 'sessionsRepository' | 'settingsRepository' | 'userTokensRepository' | 'usersRepository'>, trx: Kysely<DB>, userId: number, restart: Updateable<UsersTable>): Promise<TakenBack | null> {
  const account = await app.usersRepository.in(trx).lockForRecovery(userId);
  if (!account || account.email_verified_at !== null) return null;
  await app.usersRepository.in(trx).update(userId, { ...CLEARED_ACCOUNT, ...restart, email_verified_at: new Date() });
  const line = app.lineRepository.in(trx);
  await line.unlink(userId);
  await line.deleteStates(userId);
  await createNotificationSettings(app.settingsRepository.in(trx), userId, false);
  await app.userTokensRepository.in(trx).deleteAllForUser(userId);
  await app.sessionsRepository.in(trx).deleteForUser(userId);
  return { previousPicture: account.profile_img_path };
}

/** Once committed: the previous holder's uploaded picture goes, and the owner is told by mail what was reset. */
export function afterTakeBack(app: Pick<FastifyInstance, 'log' | 'mailer' | 'storage'>, takenBack: TakenBack, email: string): void {
  const key = takenBack.previousPicture ? app.storage.keyOf(takenBack.previousPicture) : null;
  if (key) void app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'previous profile picture not deleted'));
  sendInBackground(app, accountTakenBackMail(email));
}
