import { MAX_PAGE_SIZE, carMetaDataSchema, type Resource } from '@showroom/contract';
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
  subjects: {
    list: '/contactUs/subjects/admin',
    root: '/contactUs/subjects',
    plain: true,
    permission: 'subjects',
  },
  sellers: {
    list: '/auth/users/list',
    root: '/auth/users',
    query: { kind: 'dealer' },
    permission: 'users',
  },
  users: { list: '/auth/users/list', root: '/auth/users', permission: 'users' },
  cars: { list: '/cars/', root: '/cars', permission: 'cars' },
  packages: { list: '/packs/admin', root: '/packs', permission: 'packs' },
  // What a car form picks from, read whole from `GET /cars/meta-data` (one request for all).
  carCountries: {
    list: '/cars/meta-data',
    permission: 'cars',
    pick: (data: unknown) =>
      carMetaDataSchema
        .parse(data)
        .countriesList.map((country) => ({ id: country.id, label: country.nameEn })),
  },
  engineCapacities: {
    list: '/cars/meta-data',
    permission: 'cars',
    pick: (data: unknown) =>
      carMetaDataSchema
        .parse(data)
        .engineCapacities.map(({ cc }) => ({ id: cc, label: `${cc} cc` })),
  },
  cylinderCounts: {
    list: '/cars/meta-data',
    permission: 'cars',
    pick: (data: unknown) =>
      carMetaDataSchema
        .parse(data)
        .cylindersNumbers.map(({ count }) => ({ id: count, label: String(count) })),
  },
} satisfies Record<string, Source>;

/**
 * Where a source's records live: a list searched on the server (`search`, first 100) and
 * one record at `<root>/<id>`; or a list read whole and searched here (`pick` reads its
 * options, whose `id` is the value kept, e.g. an engine capacity in cc).
 */
type Source = {
  list: string;
  permission: Resource;
  root?: string;
  plain?: true;
  query?: object;
  pick?: (data: unknown) => ReferenceOption[];
};

/** The permission-matrix resource whose read permission opens a source. */
export const referencePermission = (reference: ReferenceName): Resource =>
  sources[reference].permission;

/** Whether the signed-in role may read a source (else its names stay unknown to it). */
export function useCanRead(reference: ReferenceName): boolean {
  return usePermissions().can(sources[reference].permission, 'read');
}

export type ReferenceName = keyof typeof sources;
/** A record as a picker or a column names it; `currency` when the record is priced (a car). */
export type ReferenceOption = { id: number; label: string; currency?: string };

const named = z
  .object({
    id: z.number(),
    nameEn: z.string().optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    currency: z.string().optional(),
  })
  .transform(({ id, nameEn, name, title, currency }): ReferenceOption => ({
    id,
    label: nameEn ?? name ?? title ?? `#${id}`,
    ...(currency ? { currency } : {}),
  }));
const listed = z.union([z.array(named), z.object({ rows: z.array(named) })]);

async function search(reference: ReferenceName, text: string, signal?: AbortSignal) {
  const source: Source = sources[reference];
  if (source.pick) {
    const all = source.pick(await api.get<unknown>(source.list, { signal }));
    const needle = text.trim().toLocaleLowerCase();
    return all.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  }
  const query = { ...source.query, search: text || undefined, limit: MAX_PAGE_SIZE };
  const data = listed.parse(await api.get<unknown>(source.list, { query, signal }));
  return Array.isArray(data) ? data : data.rows;
}

async function one(reference: ReferenceName, id: number, signal?: AbortSignal) {
  const source: Source = sources[reference];
  if (!source.root) {
    const found = (await search(reference, '', signal)).find((option) => option.id === id);
    return found ?? { id, label: String(id) };
  }
  return named.parse(await api.get<unknown>(`${source.root}/${id}`, { signal }));
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
    queryFn: ({ signal }) => one(reference, id, signal),
    staleTime: 60_000,
  });
