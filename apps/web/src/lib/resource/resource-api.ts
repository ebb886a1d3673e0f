import type {
  BulkEditBody,
  BulkEditResult,
  BulkUndoBody,
  CrudResource,
  Page,
  ResourcePaths,
} from '@showroom/contract';
import { MAX_PAGE_SIZE, listPathOf, resourcePaths } from '@showroom/contract/values';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { toApiQuery, type ListParams } from './list-params';

/** What every stored record has: the list, the form and the 409 handling rely on it. */
export type BaseRow = { id: number; version: number; deletedAt?: string | null };

/**
 * Query-option factories and calls of one resource (`resource`: the name the contract gives
 * its paths in `resourcePaths`, where the API registers its routes; also the root of its query
 * keys, so writes invalidate everything under it). Query keys come from one factory, so a
 * write invalidates exactly that resource's lists and records. A plain list (the API answers
 * the whole list, not `{count, rows}`) is read whole and paged here.
 *
 * Answers are taken as the contract's types, not checked again here: the API checks each one
 * against its response schema before writing it (ADRs 027 and 032), and the form that edits a
 * record checks what is typed against the contract's schema.
 */
export function createResourceApi<Row extends BaseRow>(resource: CrudResource) {
  const paths: ResourcePaths = resourcePaths[resource];
  const { root, plain } = paths;
  const listPath = listPathOf(paths);
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
    if (!plain) return api.get<Page<Row>>(listPath, { query, signal, quiet });
    const { offset, limit, ...filter } = query;
    const rows = await api.get<Row[]>(listPath, { query: filter, signal, quiet });
    return { count: rows.length, rows: rows.slice(offset, offset + limit) };
  };
  const get = (id: number, signal?: AbortSignal): Promise<Row> =>
    api.get<Row>(`${root}/${id}`, { signal });

  return {
    keys,
    list,
    get,
    listQuery: (params: ListParams) =>
      queryOptions({
        // The saved view a state came from does not change its rows.
        queryKey: keys.list({ ...params, view: null }),
        queryFn: ({ signal }) => list(params, signal, true),
        placeholderData: keepPreviousData,
      }),
    detailQuery: (id: number) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => get(id, signal) }),
    /** Forms show their own errors, so writes from forms are quiet. */
    create: (body: unknown) => api.post<Row>(root, body, { quiet: true }),
    update: (id: number, body: unknown) => api.patch<Row>(`${root}/${id}`, body, { quiet: true }),
    /** `quiet`: a delete of many says once what was refused, not once a record. */
    remove: (id: number, quiet = false) => api.delete<Row>(`${root}/${id}`, { quiet }),
    restore: (id: number) => api.post<Row>(`${root}/${id}/restore`),
    /** Sets fields on many records, or says what it would do (ADR 055); its dialog shows errors. */
    bulkEdit: (body: BulkEditBody) =>
      api.post<BulkEditResult>(`${root}/bulk-edit`, body, { quiet: true }),
    bulkUndo: (body: BulkUndoBody) =>
      api.post<BulkEditResult>(`${root}/bulk-edit/undo`, body, { quiet: true }),
    /**
     * Every row matching the list's filter (all pages, read one after another), for the CSV
     * export; `onPage` hears how many rows are read of how many.
     */
    async listAll(
      params: ListParams,
      onPage?: (done: number, count: number) => void,
    ): Promise<Row[]> {
      const rows: Row[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const result = await list({ ...params, page: pageNumber, limit: MAX_PAGE_SIZE });
        rows.push(...result.rows);
        onPage?.(rows.length, Math.max(result.count, rows.length));
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
