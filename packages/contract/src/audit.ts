import { z } from 'zod';
import { listQuerySchema } from './common';
import { m } from './messages';
import { MAX_ID, queryIdSchema } from './numbers';
import { timestampInput } from './timestamps';
import type { auditResources } from './values';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  resource: z.string(),
  recordId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  actorId: z.number().int().nullable(),
  /** Who did it; null for the system (jobs) and the public (a contact form). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export type AuditResource = (typeof auditResources)[number];

const filterText = z
  .string()
  .trim()
  .min(1, m('validation.required'))
  .max(60, m('validation.maxLength', { max: 60 }))
  .optional();

/** `?recordIds=4,9,12`: the entries of any of these records (a trash page's, at most 100). */
const recordIdList = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, m('validation.idList', { max: 100 }))
  // Ten digits reach past the largest id a record can have (the database's integer); a list
  // the pattern refuses is named once, by the pattern.
  .refine(
    (ids) => ids.split(',').every((id) => !/^\d+$/.test(id) || Number(id) <= MAX_ID),
    m('validation.idList', { max: 100 }),
  )
  .transform((ids) => ids.split(',').map(Number))
  .optional();

const instant = timestampInput.optional();

/**
 * `GET /audit-log`: newest first unless `sortDirection=ASC`. `from` and `to` bound the
 * time of the change, both included; `search` finds entries by their record's name or
 * number, or their actor's name or email.
 */
export const auditQuerySchema = listQuerySchema(['at'])
  .omit({ deleted: true, sortBy: true })
  .extend({
    resource: filterText,
    action: filterText,
    recordId: queryIdSchema.optional(),
    recordIds: recordIdList,
    actorId: queryIdSchema.optional(),
    from: instant,
    to: instant,
  })
  // A time that is not one is named by its own rule, not as a range out of order.
  .refine(({ from, to }) => !from || !to || !(Date.parse(from) > Date.parse(to)), {
    path: ['to'],
    error: m('validation.notBeforeRangeStart'),
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const day = z.iso.date({ error: m('validation.format') }).optional();

/**
 * The audit log's list state as its URL and its saved views keep it (ADR 053): its one sort,
 * and whole days, which the page turns into the instants `auditQuerySchema` takes.
 */
export const auditViewQuerySchema = listQuerySchema(['at']).omit({ deleted: true }).extend({
  resource: filterText,
  recordId: queryIdSchema.optional(),
  actorId: queryIdSchema.optional(),
  from: day,
  to: day,
});
