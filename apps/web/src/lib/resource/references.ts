import {
  MAX_PAGE_SIZE,
  carMetaDataPath,
  carMetaDataSchema,
  listPathOf,
  resourcePaths,
  type CrudResource,
  type Resource,
  type ResourcePaths,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { usePermissions } from '../auth';

/** A resource's own list and records, at the paths the contract declares for it. */
function crud(resource: CrudResource, query?: object): Source {
  const paths: ResourcePaths = resourcePaths[resource];
  return { list: listPathOf(paths), root: paths.root, permission: resource, query };
}

/**
 * The records a form or a column may point at: where their list and records live. A
 * feature names a source; it never imports another feature.
 */
const sources = {
  brands: crud('brands'),
  categories: crud('categories'),
  colors: crud('colors'),
  countries: crud('countries'),
  roles: crud('roles'),
  subjects: crud('subjects'),
  sellers: crud('users', { kind: 'dealer' }),
  users: crud('users'),
  cars: crud('cars'),
  packages: crud('packs'),
  // What a car form picks from, read whole from `GET /cars/meta-data` (one request for all).
  carCountries: {
    list: carMetaDataPath,
    permission: 'cars',
    pick: (data: unknown) =>
      carMetaDataSchema
        .parse(data)
        .countriesList.map((country) => ({ id: country.id, label: country.nameEn })),
  },
  engineCapacities: {
    list: carMetaDataPath,
    permission: 'cars',
    pick: (data: unknown) =>
      carMetaDataSchema
        .parse(data)
        .engineCapacities.map(({ cc }) => ({ id: cc, label: `${cc} cc` })),
  },
  cylinderCounts: {
    list: carMetaDataPath,
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
