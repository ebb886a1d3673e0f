import { z } from 'zod';
import { auditViewQuerySchema } from './audit';
import { listQuerySchema, sortDirections, versionSchema } from './common';
import { m } from './messages';
import { bodyIdSchema, wholeNumber } from './numbers';
import { resourceSchemas } from './resource-schemas';
import { oneOf, requiredText } from './text';
import { timestampSchema } from './timestamps';
import { MAX_PAGE_SIZE, viewLists, viewScopes, type ViewList } from './values';

export type ViewScope = (typeof viewScopes)[number];

const key = z.string().trim().min(1).max(64);

/**
 * What a saved view holds: a list's URL state (search, filters with the status tab among
 * them, sort, rows per page) and which columns it shows. Its sort and filters are checked
 * against the list when the view is saved (`viewStateProblems`); columns are the web app's
 * and kept as written. A view saved before its list lost a filter, sort or column still opens,
 * without it (the web app says so).
 */
export const viewStateSchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(100, m('validation.maxLength', { max: 100 }))
    .default(''),
  sortBy: key.nullable().default(null),
  sortDirection: z.enum(sortDirections, { error: m('validation.sortDirection') }).default('DESC'),
  limit: wholeNumber(1, MAX_PAGE_SIZE).default(20),
  filters: z
    .record(key, z.string().max(200, m('validation.maxLength', { max: 200 })))
    .refine((filters) => Object.keys(filters).length <= 30, m('validation.atMost', { max: 30 }))
    .default({}),
  /** Columns shown (`true`) or hidden (`false`) unlike the list's own choice. */
  columns: z
    .record(key, z.boolean({ error: m('validation.boolean') }))
    .refine((columns) => Object.keys(columns).length <= 60, m('validation.atMost', { max: 60 }))
    .default({}),
});
export type ViewState = z.output<typeof viewStateSchema>;

/** The query a list's URL state is read by: a CRUD list's own; the audit log's as its URL keeps it. */
const listQueryOf = (list: ViewList): z.ZodType =>
  list === 'audit' ? auditViewQuerySchema : resourceSchemas[list].listQuery;

/** Paging, search, sort and the trash: every list query's keys that are no filter. */
const notFilters = new Set(Object.keys(listQuerySchema(['id']).shape));

/** A field of a view's state that its list refuses, named as the body names it. */
export type ViewStateProblem = { field: string; message: string };

/**
 * Where a view's sort and filters do not fit its list's query as the list is now
 * (`state.sortBy`, `state.filters.<key>`): a view the list would refuse is refused when it is
 * saved, not when it is opened.
 */
export function viewStateProblems(list: ViewList, state: ViewState): ViewStateProblem[] {
  const problems: ViewStateProblem[] = [];
  const filterField = (key: string) => `state.filters.${key}`;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (notFilters.has(key))
      problems.push({ field: filterField(key), message: m('validation.unknownField') });
    else filters[key] = value;
  }
  const parsed = listQueryOf(list).safeParse({
    ...filters,
    ...(state.sortBy !== null && { sortBy: state.sortBy }),
  });
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        problems.push({ field: filterField(key), message: m('validation.unknownField') });
      continue;
    }
    const [key] = issue.path;
    const field =
      key === undefined
        ? 'state.filters'
        : key === 'sortBy'
          ? 'state.sortBy'
          : filterField(String(key));
    problems.push({ field, message: issue.message });
  }
  return problems;
}

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  scope: z.enum(viewScopes),
  /** The role a `role` view is shared with. */
  roleId: z.number().int().nullable(),
  /** Who saved it; null for the views Showroom comes with. */
  ownerId: z.number().int().nullable(),
  state: viewStateSchema,
  /** The person asking may change and delete it. */
  editable: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** A list's views as one person sees them, and the one that list opens with for them. */
export const listViewsSchema = z.object({
  views: z.array(savedViewSchema),
  defaultViewId: z.number().int().nullable(),
});
export type ListViews = z.infer<typeof listViewsSchema>;

const listSchema = oneOf(viewLists);

export const listViewsQuerySchema = z.strictObject({ list: listSchema });

const sharing = {
  scope: oneOf(viewScopes),
  /** The role a `role` view is for; the person's own role when left out. */
  roleId: bodyIdSchema.nullable().optional(),
};

export const viewCreateSchema = z.strictObject({
  list: listSchema,
  name: requiredText(60),
  ...sharing,
  state: viewStateSchema,
});
export type ViewCreateBody = z.infer<typeof viewCreateSchema>;

export const viewUpdateSchema = z.strictObject({
  name: requiredText(60).optional(),
  scope: sharing.scope.optional(),
  roleId: sharing.roleId,
  state: viewStateSchema.optional(),
  version: versionSchema,
});
export type ViewUpdateBody = z.infer<typeof viewUpdateSchema>;

/** `PUT /views/default`: the view a list opens with for the person asking, or none. */
export const viewDefaultSchema = z.strictObject({
  list: listSchema,
  viewId: bodyIdSchema.nullable(),
});
export type ViewDefaultBody = z.infer<typeof viewDefaultSchema>;
