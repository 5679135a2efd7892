import type { ColumnType } from 'kysely';
import type { SongkranDesign, SongkranLanguage, SongkranShareChannel } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

/** bigint identity: the driver hands it over as a string; the database always makes it. */
type BigId = ColumnType<string, never, never>;
type BigRef = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The Songkran event's settings an admin saved (migration 0013): one row, or none (the environment's defaults). */
export interface SongkranSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  share_credits: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** A greeting card a user made; its picture is in the storage under `storage_key`. */
export interface SongkranCardsTable {
  id: BigId;
  ref: string;
  user_id: number;
  design: SongkranDesign;
  language: SongkranLanguage;
  message: string;
  name: string;
  storage_key: string;
  image_url: string;
  created_at: CreatedAt;
}

/** One share of a card, where it went. */
export interface SongkranSharesTable {
  id: BigId;
  card_id: BigRef;
  user_id: number;
  channel: SongkranShareChannel;
  created_at: CreatedAt;
}

export interface SongkranTables {
  songkran_settings: SongkranSettingsTable;
  songkran_cards: SongkranCardsTable;
  songkran_shares: SongkranSharesTable;
}
