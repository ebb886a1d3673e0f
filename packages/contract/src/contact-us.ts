import { z } from 'zod';
import { subjectsFacts } from './resources/contact-subjects';
import { queriesFacts } from './resources/queries';
import { emailSchema, phoneSchema } from './auth';
import {
  booleanQuery,
  listQuerySchema,
  plainListQuerySchema,
  recordSchemaOf,
  updateSchemaOf,
  versionSchema,
} from './common';
import { activeFilter, displayFields, displayRow } from './display-fields';
import { bodyIdSchema, queryIdSchema } from './numbers';
import { bilingualNameFields, bilingualNameRow, oneOf, requiredText } from './text';
import { timestampSchema } from './timestamps';
import { customerQueryStatuses } from './values';

// --- Subjects: what a customer picks on the marketplace's contact form ---

export const contactSubjectSchema = recordSchemaOf({ ...bilingualNameRow, ...displayRow });
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

export const contactSubjectCreateSchema = z.strictObject({
  ...bilingualNameFields(80),
  ...displayFields,
});

export const contactSubjectUpdateSchema = updateSchemaOf(contactSubjectCreateSchema);

/** A plain list in the order the form shows it. */
export const contactSubjectListQuerySchema = plainListQuerySchema(subjectsFacts.sorts).extend(
  activeFilter,
);

/** What the public contact form lists. */
export const publicContactSubjectSchema = contactSubjectSchema.pick({
  id: true,
  nameEn: true,
  nameAr: true,
});

// --- Customer queries: messages sent through the contact form ---

export type CustomerQueryStatus = (typeof customerQueryStatuses)[number];

export const customerQuerySchema = recordSchemaOf({
  subjectId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(customerQueryStatuses),
  reply: z.string().nullable(),
  repliedAt: timestampSchema.nullable(),
  repliedBy: z.number().int().nullable(),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

/**
 * One reply staff mailed about a query. A query keeps every reply; its own `reply`,
 * `repliedAt` and `repliedBy` are the latest one's.
 */
export const customerQuerySentReplySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: timestampSchema,
  /** Who sent it: null only for a reply that was never attributed (kept from before). */
  sentBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CustomerQuerySentReply = z.infer<typeof customerQuerySentReplySchema>;

/** `GET /contactUs/queries/:id`: the query with every reply it was sent, oldest first. */
export const customerQueryDetailsSchema = customerQuerySchema.extend({
  replies: z.array(customerQuerySentReplySchema),
});
export type CustomerQueryDetails = z.infer<typeof customerQueryDetailsSchema>;

/** The marketplace's contact form (public). */
export const customerQueryCreateSchema = z.strictObject({
  subjectId: bodyIdSchema,
  name: requiredText(120),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  message: requiredText(5000),
});

/**
 * Staff never edit a customer's words: the API offers no PATCH for queries (status and
 * reply have their own routes). This only completes the resource's declaration.
 */
export const customerQueryUpdateSchema = z.strictObject({ version: versionSchema });

export const customerQueryStatusSchema = z.strictObject({
  status: oneOf(customerQueryStatuses),
});

export const customerQueryReplySchema = z.strictObject({ reply: requiredText(5000) });
export type CustomerQueryReply = z.infer<typeof customerQueryReplySchema>;

export const customerQueryListQuerySchema = listQuerySchema(queriesFacts.sorts).extend({
  status: oneOf(customerQueryStatuses).optional(),
  subjectId: queryIdSchema.optional(),
  /** The queries a marketplace user sent: those from their account's email. */
  userId: queryIdSchema.optional(),
  /** Answered (`true`) or still without a reply (`false`). */
  replied: booleanQuery.optional(),
});
