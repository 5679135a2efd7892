import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** The LINE user linked to an account (migration 0008). */
export interface LineAccountsTable {
  user_id: number;
  line_user_id: string;
  display_name: string;
  picture_url: string | null;
  connected_at: Timestamp;
}

/** One LINE Login attempt: its state, single use, valid for LINE_STATE_TTL_MINUTES. */
export interface LineLoginStatesTable {
  user_id: number;
  state: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A webhook event as LINE delivered it, kept once per webhookEventId. */
export interface LineWebhookEventsTable {
  webhook_event_id: string;
  type: string;
  line_user_id: string | null;
  payload: Json<Record<string, unknown>>;
  received_at: Timestamp;
  processed_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  locked_until: NullableTimestamp;
  outcome: NullableJson<Record<string, unknown>>;
}

export interface LineTables {
  line_accounts: LineAccountsTable;
  line_login_states: LineLoginStatesTable;
  line_webhook_events: LineWebhookEventsTable;
}
