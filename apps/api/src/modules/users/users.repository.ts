import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UsersTable } from '../../db/tables/accounts.js';

/** Everything the profile shows; birth_date as text so no time zone moves the day. */
const profileColumns = [
  'id',
  'email',
  'email_verified_at',
  'account_type',
  'user_type',
  'line_friend_status',
  'profile_img_path',
  'firstname',
  'lastname',
  'phone',
  sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
  'id_card_number',
  'address',
  'company_name',
  'juristic_number',
  'province_id',
  'district_id',
  'sub_district_id',
  'postal_code',
  'short_history',
  'show_phone',
  'created_at',
] as const;

export async function findProfile(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(profileColumns).where('id', '=', id).executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** What signing in and account linking need to know about an address's account. */
export async function findAccountByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'account_type', 'email_verified_at', 'google_id', 'facebook_id', 'profile_img_path'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findAccountById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'account_type', 'email_verified_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findIdByProvider(db: Kysely<DB>, column: 'google_id' | 'facebook_id', providerId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('id').where(column, '=', providerId).executeTakeFirst();
  return row?.id ?? null;
}

export async function isEmailTaken(db: Kysely<DB>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Kysely<DB>, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<DB>, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The sub-district with its district and province, to check an address is consistent. */
export async function findSubDistrictChain(db: Kysely<DB>, subDistrictId: number) {
  return db
    .selectFrom('sub_districts')
    .innerJoin('districts', 'districts.id', 'sub_districts.district_id')
    .select(['sub_districts.id', 'sub_districts.district_id', 'districts.province_id', 'sub_districts.postal_code'])
    .where('sub_districts.id', '=', subDistrictId)
    .executeTakeFirst();
}

export async function findDistrict(db: Kysely<DB>, districtId: number) {
  return db.selectFrom('districts').select(['id', 'province_id']).where('id', '=', districtId).executeTakeFirst();
}

export async function provinceExists(db: Kysely<DB>, provinceId: number): Promise<boolean> {
  return (await db.selectFrom('provinces').select('id').where('id', '=', provinceId).executeTakeFirst()) !== undefined;
}

/** Postgres' unique_violation: a concurrent request took the same e-mail or provider id. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
