import type { ColumnType, Generated } from 'kysely';
import type { EnhanceEntryType, EnhanceSubject } from '@baandee/domain';
import type { CreatedAt } from './core.js';

/** The entitlement's ledger, per listing: append-only; each insert moves enhancement_balances (a trigger, migration 0023). */
export interface EnhancementTransactionsTable {
  id: ColumnType<string, never, never>;
  listing_id: number;
  user_id: number;
  type: EnhanceEntryType;
  amount: number;
  subject_kind: EnhanceSubject;
  subject_id: string | null;
  created_at: CreatedAt;
}

export interface EnhancementBalancesTable {
  listing_id: number;
  balance: ColumnType<number, never, never>;
}

/** An enhanced photo (its own listing_images row, `url`) and the original it was made from. */
export interface ListingImageEnhancementsTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number;
  original_url: string;
  url: string;
  created_at: CreatedAt;
}

export interface EnhanceTables {
  enhancement_transactions: EnhancementTransactionsTable;
  enhancement_balances: EnhancementBalancesTable;
  listing_image_enhancements: ListingImageEnhancementsTable;
}
