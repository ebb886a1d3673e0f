import { MAX_PAGE_SIZE, type Resource } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { usePermissions } from '../auth';

/**
 * The records a form or a column may point at: where their list and records live. A
 * feature names a source; it never imports another feature.
 */
const sources = {
  brands: { list: '/brand/admin', root: '/brand', permission: 'brands' },
  categories: { list: '/category/admin', root: '/category', permission: 'categories' },
  colors: { list: '/car-colors/', root: '/car-colors', permission: 'colors' },
  countries: { list: '/countries/', root: '/countries', plain: true, permission: 'countries' },
  roles: { list: '/role/admin', root: '/role', plain: true, permission: 'roles' },
  sellers: {
    list: '/auth/users/list',
    root: '/auth/users',
    query: { kind: 'dealer' },
    permission: 'users',
  },
} satisfies Record<
  string,
  { list: string; root: string; plain?: true; query?: object; permission: Resource }
>;

/** Whether the signed-in role may read a source (else its names stay unknown to it). */
export function useCanRead(reference: ReferenceName): boolean {
  return usePermissions().can(sources[reference].permission, 'read');
}

export type ReferenceName = keyof typeof sources;
export type ReferenceOption = { id: number; label: string };

const named = z
  .object({ id: z.number(), nameEn: z.string().optional(), name: z.string().optional() })
  .transform(({ id, nameEn, name }): ReferenceOption => ({
    id,
    label: nameEn ?? name ?? `#${id}`,
  }));
const listed = z.union([z.array(named), z.object({ rows: z.array(named) })]);

async function search(reference: ReferenceName, text: string, signal?: AbortSignal) {
  const source: { list: string; plain?: true; query?: object } = sources[reference];
  const query = { ...source.query, search: text || undefined, limit: MAX_PAGE_SIZE };
  const data = listed.parse(await api.get<unknown>(source.list, { query, signal }));
  return Array.isArray(data) ? data : data.rows;
}

/** The records of a source whose name matches `text` (the first 100). */
export const referenceSearchQuery = (reference: ReferenceName, text: string) =>
  queryOptions({
    queryKey: ['reference', reference, 'search', text],
    queryFn: ({ signal }) => search(reference, text, signal),
    staleTime: 30_000,
  });

/** One record's label, for a picker's current value. */
export const referenceLabelQuery = (reference: ReferenceName, id: number) =>
  queryOptions({
    queryKey: ['reference', reference, 'one', id],
    queryFn: async ({ signal }) =>
      named.parse(await api.get<unknown>(`${sources[reference].root}/${id}`, { signal })),
    staleTime: 60_000,
  });
