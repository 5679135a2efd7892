import type { ColumnType, Generated } from 'kysely';
import type { NotificationSettings } from '@baandee/contracts';
import type { AccountType, TokenPurpose, UserRole, UserStatus, UserType } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  email_verified_at: NullableTimestamp;
  /** `$argon2id$v=19$m=…` (lib/password.ts); null for accounts that sign in through a provider. */
  password_hash: string | null;
  /** 1 e-mail, 2 Facebook, 3 Google (DESIGN 4.1). */
  account_type: AccountType;
  role: Generated<UserRole>;
  /** A banned user cannot sign in; their sessions answer 401 'account banned'. */
  status: Generated<UserStatus>;
  user_type: Generated<UserType>;
  google_id: string | null;
  facebook_id: string | null;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  /** A date column; read it as text (users.repository.ts) so no time zone shifts the day. */
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  id_card_number: string | null;
  address: string | null;
  company_name: string | null;
  juristic_number: string | null;
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  postal_code: string | null;
  short_history: string | null;
  show_phone: Generated<boolean>;
  profile_img_path: string | null;
  line_friend_status: Generated<boolean>;
  /** Set while an admin has suspended the account (docs/decisions/046): no sign-in, no session, listings off the site. */
  suspended_at: NullableTimestamp;
  /** The admin's reason, shown to the user. */
  suspension_reason: string | null;
  suspended_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  /** Moved forward at most once a minute; a session unused for SESSION_IDLE_TIMEOUT_MINUTES is over. */
  last_used_at: Timestamp;
  created_at: CreatedAt;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  token_hash: string;
  email: string;
  /** 'change-email' only: the address the account moves to once the link is opened. */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface UserSettingsTable {
  user_id: number;
  notifications: ColumnType<NotificationSettings, string, string>;
  updated_at: UpdatedAt;
}

export interface AccountTables {
  users: UsersTable;
  user_sessions: UserSessionsTable;
  user_tokens: UserTokensTable;
  user_settings: UserSettingsTable;
}
