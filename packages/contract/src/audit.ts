import { z } from 'zod';
import { listQuerySchema } from './common';
import { m } from './messages';
import { queryIdSchema } from './numbers';
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

const instant = z.iso.datetime({ offset: true, error: m('validation.dateTime') }).optional();

/**
 * `GET /audit-log`: newest first unless `sortDirection=ASC`. `from` and `to` bound the
 * time of the change, both included.
 */
export const auditQuerySchema = listQuerySchema(['at'])
  .omit({ search: true, deleted: true, sortBy: true })
  .extend({
    resource: filterText,
    action: filterText,
    recordId: queryIdSchema.optional(),
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
