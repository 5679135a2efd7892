import type { ColumnType, Generated } from 'kysely';
import type { BoostPaymentMethod, BoostStatus, CreditSubject, CreditTransactionType, PaymentKind, PaymentStatus, SlipSource } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

/** bigint identity: the driver hands it over as a string; the database always makes it. */
type BigId = ColumnType<string, never, never>;
/** A bigint reference: read as a string, written as a string or a number. */
type BigRef = ColumnType<string, string | number, string | number>;
type NullableBigRef = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A package on sale (migration 0009): OPENING99 and whatever admins add. */
export interface PackagesTable {
  id: Generated<number>;
  code: string;
  price_satang: number;
  credits: number;
  details_th: Generated<string>;
  details_en: Generated<string>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The credit ledger: append-only; each insert moves credit_balances (a trigger). */
export interface CreditTransactionsTable {
  id: BigId;
  user_id: number;
  type: CreditTransactionType;
  amount: number;
  subject_kind: CreditSubject;
  /** The listing, boost or payment id the entry concerns, as text; null for a welcome grant. */
  subject_id: string | null;
  created_at: CreatedAt;
}

/** Each user's balance: the sum of their ledger, kept by the database, never negative. */
export interface CreditBalancesTable {
  user_id: number;
  balance: ColumnType<number, never, never>;
}

export interface PaymentsTable {
  id: BigId;
  user_id: number;
  kind: PaymentKind;
  status: Generated<PaymentStatus>;
  amount_satang: number;
  reference: string;
  package_id: number | null;
  credits: number | null;
  listing_id: number | null;
  boost_id: NullableBigRef;
  reason: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentSlipsTable {
  id: BigId;
  payment_id: BigRef;
  user_id: number;
  source: SlipSource;
  /** Null once the picture was erased with its owner's account (the row stays for the accounts). */
  storage_key: string | null;
  /** The transfer reference read from the slip's QR; null when none was readable. */
  reference: string | null;
  /** The reference was already accepted on another slip: kept for an admin, not accepted. */
  duplicate: Generated<boolean>;
  created_at: CreatedAt;
}

export interface BoostsTable {
  id: BigId;
  listing_id: number;
  user_id: number;
  status: BoostStatus;
  paid_with: BoostPaymentMethod;
  credits: number | null;
  payment_id: NullableBigRef;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CreditTables {
  packages: PackagesTable;
  credit_transactions: CreditTransactionsTable;
  credit_balances: CreditBalancesTable;
  payments: PaymentsTable;
  payment_slips: PaymentSlipsTable;
  boosts: BoostsTable;
}
