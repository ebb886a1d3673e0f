import { z } from 'zod';
import { queryIntSchema } from './numbers';
import { crudResources, type CrudResource } from './resources';
import { requiredText } from './text';

/** Records a search answers for each resource, at most and by default. */
export const SEARCH_LIMIT_MAX = 10;
export const SEARCH_LIMIT_DEFAULT = 5;

/**
 * `GET /admin/search?q=&limit=`: records whose id is `q` (when it is a number) or whose
 * searched columns hold it, in each resource the caller may read; `limit` per resource.
 */
export const searchQuerySchema = z.strictObject({
  q: requiredText(100),
  limit: queryIntSchema(1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * One record found: its resource (the permission matrix's name), its id, what people call it
 * (in Arabic too where it has an Arabic name) and a few words more (an email, a model).
 * An exact id match comes first in its resource.
 */
export const searchHitSchema = z.object({
  resource: z.enum(crudResources as [CrudResource, ...CrudResource[]]),
  id: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
