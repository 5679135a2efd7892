import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './core.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A listing to post in a broker group, earned by an approved package purchase (migration 0024). */
export interface BrokerSharesTable {
  id: Generated<number>;
  payment_id: ColumnType<string, string | number, string | number>;
  user_id: number;
  /** The buyer's next listing to go live; null until then. */
  listing_id: number | null;
  group_name: string | null;
  shared_at: NullableTimestamp;
  shared_by: number | null;
  created_at: CreatedAt;
}

export interface BrokerShareTables {
  broker_shares: BrokerSharesTable;
}
