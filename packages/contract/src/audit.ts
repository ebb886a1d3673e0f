import { z } from 'zod';
import { listQuerySchema, queryIdSchema } from './common';

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

const filterText = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(60, 'Must be at most 60 characters')
  .optional();

/** `GET /audit-log`: newest first unless `sortDirection=ASC`. */
export const auditQuerySchema = listQuerySchema(['at'])
  .omit({ search: true, deleted: true, sortBy: true })
  .extend({
    resource: filterText,
    action: filterText,
    recordId: queryIdSchema.optional(),
    actorId: queryIdSchema.optional(),
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
