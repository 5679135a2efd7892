import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { AgentProfile, UpdateProfileBody, UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE, type UserType } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { UsersTable } from '../../db/tables/accounts.js';
import { AppError, badInput, forbidden, notFound, type FieldErrors } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { emailChangedMail, sendInBackground, verificationMail } from '../auth/auth.mails.js';
import { createVerificationToken, emailTaken } from '../auth/auth.service.js';
import { addressChainErrors } from '../master-data/address-chain.service.js';
import { loadUserInfo, toAgentProfile } from './user-info.js';
import type { ProfileRow } from './users.repository.js';

/** Owner-only (spec section 6): another user's id answers 403, never their data. */
function assertOwner(user: AuthUser, id: number): void {
  if (user.id !== id) throw forbidden();
}

export async function getOwnProfile(app: FastifyInstance, user: AuthUser, id: number): Promise<UserInfo> {
  assertOwner(user, id);
  return loadUserInfo(app.usersRepository, id);
}

export async function getAgentProfile(app: FastifyInstance, id: number): Promise<AgentProfile> {
  const row = await app.usersRepository.findProfile(id);
  if (!row) throw notFound();
  return toAgentProfile(row);
}

/** Fields a company profile cannot do without (spec section 5). */
const COMPANY_FIELDS = ['company_name', 'juristic_number'] as const;
/** "Profile info must be complete before switching" (spec section 5). */
const COMPLETE_PROFILE_FIELDS = ['firstname', 'lastname', 'phone', 'province_id', 'district_id', 'sub_district_id', 'postal_code'] as const;

function missing(row: Partial<ProfileRow>, fields: readonly (keyof ProfileRow)[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) if (row[field] === null || row[field] === undefined || row[field] === '') errors[field] = ['required'];
  return errors;
}

/**
 * The e-mail of an e-mail account may change: the new address must be verified again and
 * the old one is told. A social account keeps the address its provider vouched for.
 */
async function emailChange(app: FastifyInstance, current: ProfileRow, email: string | undefined): Promise<string | null> {
  if (email === undefined || email === current.email) return null;
  if (current.account_type !== ACCOUNT_TYPE.email) throw badInput({ email: ['value not allowed'] });
  if (await app.usersRepository.isEmailTaken(email, current.id)) throw emailTaken();
  return email;
}

export async function updateProfile(app: FastifyInstance, user: AuthUser, id: number, body: UpdateProfileBody): Promise<UserInfo> {
  assertOwner(user, id);
  const current = await app.usersRepository.findProfile(id);
  if (!current) throw notFound();
  const { email, ...fields } = body;
  const newEmail = await emailChange(app, current, email);
  const merged = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) } as ProfileRow;

  const errors = await addressChainErrors(app.masterDataRepository, merged);
  Object.assign(errors, current.user_type === 'company' ? missing(merged, COMPANY_FIELDS) : {});
  if (Object.keys(errors).length > 0) throw badInput(errors);

  const changes: Updateable<UsersTable> = { ...fields };
  if (newEmail) Object.assign(changes, { email: newEmail, email_verified_at: null });
  let token: string | null = null;
  try {
    token = await app.db.transaction().execute(async (trx) => {
      await app.usersRepository.in(trx).update(id, changes);
      return newEmail ? createVerificationToken(app.userTokensRepository.in(trx), id, newEmail) : null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (newEmail && token) {
    sendInBackground(app, verificationMail(app.config.publicUrl, newEmail, token));
    if (current.email) sendInBackground(app, emailChangedMail(current.email, newEmail));
  }
  return loadUserInfo(app.usersRepository, id);
}

/** Individual or company; both need a complete profile, a company also its name and number. */
export async function switchAccount(app: FastifyInstance, user: AuthUser, userType: UserType): Promise<UserInfo> {
  const current = await app.usersRepository.findProfile(user.id);
  if (!current) throw notFound();
  const errors = { ...missing(current, COMPLETE_PROFILE_FIELDS), ...(userType === 'company' ? missing(current, COMPANY_FIELDS) : {}) };
  if (Object.keys(errors).length > 0) throw new AppError(422, 'profile incomplete', errors);
  if (current.user_type !== userType) await app.usersRepository.update(user.id, { user_type: userType });
  return loadUserInfo(app.usersRepository, user.id);
}
