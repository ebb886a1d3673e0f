import { z } from 'zod';
import { m } from './messages';
import { isActiveField, sortOrderField } from './content-fields';
import { emailSchema, phoneSchema } from './auth';
import {
  arabicText,
  bodyIdSchema,
  listQuerySchema,
  queryIdSchema,
  recordSchema,
  requiredText,
  softDeletedSchema,
  sortDirections,
  updateSchemaOf,
  versionSchema,
} from './common';

// --- Subjects: what a customer picks on the marketplace's contact form ---

export const contactSubjectSchema = recordSchema.extend({
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  ...softDeletedSchema.shape,
});
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

const subjectFields = {
  nameEn: requiredText(80),
  nameAr: arabicText(80),
  isActive: isActiveField.optional(),
  sortOrder: sortOrderField.optional(),
};

export const contactSubjectCreateSchema = z.strictObject(subjectFields);
export type ContactSubjectCreate = z.infer<typeof contactSubjectCreateSchema>;

export const contactSubjectUpdateSchema = updateSchemaOf(contactSubjectCreateSchema);
export type ContactSubjectUpdate = z.infer<typeof contactSubjectUpdateSchema>;

export const contactSubjectSortable = ['id', 'nameEn', 'sortOrder', 'createdAt'] as const;
/** A plain list in the order the form shows it. */
export const contactSubjectListQuerySchema = listQuerySchema(contactSubjectSortable).extend({
  sortDirection: z.enum(sortDirections, { error: m('validation.sortDirection') }).default('ASC'),
  isActive: z
    .enum(['true', 'false'], { error: m('validation.boolean') })
    .transform((v) => v === 'true')
    .optional(),
});
export type ContactSubjectListQuery = z.infer<typeof contactSubjectListQuerySchema>;

/** What the public contact form lists. */
export const publicContactSubjectSchema = contactSubjectSchema.pick({
  id: true,
  nameEn: true,
  nameAr: true,
});

// --- Customer queries: messages sent through the contact form ---

export const customerQueryStatuses = ['new', 'in_progress', 'resolved'] as const;
export type CustomerQueryStatus = (typeof customerQueryStatuses)[number];

export const customerQuerySchema = recordSchema.extend({
  subjectId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(customerQueryStatuses),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime({ offset: true }).nullable(),
  repliedBy: z.number().int().nullable(),
  ...softDeletedSchema.shape,
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

/** The marketplace's contact form (public). */
export const customerQueryCreateSchema = z.strictObject({
  subjectId: bodyIdSchema,
  name: requiredText(120),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  message: requiredText(5000),
});
export type CustomerQueryCreate = z.infer<typeof customerQueryCreateSchema>;

/**
 * Staff never edit a customer's words: the API offers no PATCH for queries (status and
 * reply have their own routes). This only completes the resource's declaration.
 */
export const customerQueryUpdateSchema = z.strictObject({ version: versionSchema });

export const customerQueryStatusSchema = z.strictObject({
  status: z.enum(customerQueryStatuses, {
    error: m('validation.oneOf', { values: customerQueryStatuses.join(', ') }),
  }),
});

export const customerQueryReplySchema = z.strictObject({ reply: requiredText(5000) });
export type CustomerQueryReply = z.infer<typeof customerQueryReplySchema>;

export const customerQuerySortable = ['id', 'createdAt', 'status', 'repliedAt'] as const;
export const customerQueryListQuerySchema = listQuerySchema(customerQuerySortable).extend({
  status: z
    .enum(customerQueryStatuses, {
      error: m('validation.oneOf', { values: customerQueryStatuses.join(', ') }),
    })
    .optional(),
  subjectId: queryIdSchema.optional(),
});
export type CustomerQueryListQuery = z.infer<typeof customerQueryListQuerySchema>;
