import type { AgentProfile, UserInfo } from '@baandee/contracts';
import { maskPhone } from '@baandee/domain';
import { notFound } from '../../lib/errors.js';
import type { ProfileRow, UsersRepository } from './users.repository.js';

export function toUserInfo(row: ProfileRow): UserInfo {
  const { email_verified_at, created_at, ...rest } = row;
  return {
    ...rest,
    email_verified: email_verified_at !== null,
    is_company: row.user_type === 'company',
    created_at: created_at.toISOString(),
  };
}

/** The signed-in user's full profile, the `info` of login and of GET api/user/{id}. */
export async function loadUserInfo(users: Pick<UsersRepository, 'findProfile'>, userId: number): Promise<UserInfo> {
  const row = await users.findProfile(userId);
  if (!row) throw notFound();
  return toUserInfo(row);
}

/** Public fields only; the phone in full only when its owner opted in (show_phone). */
export function toAgentProfile(row: ProfileRow): AgentProfile {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    user_type: row.user_type,
    company_name: row.user_type === 'company' ? row.company_name : null,
    profile_img_path: row.profile_img_path,
    short_history: row.short_history,
    province_id: row.province_id,
    district_id: row.district_id,
    phone: row.phone === null ? null : row.show_phone ? row.phone : maskPhone(row.phone),
    phone_masked: row.phone !== null && !row.show_phone,
    created_at: row.created_at.toISOString(),
  };
}
