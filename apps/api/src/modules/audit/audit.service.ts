import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MONEY_AUDIT_ACTIONS, type AuditAction } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { currentUser, type AuthUser } from '../../plugins/auth.plugin.js';
import type { AuditedTable } from './audit.repository.js';

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
