import { z } from 'zod';
import { m } from './messages';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep enough for any list here; beyond it the database could not take the number. */
export const MAX_OFFSET = 1_000_000_000;

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

/** A whole number as JSON carries it: no strings, no booleans, no fractions. */
function jsonInteger(min: number, max: number, messages: { min: string; max: string }) {
  return z
    .number({ error: m('validation.number') })
    .int(m('validation.wholeNumber'))
    .min(min, messages.min)
    .max(max, messages.max);
}

/**
 * A count or a measure in a body, from `min` to `max`. "Must be 0 or more" reads better
 * than "at least 0"; from 1 up the bound is said "at least".
 */
export const wholeNumber = (min: number, max: number) =>
  jsonInteger(min, max, {
    min: min === 0 ? m('validation.atLeast', { min }) : m('validation.atLeastN', { min }),
    max: m('validation.atMost', { max }),
  });

/**
 * A whole number written in a path or a query string: plain decimal digits only, so
 * `0x1`, `+1`, `01`, ` 1`, `1e0` and `1.0` are refused instead of read as 1.
 */
export function queryIntSchema(
  min: number,
  max: number,
  messages: { min?: string; max?: string } = {},
) {
  const minMessage = messages.min ?? m('validation.atLeast', { min: min });
  const maxMessage = messages.max ?? m('validation.atMost', { max: max });
  return z
    .string({ error: m('validation.number') })
    .regex(/^-?(0|[1-9][0-9]*)$/, m('validation.number'))
    .transform(Number)
    .pipe(
      // A string of hundreds of digits reads as Infinity: still just too large.
      z.number({ error: maxMessage }).min(min, minMessage).max(max, maxMessage),
    );
}

const idMessages = { min: m('validation.positiveId'), max: m('validation.tooLarge') };

/** An id in a JSON body: a JSON integer from 1 to 2^31-1. */
export const bodyIdSchema = jsonInteger(1, MAX_ID, idMessages);

/** An id in a path or a query string: canonical decimal digits, from 1 to 2^31-1. */
export const queryIdSchema = queryIntSchema(1, MAX_ID, idMessages);

export const idParamsSchema = z.strictObject({ id: queryIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const versionSchema = z
  .number({ error: m('validation.version') })
  .int()
  .nonnegative();

/**
 * The body of a PATCH: any of the create schema's fields (each still checked as on
 * create), plus the `version` the client read. Unknown keys stay refused.
 */
export function updateSchemaOf<Shape extends z.core.$ZodShape>(
  create: z.ZodObject<Shape, z.core.$strict>,
) {
  return create.partial().extend({ version: versionSchema });
}

/** One of `values`; anything else is refused with the list of what is accepted. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m('validation.oneOf', { values: values.join(', ') }) });

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

const booleanQuery = z
  .enum(['true', 'false'], { error: m('validation.boolean') })
  .transform((v) => v === 'true');

/**
 * The query of every paginated list: offset/limit paging, a whitelisted sort column,
 * free-text search and the trash switch. Resources add their own filters with `.extend`.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.strictObject({
    offset: queryIntSchema(0, MAX_OFFSET).default(0),
    limit: queryIntSchema(1, MAX_PAGE_SIZE, { min: m('validation.atLeastN', { min: 1 }) }).default(
      DEFAULT_PAGE_SIZE,
    ),
    search: z
      .string()
      .trim()
      .max(100, m('validation.maxLength', { max: 100 }))
      .optional(),
    sortBy: oneOf(sortable).optional(),
    sortDirection: z.enum(sortDirections, { error: m('validation.sortDirection') }).default('DESC'),
    deleted: booleanQuery.optional(),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

/**
 * A page of a list. Past 10,000 matches the count is the database's estimate and
 * `estimated` is true, so the screen can say "about".
 */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    estimated: z.literal(true).optional(),
    rows: z.array(row),
  });
}
export type Page<T> = { count: number; estimated?: true; rows: T[] };

/** The `sortBy` values a list query accepts, as its schema declares them. */
export function sortKeysOf(listQuery: z.ZodObject): readonly string[] {
  const shape: Partial<Record<string, z.ZodType>> = listQuery.shape;
  const sortBy = shape.sortBy instanceof z.ZodOptional ? shape.sortBy.unwrap() : undefined;
  return sortBy instanceof z.ZodEnum ? sortBy.options.map(String) : [];
}

/** A moment as a record answers it: ISO 8601 with its offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A moment a client sends: ISO 8601 with its offset, kept as that text. */
export const timestampInput = z.iso.datetime({ offset: true, error: m('validation.dateTime') });

/** Columns every stored record has. */
export const recordSchema = z.object({
  id: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export const softDeletedSchema = z.object({
  deletedAt: timestampSchema.nullable(),
});

/**
 * A resource's record as the API answers it: the columns every record has, its own
 * `fields`, and `deletedAt` (set while it is in the trash).
 */
export const recordSchemaOf = <Shape extends z.core.$ZodLooseShape>(fields: Shape) =>
  recordSchema.extend({ ...fields, ...softDeletedSchema.shape });

export const requiredText = (max: number) =>
  z
    .string({ error: m('validation.required') })
    .trim()
    .min(1, m('validation.required'))
    .max(max, m('validation.maxLength', { max: max }));
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m('validation.maxLength', { max: max }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Arabic text must contain Arabic letters; left empty it is null. */
export const arabicText = (max: number) =>
  optionalText(max).refine((v) => v == null || /[\u0600-\u06FF]/.test(v), m('validation.arabic'));

/** `/uploads/` and then plain names: letters, digits, `.`, `_` and `-`, no dot-only parts. */
const uploadedFilePath = /^\/uploads(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** An absolute http(s) URL with a host, and nothing that climbs or hides a path. */
function isPlainWebUrl(value: string): boolean {
  // Backslashes, controls, spaces and `..` (raw or percent-encoded) have no place here.
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\\\u0000-\u0020\u007f]/.test(value) || /\.\.|%2e%2e|%2e\.|\.%2e/i.test(value)) return false;
  if (!/^https?:\/\/[^/?#@]+([/?#]|$)/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An uploaded file's URL as `/upload/` returns it (`/uploads/<name>`), or an absolute
 * http(s) URL. Path climbing (`..`, `%2e%2e`), backslashes and control characters are
 * refused in both.
 */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(2048, m('validation.maxLength', { max: 2048 }))
  .refine(
    (v) => (v.startsWith('/') ? uploadedFilePath.test(v) && !v.includes('..') : isPlainWebUrl(v)),
    m('validation.fileUrl'),
  );

export const okSchema = z.object({ ok: z.literal(true) });
