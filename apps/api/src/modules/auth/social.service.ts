import type { FastifyInstance } from 'fastify';
import type { AuthResult } from '@baandee/contracts';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { socialLoginFailed } from '../../lib/errors.js';
import { grantWelcome } from '../credits/ledger.service.js';
import { createNotificationSettings } from '../users/settings.service.js';
import { afterTakeBack, takeBackUnverified, type TakenBack } from './account-recovery.js';
import { startSession } from './auth.service.js';

/** What a provider vouched for after its token was checked (google.ts, facebook.ts). */
export interface ProviderProfile {
  provider: 'google' | 'facebook';
  providerId: string;
  /** Only an address the provider has verified; null when it shares none. */
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  pictureUrl: string | null;
}


const PROVIDERS = {
  google: { column: 'google_id', accountType: ACCOUNT_TYPE.google },
  facebook: { column: 'facebook_id', accountType: ACCOUNT_TYPE.facebook },
} as const;

/**
 * Signs in the account of this provider id; otherwise links the account that has the
 * provider's verified address; otherwise creates one. An account whose address was never
 * verified is taken back by the provider's proven owner (pre-account takeover): whoever
 * registered the address first is evicted with everything they set (account-recovery.ts),
 * and the answer says `account_reset`.
 */
export async function signInWithProvider(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'db' | 'lineRepository' | 'log' | 'mailer' | 'sessionsRepository' | 'settingsRepository' | 'storage' | 'userTokensRepository' | 'usersRepository'>, profile: ProviderProfile): Promise<AuthResult> {
  const { column, accountType } = PROVIDERS[profile.provider];
  const providerColumn = profile.provider === 'google' ? { google_id: profile.providerId } : { facebook_id: profile.providerId };
  let userId: number;
  let takenBack: TakenBack | null = null;
  try {
    ({ userId, takenBack } = await app.db.transaction().execute(async (trx) => {
      const users = app.usersRepository.in(trx);
      const existing = await users.findIdByProvider(column, profile.providerId);
      if (existing !== null) return { userId: existing, takenBack: null };
      const owner = profile.email ? await users.findAccountByEmail(profile.email) : undefined;
      if (owner) {
        // the address already signs in with another account of this provider
        if (owner[column] !== null) throw socialLoginFailed(409);
        const reset = await takeBackUnverified(app, trx, owner.id, {
          ...providerColumn,
          account_type: accountType,
          password_hash: null,
          firstname: profile.firstname,
          lastname: profile.lastname,
          profile_img_path: profile.pictureUrl,
        });
        if (!reset) await users.update(owner.id, { ...providerColumn, profile_img_path: owner.profile_img_path ?? profile.pictureUrl });
        return { userId: owner.id, takenBack: reset };
      }
      const id = await users.insert({
        ...providerColumn,
        account_type: accountType,
        email: profile.email,
        email_verified_at: profile.email ? new Date() : null,
        firstname: profile.firstname,
        lastname: profile.lastname,
        profile_img_path: profile.pictureUrl,
      });
      await createNotificationSettings(app.settingsRepository.in(trx), id, false);
      await grantWelcome(app.creditsRepository, trx, id);
      return { userId: id, takenBack: null };
    }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // a concurrent first sign-in of the same person created the account a moment ago
    const id = await app.usersRepository.findIdByProvider(column, profile.providerId);
    if (id === null) throw socialLoginFailed(409);
    userId = id;
  }
  if (takenBack && profile.email) {
    afterTakeBack(app, takenBack, profile.email);
    return { ...(await startSession(app, userId)), account_reset: true };
  }
  return startSession(app, userId);
}
