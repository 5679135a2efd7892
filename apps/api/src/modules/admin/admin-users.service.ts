import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminUserDetail, AdminUserRow, adminUserResult, suspensionResult, z } from '@baandee/contracts';
import { RESULTS_PER_PAGE, slugId } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { cannotSuspendYourself, lastAdmin, notFound } from '../../lib/errors.js';
import { audited, type AdminActor } from '../audit/audit.service.js';

/**
 * The admin's users section (docs/decisions/046): find a user, see what hangs off the
 * account, suspend it with a reason or lift the suspension. Nothing is deleted: a
 * suspension refuses the account's sessions and sign-ins (plugins/auth.ts,
 * auth.service.ts) and takes its listings off the site (db/on-the-site.ts).
 */

const DETAIL_ROWS = 50;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type UserRow = NonNullable<Awaited<ReturnType<FastifyInstance['adminUsersRepository']['find']>>>;

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    status: row.status,
    suspended_at: isoOrNull(row.suspended_at),
    suspension_reason: row.suspension_reason,
    created_at: iso(row.created_at),
    listings: Number(row.listings ?? 0),
  };
}

export const toReportLine = (row: {
  id: number;
  listing_id: number;
  reason: AdminUserDetail['reports_made'][number]['reason'];
  message: string;
  status: AdminUserDetail['reports_made'][number]['status'];
  action: AdminUserDetail['reports_made'][number]['action'];
  note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}) => ({ ...row, created_at: iso(row.created_at), resolved_at: isoOrNull(row.resolved_at) });

export async function listUsers(app: FastifyInstance, q: string, page: number): Promise<z.infer<typeof adminUserResult>> {
  const { total, rows } = await app.adminUsersRepository.search(q, page, RESULTS_PER_PAGE);
  return { data: rows.map(toRow), current_page: page, last_page: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)), per_page: RESULTS_PER_PAGE, total };
}

export async function getUser(app: FastifyInstance, id: number): Promise<AdminUserDetail> {
  const repo = app.adminUsersRepository;
  const row = await repo.find(id);
  if (!row) throw notFound();
  const [listings, payments, balance, credits, sessions, made, received] = await Promise.all([
    repo.listings(id, DETAIL_ROWS),
    repo.payments(id, DETAIL_ROWS),
    repo.creditBalance(id),
    repo.credits(id, DETAIL_ROWS),
    repo.sessions(id),
    app.reportsRepository.madeBy(id, DETAIL_ROWS),
    app.reportsRepository.receivedBy(id, DETAIL_ROWS),
  ]);
  return {
    ...toRow(row),
    listing_items: listings.map((listing) => ({
      id: listing.id,
      slug_id: slugId(listing.announce_title, listing.id),
      announce_title: listing.announce_title,
      status: listing.status,
      held: listing.held_at !== null,
    })),
    payments: payments.map((payment) => ({
      id: String(payment.id),
      kind: payment.kind,
      status: payment.status,
      amount_satang: payment.amount_satang,
      credits: payment.credits,
      created_at: iso(payment.created_at),
    })),
    credit_balance: balance,
    credits: credits.map((entry) => ({ id: String(entry.id), type: entry.type, amount: entry.amount, created_at: iso(entry.created_at) })),
    sessions: sessions.map((session) => ({
      id: session.id,
      created_at: iso(session.created_at),
      last_used_at: iso(session.last_used_at),
      expires_at: iso(session.expires_at),
    })),
    reports_made: made.map(toReportLine),
    reports_received: received.map(toReportLine),
  };
}

type Suspension = z.infer<typeof suspensionResult>;
const toSuspension = (row: { id: number; suspended_at: Date | null; suspension_reason: string | null }): Suspension => ({
  id: row.id,
  suspended_at: isoOrNull(row.suspended_at),
  suspension_reason: row.suspension_reason,
});

/**
 * Suspends the account inside `trx`: never the admin's own, never the last active admin.
 * Its sessions stay in place but answer 403 'account suspended' with the reason until the
 * suspension is lifted (then they end); its published listings leave search at once.
 */
export async function suspendIn(app: FastifyInstance, trx: Kysely<DB>, admin: AdminActor, id: number, reason: string): Promise<Suspension> {
  const repo = app.adminUsersRepository.in(trx);
  const user = await repo.lock(id);
  if (!user) throw notFound();
  if (user.id === admin.id) throw cannotSuspendYourself();
  if (user.role === 'admin' && (await repo.activeAdminsBesides(user.id)) === 0) throw lastAdmin();
  const row = await audited(app, trx, admin, { action: 'user.suspend', table: 'users', id }, () => repo.suspend(id, reason, admin.id));
  await app.searchRepository.in(trx).refresh(await repo.publishedListingIds(id));
  return toSuspension(row);
}

export async function suspendUser(app: FastifyInstance, admin: AdminActor, id: number, reason: string): Promise<Suspension> {
  return app.db.transaction().execute((trx) => suspendIn(app, trx, admin, id, reason));
}

/** Lifts the suspension: the sessions of before end (a fresh sign-in is needed), the published listings return. */
export async function unsuspendUser(app: FastifyInstance, admin: AdminActor, id: number): Promise<Suspension> {
  return app.db.transaction().execute(async (trx) => {
    const repo = app.adminUsersRepository.in(trx);
    const user = await repo.lock(id);
    if (!user) throw notFound();
    if (user.suspended_at === null) return toSuspension({ id, suspended_at: null, suspension_reason: null });
    const row = await audited(app, trx, admin, { action: 'user.unsuspend', table: 'users', id }, () => repo.unsuspend(id));
    await app.sessionsRepository.in(trx).deleteForUser(id);
    await app.searchRepository.in(trx).refresh(await repo.publishedListingIds(id));
    return toSuspension(row);
  });
}
