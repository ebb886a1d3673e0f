import {
  MAX_PAGE_SIZE,
  listPathOf,
  pageSchema,
  resourcePaths,
  type CrudResource,
  type Page,
  type ResourcePaths,
} from '@showroom/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { toApiQuery, type ListParams } from './list-params';

/** What every stored record has: the list, the form and the 409 handling rely on it. */
export type BaseRow = { id: number; version: number; deletedAt?: string | null };

export type ResourceApiConfig<Row extends BaseRow> = {
  /**
   * The resource whose paths the contract declares (`resourcePaths`, where the API registers
   * its routes); also the root of its query keys, so writes invalidate everything under it.
   */
  resource: CrudResource;
  row: z.ZodType<Row>;
};

/**
 * Query-option factories and calls of one resource. Query keys come from one factory,
 * so a write invalidates exactly that resource's lists and records. A plain list (the API
 * answers the whole list, not `{count, rows}`) is read whole and paged here.
 */
export function createResourceApi<Row extends BaseRow>(config: ResourceApiConfig<Row>) {
  const { resource, row } = config;
  const paths: ResourcePaths = resourcePaths[resource];
  const { root, plain } = paths;
  const listPath = listPathOf(paths);
  const page = pageSchema(row);
  const whole = z.array(row);
  const keys = {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params: ListParams) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: number) => [resource, 'detail', id] as const,
  };

  /** `quiet`: the list page shows a failed read inline, so it is not toasted as well. */
  const list = async (
    params: ListParams,
    signal?: AbortSignal,
    quiet = false,
  ): Promise<Page<Row>> => {
    const query = toApiQuery(params);
    if (!plain) return page.parse(await api.get<unknown>(listPath, { query, signal, quiet }));
    const { offset, limit, ...filter } = query;
    const rows = whole.parse(await api.get<unknown>(listPath, { query: filter, signal, quiet }));
    return { count: rows.length, rows: rows.slice(offset, offset + limit) };
  };
  const get = async (id: number, signal?: AbortSignal): Promise<Row> =>
    row.parse(await api.get<unknown>(`${root}/${id}`, { signal }));

  return {
    keys,
    list,
    get,
    listQuery: (params: ListParams) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => list(params, signal, true),
        placeholderData: keepPreviousData,
      }),
    detailQuery: (id: number) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => get(id, signal) }),
    /** Forms show their own errors, so writes from forms are quiet. */
    create: async (body: unknown) =>
      row.parse(await api.post<unknown>(root, body, { quiet: true })),
    update: async (id: number, body: unknown) =>
      row.parse(await api.patch<unknown>(`${root}/${id}`, body, { quiet: true })),
    remove: async (id: number) => row.parse(await api.delete<unknown>(`${root}/${id}`)),
    restore: async (id: number) => row.parse(await api.post<unknown>(`${root}/${id}/restore`)),
    /** Every row matching the list's filter (all pages), for the CSV export. */
    async listAll(params: ListParams): Promise<Row[]> {
      const rows: Row[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const result = await list({ ...params, page: pageNumber, limit: MAX_PAGE_SIZE });
        rows.push(...result.rows);
        if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.count) return rows;
      }
    },
    /**
     * The ids of the rows matching the list's filter, at most `max` (a bulk action on
     * "all matching"): read page by page through the list API, as the API has no bulk call.
     */
    async listIds(params: ListParams, max: number): Promise<number[]> {
      const ids: number[] = [];
      for (let pageNumber = 1; ids.length < max; pageNumber += 1) {
        const result = await list({ ...params, page: pageNumber, limit: MAX_PAGE_SIZE });
        ids.push(...result.rows.map((found) => found.id));
        if (result.rows.length < MAX_PAGE_SIZE || ids.length >= result.count) break;
      }
      return [...new Set(ids)].slice(0, max);
    },
  };
}

export type ResourceApi<Row extends BaseRow> = ReturnType<typeof createResourceApi<Row>>;
