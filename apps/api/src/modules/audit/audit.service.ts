import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminAuditResult, adminAuditQuery, z } from '@baandee/contracts';
import { AUDIT_ROWS_PER_PAGE, DAY_MS, MONEY_AUDIT_ACTIONS, type AuditAction } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { currentUser, type AuthUser } from '../../plugins/auth.plugin.js';
import type { AuditedTable, AuditFilter } from './audit.repository.js';

/**
 * The audit trail of admin actions (docs/decisions/047). Each admin service records its
 * action in the transaction that makes it, so the trail holds exactly the actions that
 * took effect: one row per action with who, when, the subject, what it changed and the
 * request's id.
 */

/** The admin behind a request, with the request's id for the trail. */
export interface AdminActor extends AuthUser {
  requestId: string;
}

export function adminActor(request: FastifyRequest): AdminActor {
  return { ...currentUser(request), requestId: request.id };
}

type Row = Record<string, unknown>;

/** Never copied into the trail: secrets, and the bookkeeping every write touches. */
const LEFT_OUT = /password|token|secret|^updated_at$|^search_text$/;

const clean = (row: Row | null): Row | null => (row === null ? null : Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.test(key))));

/**
 * What changed between two versions of a row: the fields that differ, on both sides. A
 * created row (no before) or a deleted one (no after) is kept whole on its side.
 */
export function changedFields(before: Row | null, after: Row | null): { before: Row | null; after: Row | null } {
  const [was, is] = [clean(before), clean(after)];
  if (was === null || is === null) return { before: was, after: is };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, is[key] ?? null])) };
}

export interface AuditRecord {
  action: AuditAction;
  subjectId: number | string;
  before: Row | null;
  after: Row | null;
}

/** Writes one row of the trail inside `trx`, with the fields that changed. */
export async function recordAudit(app: Pick<FastifyInstance, 'auditRepository'>, trx: Kysely<DB>, actor: AdminActor, record: AuditRecord): Promise<void> {
  const { before, after } = changedFields(record.before, record.after);
  await app.auditRepository.in(trx).insert({
    actor_id: actor.id,
    action: record.action,
    subject_type: record.action.split('.')[0]!,
    subject_id: String(record.subjectId),
    before,
    after,
    request_id: actor.requestId,
    money: MONEY_AUDIT_ACTIONS.includes(record.action),
  });
}

/**
 * Runs `change` on one row of `table` inside `trx` and records it: the row is read before
 * (none when `id` is undefined: a creation) and after (none when the change deleted it),
 * and the trail keeps the fields that differ. A created row's id comes from the result.
 * `extra` adds what the row alone does not show (credits granted, reports closed).
 */
export async function audited<T>(
  app: Pick<FastifyInstance, 'auditRepository'>,
  trx: Kysely<DB>,
  actor: AdminActor,
  target: { action: AuditAction; table: AuditedTable; id: number | string | boolean | undefined },
  change: () => Promise<T>,
  extra?: (result: T) => Row,
): Promise<T> {
  const repo = app.auditRepository.in(trx);
  const before = target.id === undefined ? null : await repo.snapshot(target.table, target.id);
  const result = await change();
  const id = target.id ?? (result as { id?: number | string } | undefined)?.id;
  if (id === undefined) throw new Error(`audited ${target.action}: no id for the subject`);
  const after = await repo.snapshot(target.table, id);
  const added = extra?.(result);
  await recordAudit(app, trx, actor, {
    action: target.action,
    subjectId: typeof id === 'boolean' ? target.table : id,
    before,
    after: added ? { ...after, ...added } : after,
  });
  return result;
}

/** The first moment of a Bangkok calendar day (the site's zone, UTC+7 all year). */
const bangkokDay = (day: string, addDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + addDays * DAY_MS);

/** GET api/admin/audit: the trail newest first, filtered. */
export async function auditPage(app: Pick<FastifyInstance, 'auditRepository'>, query: z.output<typeof adminAuditQuery>): Promise<AdminAuditResult> {
  const [subjectType, subjectId] = query.subject ? query.subject.split(':') : [];
  const filter: AuditFilter = {
    ...(query.action && { action: query.action }),
    ...(query.actor_id !== undefined && { actorId: query.actor_id }),
    ...(subjectType && { subjectType }),
    ...(subjectId && { subjectId }),
    ...(query.from && { from: bangkokDay(query.from) }),
    ...(query.to && { to: bangkokDay(query.to, 1) }),
  };
  const [{ total, rows }, actors] = await Promise.all([app.auditRepository.page(filter, query.page, AUDIT_ROWS_PER_PAGE), app.auditRepository.actors()]);
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      created_at: new Date(row.created_at).toISOString(),
      actor: { id: row.actor_id, email: row.actor_email ?? null, firstname: row.actor_firstname ?? null, lastname: row.actor_lastname ?? null },
      action: row.action as AuditAction,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      before: row.before,
      after: row.after,
      request_id: row.request_id,
      money: row.money,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / AUDIT_ROWS_PER_PAGE)),
    per_page: AUDIT_ROWS_PER_PAGE,
    total,
    actors,
  };
}
