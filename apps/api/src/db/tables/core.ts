import type { ColumnType, Generated } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Kept by the set_updated_at() trigger: never written by the API (docs/decisions/007). */
export type UpdatedAt = ColumnType<Date, never, never>;

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface CookieConsentsTable {
  id: Generated<number>;
  user_id: number | null;
  analytics: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface CoreTables {
  contact_messages: ContactMessagesTable;
  cookie_consents: CookieConsentsTable;
}
