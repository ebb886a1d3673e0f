import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep enough for any list here; beyond it the database could not take the number. */
export const MAX_OFFSET = 1_000_000_000;

export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(2_147_483_647, 'Is too large');

export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const versionSchema = z
  .number({ error: 'The record version is required' })
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

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true');

/**
 * The query of every paginated list: offset/limit paging, a whitelisted sort column,
 * free-text search and the trash switch. Resources add their own filters with `.extend`.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.strictObject({
    offset: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(MAX_OFFSET, `Must be at most ${MAX_OFFSET}`)
      .default(0),
    limit: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
    sortBy: z.enum(sortable, { error: `Must be one of: ${sortable.join(', ')}` }).optional(),
    sortDirection: z.enum(sortDirections, { error: 'Must be ASC or DESC' }).default('DESC'),
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

/** Columns every stored record has. */
export const recordSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export const softDeletedSchema = z.object({
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const requiredText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Arabic text must contain Arabic letters; left empty it is null. */
export const arabicText = (max: number) =>
  optionalText(max).refine(
    (v) => v == null || /[\u0600-\u06FF]/.test(v),
    'Must be written in Arabic',
  );

/** An uploaded file's URL as `/upload/` returns it, or an absolute http(s) URL. */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(
    (v) => v.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/i.test(v),
    'Must be an uploaded file or an http(s) URL',
  );

export const okSchema = z.object({ ok: z.literal(true) });
