import type { Kysely } from 'kysely';
import { WELCOME_CREDITS, type CreditSubject } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { notEnoughCredits } from '../../lib/errors.js';
import type { CreditsRepository } from './credits.repository.js';

/*
 * The ledger's moves (DESIGN 4.4). Every move is one append inside the caller's
 * transaction; the database moves the balance with it and refuses a spend the balance
 * cannot cover, so two requests can never both spend the last credit.
 */


/** The balance's CHECK refused the entry: PostgreSQL's check_violation on credit_balances. */
function isOverdraft(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'credit_balances_balance_check';
}

type Ledger = Pick<CreditsRepository, 'in'>;

/** A new account's welcome grant, in the transaction that creates it; the database allows one per account. */
export async function grantWelcome(credits: Ledger, trx: Kysely<DB>, userId: number): Promise<void> {
  await credits.in(trx).append({ userId, type: 'got', amount: WELCOME_CREDITS, subjectKind: 'welcome' });
}

/** Uses `amount` credits for `subject`; 409 'not enough credits' when the balance cannot cover it. Answers the balance after. */
export async function spendCredits(
  credits: Ledger,
  trx: Kysely<DB>,
  spend: { userId: number; amount: number; subjectKind: CreditSubject; subjectId: string | number },
): Promise<number> {
  const ledger = credits.in(trx);
  try {
    await ledger.append({ ...spend, type: 'used' });
  } catch (error) {
    if (isOverdraft(error)) throw notEnoughCredits();
    throw error;
  }
  return ledger.balance(spend.userId);
}

/** Adds credits: `refilled` for a paid package, `got` for a grant (an event, an admin's gift). */
export async function addCredits(
  credits: Ledger,
  trx: Kysely<DB>,
  entry: { userId: number; amount: number; type: 'got' | 'refilled'; subjectKind: CreditSubject; subjectId?: string | number | null },
): Promise<number> {
  const ledger = credits.in(trx);
  await ledger.append(entry);
  return ledger.balance(entry.userId);
}

/**
 * An event's reward (`got`), once per user and event: `key` names the event and the user
 * (the ledger's subject id); a second call, also a concurrent one, grants nothing.
 * Answers the credits this call granted.
 */
export async function grantEventOnce(credits: Ledger, trx: Kysely<DB>, grant: { userId: number; amount: number; key: string }): Promise<number> {
  if (grant.amount <= 0) return 0;
  const granted = await credits.in(trx).appendEventOnce({ userId: grant.userId, type: 'got', amount: grant.amount, subjectKind: 'event', subjectId: grant.key });
  return granted ? grant.amount : 0;
}
