import type { ColumnType } from 'kysely';
import type { UpdatedAt } from './core.js';

type Numeric = ColumnType<string, string | number, string | number>;

/** The mortgage calculator's defaults an admin saved (migration 0028): one row, or none (packages/domain MORTGAGE_DEFAULTS). */
export interface MortgageSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  loan_share_percent: Numeric;
  years: number;
  annual_rate_percent: Numeric;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

export interface DecideTables {
  mortgage_settings: MortgageSettingsTable;
}
