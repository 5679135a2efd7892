import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { AgentListingsQuery, AgentProfileResult, UpdateProfileBody, UserInfo } from '@baandee/contracts';
import type { UserType } from '@baandee/domain';
import type { UsersTable } from '../../db/tables/accounts.js';
import { badInput, forbidden, notFound, profileIncomplete, type FieldErrors } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { addressChainErrors } from '../master-data/address-chain.service.js';
import { loadUserInfo, toAgentProfile } from './user-info.js';
import type { ProfileRow } from './users.repository.js';

/** Owner-only (spec section 6): another user's id answers 403, never their data. */
function assertOwner(user: AuthUser, id: number): void {
  if (user.id !== id) throw forbidden();
}

export async function getOwnProfile(app: Pick<FastifyInstance, 'usersRepository'>, user: AuthUser, id: number): Promise<UserInfo> {
  assertOwner(user, id);
  return loadUserInfo(app.usersRepository, id);
}

/** The public profile and a page of the agent's published listings; `viewerId` marks the viewer's favourites. */
export async function getAgentProfile(
  app: Pick<FastifyInstance, 'listingCardsRepository' | 'usersRepository'>,
  id: number,
  query: AgentListingsQuery,
  viewerId: number | null,
): Promise<AgentProfileResult> {
  const row = await app.usersRepository.findProfile(id);
  if (!row) throw notFound();
  const announces = await app.listingCardsRepository.ownerPage(id, viewerId, query.page, query.order_by);
  return { ...toAgentProfile(row), announces };
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

export async function updateProfile(app: Pick<FastifyInstance, 'masterDataRepository' | 'usersRepository'>, user: AuthUser, id: number, body: UpdateProfileBody): Promise<UserInfo> {
  assertOwner(user, id);
  const current = await app.usersRepository.findProfile(id);
  if (!current) throw notFound();
  // the e-mail is not a profile field: it changes through change-email (email-change.service.ts)
  const fields = body;
  const merged = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) } as ProfileRow;

  const errors = await addressChainErrors(app.masterDataRepository, merged);
  Object.assign(errors, current.user_type === 'company' ? missing(merged, COMPANY_FIELDS) : {});
  if (Object.keys(errors).length > 0) throw badInput(errors);

  const changes: Updateable<UsersTable> = { ...fields };
  await app.usersRepository.update(id, changes);
  return loadUserInfo(app.usersRepository, id);
}

/** Individual or company; both need a complete profile, a company also its name and number. */
export async function switchAccount(app: Pick<FastifyInstance, 'usersRepository'>, user: AuthUser, userType: UserType): Promise<UserInfo> {
  const current = await app.usersRepository.findProfile(user.id);
  if (!current) throw notFound();
  const errors = { ...missing(current, COMPLETE_PROFILE_FIELDS), ...(userType === 'company' ? missing(current, COMPANY_FIELDS) : {}) };
  if (Object.keys(errors).length > 0) throw profileIncomplete(errors);
  if (current.user_type !== userType) await app.usersRepository.update(user.id, { user_type: userType });
  return loadUserInfo(app.usersRepository, user.id);
}
