import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '@baandee/domain';
import { z } from './error-map.js';
import { pageQuery, paginated } from './listing.js';

/** The audit trail of admin actions and failed deliveries (docs/decisions/047). */

const unset = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
/** A calendar day in Bangkok time, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+07:00`)));
/** A subject type, or a type and an id: `payment`, `payment:12`. */
const subject = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z_]+(:[A-Za-z0-9_-]{1,40})?$/)
  .refine((value) => (AUDIT_SUBJECT_TYPES as readonly string[]).includes(value.split(':')[0]!));

/** GET api/admin/audit?action=&actor_id=&subject=&from=&to=&page= */
export const adminAuditQuery = pageQuery.extend({
  action: optional(z.enum(AUDIT_ACTIONS)),
  actor_id: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  subject: optional(subject).meta({ description: 'A subject type (`payment`) or a type and its id (`payment:12`)' }),
  from: optional(day).meta({ description: 'First day, Bangkok time (YYYY-MM-DD)' }),
  to: optional(day).meta({ description: 'Last day, Bangkok time, included (YYYY-MM-DD)' }),
});

const person = z.object({ id: z.number(), email: z.string().nullable(), firstname: z.string().nullable(), lastname: z.string().nullable() });

export const auditEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  actor: person,
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The fields the action changed, as they were; null when it created the subject' }),
  after: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The same fields afterwards; null when it deleted the subject' }),
  request_id: z.string(),
  money: z.boolean().meta({ description: 'A money decision (payments, package prices): kept for the accounts' }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAuditResult = paginated(auditEntry).extend({
  /** The admins who appear in the trail or hold the role now, for the filter. */
  actors: z.array(person),
});
export type AdminAuditResult = z.infer<typeof adminAuditResult>;

/** GET api/admin/jobs?state=failed&page= */
export const adminJobsQuery = pageQuery.extend({ state: optional(z.enum(['failed'])).default('failed') });

export const failedJob = z.object({
  id: z.string(),
  queue: z.string().meta({ description: 'mail, notification (e-mail or LINE), password-reset, delete-files' }),
  summary: z.string().nullable().meta({ description: "A mail's subject or a notification's event" }),
  recipient: z.string().nullable().meta({ description: "A mail's address, or a notification's channel and user" }),
  error: z.string().nullable(),
  attempts: z.number(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;
export const adminJobsResult = paginated(failedJob);

export const jobIdParams = z.object({ id: z.uuid() });
/** PUT api/admin/jobs/retry/{id}: the job is queued again with one more attempt. */
export const retryJobResult = z.object({ id: z.string(), state: z.string() });
/** PUT api/admin/jobs/retry-all */
export const retryAllJobsResult = z.object({ retried: z.number() });
