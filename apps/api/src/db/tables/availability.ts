import type { ColumnType, Generated } from 'kysely';
import type { AvailabilityAnswer } from '@baandee/domain';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One "still available?" question to a listing's owner and its answer (migration 0033). */
export interface AvailabilityAsksTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number;
  asked_at: ColumnType<Date, Date | string, Date | string>;
  /** How it reached the owner; null until delivered. */
  channel: 'line' | 'email' | null;
  /** SHA-256 of the e-mail's one-click links (lib/tokens.ts); null for a LINE question. */
  yes_token_hash: string | null;
  no_token_hash: string | null;
  links_expire_at: NullableTimestamp;
  answer: AvailabilityAnswer | null;
  answered_via: 'line' | 'email' | 'site' | null;
  answered_at: NullableTimestamp;
}

export interface AvailabilityTables {
  availability_asks: AvailabilityAsksTable;
}
