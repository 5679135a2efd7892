import { z } from './error-map.js';
import { requiredText, text } from './common.js';

/**
 * What the moderation and payments queues share (issue #32): a search box (a title, an
 * owner's e-mail or an id), a date range in Bangkok days, and a decision taken on several
 * items at once with one reason. Each item of a bulk decision is decided exactly as the
 * single call decides it (its own transaction and audit entry); one that cannot be decided
 * is reported with its message and leaves the others as they went.
 */

const unset = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
/** A calendar day in Bangkok time, YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid input' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+07:00`)), { message: 'invalid input' });

export const QUEUE_SEARCH_MAX = 200;
/** The most items one bulk decision takes: a few pages of a queue. */
export const BULK_DECISION_MAX = 100;
export const BULK_ACTIONS = ['approve', 'reject'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The search and the date range of a queue's query. */
export const queueFilters = {
  q: optional(text(QUEUE_SEARCH_MAX)).meta({ description: 'Words of the title, the owner’s e-mail (or part of it), or an id' }),
  from: optional(day).meta({ description: 'First day, Bangkok time (YYYY-MM-DD)' }),
  to: optional(day).meta({ description: 'Last day, Bangkok time, included (YYYY-MM-DD)' }),
};

/** The body of a bulk decision: the ids, approve or reject, and the one reason a rejection gives every owner. */
export const bulkDecisionBody = <T extends z.ZodType>(id: T) =>
  z
    .object({
      ids: z.array(id).min(1, { message: 'not chosen' }).max(BULK_DECISION_MAX, { message: 'too long' }),
      action: z.enum(BULK_ACTIONS),
      reason: optional(requiredText(1000)),
    })
    .refine((value) => value.action !== 'reject' || value.reason !== undefined, { message: 'required', path: ['reason'] });

/** Each item's outcome, in the order asked: decided (with its new status) or not (with the catalogue message why). */
export const bulkDecisionResult = <T extends z.ZodType>(id: T) =>
  z.object({
    results: z.array(
      z.object({
        id,
        ok: z.boolean(),
        status: z.string().optional().meta({ description: 'The new status, when decided' }),
        message: z.string().optional().meta({ description: 'Why not, a catalogue key (e.g. `payment already decided`)' }),
      }),
    ),
    done: z.number(),
    failed: z.number(),
  });
