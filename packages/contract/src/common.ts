/**
 * What every CRUD resource has in common: the record it answers, the body of a change, and
 * the query and page of its list.
 */
import { z } from 'zod';
import { m } from './messages';
import { queryIntSchema } from './numbers';
import { oneOf } from './text';
import { timestampSchema } from './timestamps';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from './values';

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

export const versionSchema = z
  // Missing, it is named; a version that is no whole number is worded as any number is.
  .number({ error: (issue) => (issue.input === undefined ? m('validation.version') : undefined) })
  .int()
  .nonnegative();

/**
 * The options of a rule across fields (`.refine(rule, acrossFields(['startsAt', 'endsAt'],
 * { path, message }))`). zod runs an object's refinements only once every field is valid, so
 * a form would show "Must be after the start" only after every other mistake was mended;
 * this rule runs as soon as the fields it reads are valid, beside the others' errors.
 */
export function acrossFields<const Params extends { path: string[]; message: string }>(
  fields: readonly string[],
  params: Params,
) {
  return {
    ...params,
    // Never on what is no object (a body of `null`, or none): its own issue says so.
    when: ({
      value,
      issues,
    }: {
      value: unknown;
      issues: readonly { path?: readonly PropertyKey[] }[];
    }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
  };
}

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

const sortDirectionQuery = z.enum(sortDirections, { error: m('validation.sortDirection') });

/** `true` or `false` in a query string, read as a boolean. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: m('validation.boolean') })
  .transform((v) => v === 'true');

/**
 * The query of every paginated list: offset/limit paging, a whitelisted sort column,
 * free-text search and the trash switch. Resources add their own filters with `.extend`.
 * The first of `sortable` is the list's order when the query names none.
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
    sortDirection: sortDirectionQuery.default('DESC'),
    deleted: booleanQuery.optional(),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

/**
 * The query of a list the spec reads whole (countries, banners, FAQs, roles, contact subjects,
 * meta lists): the same search, sort and trash switch as a paginated list, in display order
 * (ascending) unless told otherwise.
 */
export function plainListQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return listQuerySchema(sortable).extend({ sortDirection: sortDirectionQuery.default('ASC') });
}

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

/** The `sortBy` values a list query accepts, in the order its schema declares them. */
export function sortKeysOf(listQuery: z.ZodObject): readonly string[] {
  const shape: Partial<Record<string, z.ZodType>> = listQuery.shape;
  const sortBy = shape.sortBy instanceof z.ZodOptional ? shape.sortBy.unwrap() : undefined;
  return sortBy instanceof z.ZodEnum ? sortBy.options.map(String) : [];
}
