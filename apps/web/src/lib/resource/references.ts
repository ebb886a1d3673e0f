import type { CarMetaData, CrudResource, Page, Resource, ResourcePaths } from '@showroom/contract';
import {
  MAX_PAGE_SIZE,
  carMetaDataPath,
  listPathOf,
  resourcePaths,
} from '@showroom/contract/values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { usePermissions } from '../auth';
import { formatNumber } from '../format';
import { i18n, isLanguage, type Language } from '../i18n';
import { roleName } from '../role-names';

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
  // Every account that may sell now: active customers and dealers (the API's rule), never
  // staff nor a blocked account. What a car form picks from.
  sellers: crud('users', { member: true, status: 'active' }),
  // The marketplace's people, blocked ones too: what a list filters and names sellers by.
  members: crud('users', { member: true }),
  users: crud('users'),
  cars: crud('cars'),
  packages: crud('packages'),
  // What a car form picks from, read whole from `GET /cars/meta-data` (one request for all).
  carCountries: {
    list: carMetaDataPath,
    permission: 'cars',
    pick: (data) =>
      data.countriesList.map((country) => ({ id: country.id, label: country.nameEn })),
  },
  engineCapacities: {
    list: carMetaDataPath,
    permission: 'cars',
    pick: (data, language) =>
      data.engineCapacities.map(({ cc }) => ({
        id: cc,
        label: i18n.t('common:units.cc', { lng: language, value: formatNumber(cc, language) }),
      })),
  },
  cylinderCounts: {
    list: carMetaDataPath,
    permission: 'cars',
    pick: (data) => data.cylindersNumbers.map(({ count }) => ({ id: count, label: String(count) })),
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
  pick?: (data: CarMetaData, language: Language) => ReferenceOption[];
};

/** The permission-matrix resource whose read permission opens a source. */
export const referencePermission = (reference: ReferenceName): Resource =>
  sources[reference].permission;

/** Whether the signed-in role may read a source (else its names stay unknown to it). */
export function useCanRead(reference: ReferenceName): boolean {
  return usePermissions().can(sources[reference].permission, 'read');
}

export type ReferenceName = keyof typeof sources;

/** Whether a name is a source's (the History panel names a field's records by it). */
export const isReferenceName = (name: string): name is ReferenceName =>
  Object.hasOwn(sources, name);
/** A record as a picker or a column names it; `currency` when the record is priced (a car). */
export type ReferenceOption = { id: number; label: string; currency?: string };

/**
 * A record's name in `language`: its Arabic name in Arabic (`nameAr`, when it has one),
 * else its English name, plain name or title; a role by `roleName` (a system role's in
 * `language`).
 */
const namedIn =
  (language: Language) =>
  ({ id, nameEn, nameAr, name, title, level, currency }: NamedRecord): ReferenceOption => ({
    id,
    label:
      (language === 'ar' && nameAr?.trim() ? nameAr : undefined) ??
      nameEn ??
      (name !== undefined && level !== undefined ? roleName({ name, level }, language) : name) ??
      title ??
      `#${id}`,
    ...(currency ? { currency } : {}),
  });

/** What a source's records may be named by (a record has some of these). */
type NamedRecord = {
  id: number;
  nameEn?: string;
  nameAr?: string | null;
  name?: string;
  title?: string;
  /** A role's level. */
  level?: string;
  currency?: string;
};

/** The language the app is shown in: names are read in it. */
const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** A read of a source's records, named in `language`. */
type Read<Argument, Result> = (
  reference: ReferenceName,
  argument: Argument,
  language: Language,
  signal?: AbortSignal,
) => Promise<Result>;

const search: Read<string, ReferenceOption[]> = async (reference, text, language, signal) => {
  const source: Source = sources[reference];
  if (source.pick) {
    const all = source.pick(await api.get<CarMetaData>(source.list, { signal }), language);
    const needle = text.trim().toLocaleLowerCase();
    return all.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  }
  const query = { ...source.query, search: text || undefined, limit: MAX_PAGE_SIZE };
  const data = await api.get<NamedRecord[] | Page<NamedRecord>>(source.list, { query, signal });
  return (Array.isArray(data) ? data : data.rows).map(namedIn(language));
};

const one: Read<number, ReferenceOption> = async (reference, id, language, signal) => {
  const source: Source = sources[reference];
  if (!source.root) {
    const found = (await search(reference, '', language, signal)).find(
      (option) => option.id === id,
    );
    return found ?? { id, label: String(id) };
  }
  return namedIn(language)(await api.get<NamedRecord>(`${source.root}/${id}`, { signal }));
};

/**
 * A read of a source as a query: kept under `['reference', <source>, <kind>, <argument>,
 * <language>]`, in `language` (by default the one the app is shown in), and fresh for
 * `staleTime`.
 */
const referenceQuery =
  <Argument extends string | number, Result>(
    kind: 'search' | 'one',
    read: Read<Argument, Result>,
    staleTime: number,
  ) =>
  (reference: ReferenceName, argument: Argument, language: Language = currentLanguage()) =>
    queryOptions({
      queryKey: ['reference', reference, kind, argument, language],
      queryFn: ({ signal }) => read(reference, argument, language, signal),
      staleTime,
    });

/** The records of a source whose name matches a text (the first 100). */
export const referenceSearchQuery = referenceQuery('search', search, 30_000);

/** One record's label, for a picker's current value. */
export const referenceLabelQuery = referenceQuery('one', one, 60_000);
