import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './core.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A user's saved search with its alert settings (migration 0030). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** A `searchFilter` of packages/contracts, as JSON. */
  filter: ColumnType<Record<string, unknown>, string, string>;
  channel: 'line' | 'email';
  frequency: 'instant' | 'daily';
  paused: Generated<boolean>;
  last_sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A listing a saved search matched, once per pair (migration 0030). */
export interface SavedSearchMatchesTable {
  saved_search_id: number;
  listing_id: number;
  matched_at: Timestamp;
  sent_at: NullableTimestamp;
  /** The alert that carried it (migration 0035). */
  send_id: number | null;
}

/** One alert of a saved search: claimed with its matches, then delivered (migration 0035). */
export interface SavedSearchSendsTable {
  id: Generated<number>;
  saved_search_id: number;
  channel: 'line' | 'email';
  listing_count: number;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export interface SavedSearchTables {
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  saved_search_sends: SavedSearchSendsTable;
}
