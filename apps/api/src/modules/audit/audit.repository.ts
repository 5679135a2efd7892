import { sql, type Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** Tables whose rows admin actions change, read whole before and after the change. */
export type AuditedTable =
  | 'listings'
  | 'payments'
  | 'users'
  | 'listing_reports'
  | 'trends'
  | 'hot_searches'
  | 'packages'
  | 'ads'
  | 'event_banners'
  | 'articles'
  | 'article_categories'
  | 'article_sub_categories'
  | 'songkran_settings'
  | 'mortgage_settings';

export interface AuditEntry {
  actor_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string;
  money: boolean;
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  subjectType?: string;
  subjectId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** The audit trail (migration 0022, docs/decisions/047): insert and read only, the table refuses anything else. */
export function createAuditRepository(db: Kysely<DB>) {
  return {
    /** The row as JSON (every column), or null when there is none. */
    async snapshot(table: AuditedTable, id: number | string | boolean): Promise<Record<string, unknown> | null> {
      const row = await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row from ${sql.table(table)} t where t.id = ${id}`.execute(db);
      return row.rows[0]?.row ?? null;
    },

    async insert(entry: AuditEntry): Promise<void> {
      await db
        .insertInto('admin_audit')
        .values({ ...entry, before: entry.before && JSON.stringify(entry.before), after: entry.after && JSON.stringify(entry.after) })
        .execute();
    },

    /** Newest first, with the actor's name and e-mail as the account has them now. */
    async page(filter: AuditFilter, page: number, perPage: number) {
      let base = db.selectFrom('admin_audit as a');
      if (filter.action) base = base.where('a.action', '=', filter.action);
      if (filter.actorId !== undefined) base = base.where('a.actor_id', '=', filter.actorId);
      if (filter.subjectType) base = base.where('a.subject_type', '=', filter.subjectType);
      if (filter.subjectId) base = base.where('a.subject_id', '=', filter.subjectId);
      if (filter.from) base = base.where('a.created_at', '>=', filter.from);
      if (filter.to) base = base.where('a.created_at', '<', filter.to);
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select(['a.id', 'a.created_at', 'a.actor_id', 'a.action', 'a.subject_type', 'a.subject_id', 'a.before', 'a.after', 'a.request_id', 'a.money', 'u.email as actor_email', 'u.firstname as actor_firstname', 'u.lastname as actor_lastname'])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total, rows };
    },

    /** The admins who appear in the trail, for the screen's filter. */
    actors: () =>
      db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.firstname', 'u.lastname'])
        .where((eb) => eb.or([eb('u.role', '=', 'admin'), eb.exists(eb.selectFrom('admin_audit as a').select('a.id').whereRef('a.actor_id', '=', 'u.id'))]))
        .orderBy('u.id')
        .limit(200)
        .execute(),
  };
}

export type AuditRepository = Repository<ReturnType<typeof createAuditRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export const auditRepositoryPlugin = repositoryPlugin('audit', 'auditRepository', createAuditRepository);
