import type {
  ListViews,
  SavedView,
  ViewCreateBody,
  ViewList,
  ViewUpdateBody,
} from '@showroom/contract';
import { VIEWS_PATH } from '@showroom/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const viewKeys = {
  all: ['views'] as const,
  of: (list: ViewList) => [...viewKeys.all, list] as const,
};

/**
 * A list's saved views as the person sees them, and their default. Read again each time the
 * list opens, so a shared view changed by someone else is seen as it is now.
 */
export const listViewsQuery = (list: ViewList) =>
  queryOptions({
    queryKey: viewKeys.of(list),
    queryFn: ({ signal }) => api.get<ListViews>(VIEWS_PATH, { query: { list }, signal }),
    staleTime: 0,
  });

export const viewsApi = {
  // The save dialog shows its own refusal under the name.
  create: (body: ViewCreateBody) => api.post<SavedView>(VIEWS_PATH, body, { quiet: true }),
  update: (id: number, body: ViewUpdateBody) => api.patch<SavedView>(`${VIEWS_PATH}/${id}`, body),
  /** A rename or a new audience: its dialog shows the refusal. */
  change: (id: number, body: ViewUpdateBody) =>
    api.patch<SavedView>(`${VIEWS_PATH}/${id}`, body, { quiet: true }),
  remove: (id: number) => api.delete<SavedView>(`${VIEWS_PATH}/${id}`),
  /** A deleted view back, with its id (and so the defaults that named it). */
  restore: (id: number) => api.post<SavedView>(`${VIEWS_PATH}/${id}/restore`),
  setDefault: (list: ViewList, viewId: number | null) =>
    api.put<ListViews>(`${VIEWS_PATH}/default`, { list, viewId }),
};
