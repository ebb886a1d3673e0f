import type { ListViews, SavedView, ViewList, ViewScope } from '@showroom/contract';
import { DEFAULT_PAGE_SIZE, isViewList } from '@showroom/contract/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ListParams } from '../../lib/resource/list-params';
import type { SetListParams } from '../../lib/resource/use-list-params';
import { createStore, useStore } from '../../lib/store';
import { notifySuccess } from '../../lib/toast';
import type { ColumnVisibility } from '../data-table/column-chooser';
import { notifyUndo } from '../resource/undo-toast';
import { builtInViewKey } from './built-in-views';
import { listViewsQuery, viewKeys, viewsApi } from './views-api';
import { openView, showsView, stateOf, type ListShape } from './view-state';

/** What the last view opened on a list named that the list no longer has, by list path. */
type Missing = { viewId: number; view: string; names: string[] };
const missingNames = createStore<Record<string, Missing | undefined>>({});
const noteMissing = (path: string, missing: Missing | undefined) =>
  missingNames.set({ ...missingNames.get(), [path]: missing });

/** What a new view is saved as. */
export type NewView = { name: string; scope: ViewScope; makeDefault: boolean };

/** A view renamed, or shown to other people: its name and audience as the dialog left them. */
export type ViewChange = { view: SavedView; name: string; scope: ViewScope };

/**
 * A list's saved views (ADR 053). Opening one sets the list's URL state (`view=` among it), and
 * its columns, so paging, export and the way back keep working as they do and the view shown
 * is the URL's; the list says when what it shows is no longer what that view saved. A list
 * opened with nothing in its URL opens the person's default view.
 */
export function useListViews({
  list,
  shape,
  params,
  setParams,
  columns,
  setColumns,
}: {
  /** The list's name: a resource's, or `audit`; another keeps no views. */
  list: string;
  /** Kept between renders (memoised). */
  shape: ListShape;
  params: ListParams;
  setParams: SetListParams;
  columns: ColumnVisibility;
  setColumns(columns: ColumnVisibility): void;
}) {
  const { t } = useTranslation(['views', 'common']);
  const { pathname, search } = useLocation();
  const [openedWithState] = useState(() => search !== '');
  const queryClient = useQueryClient();
  const viewList: ViewList = isViewList(list) ? list : 'audit';
  const query = useQuery({ ...listViewsQuery(viewList), enabled: isViewList(list) });
  const views = useMemo(() => query.data?.views ?? [], [query.data]);
  const defaultViewId = query.data?.defaultViewId ?? null;

  // The views Showroom comes with are named in the app's language; any other as it was typed.
  const nameOf = useCallback(
    (view: SavedView) => {
      const key = builtInViewKey(view);
      return key ? t(`views:builtIn.${key}`) : view.name;
    },
    [t],
  );

  const active = views.find((view) => view.id === params.view) ?? null;
  const opened = useMemo(() => (active ? openView(active.state, shape) : null), [active, shape]);
  const changed = opened !== null && !showsView(opened, params, columns);
  const noted = useStore(missingNames)[pathname];
  const missing = noted && noted.viewId === active?.id ? noted : null;

  const open = useCallback(
    (view: SavedView | null, options: { replace?: boolean } = {}) => {
      if (view === null) {
        setParams(
          {
            search: '',
            sortBy: null,
            sortDirection: 'DESC',
            limit: DEFAULT_PAGE_SIZE,
            filters: {},
            view: null,
          },
          options,
        );
        setColumns(shape.initialColumns);
        return;
      }
      const next = openView(view.state, shape);
      setParams({ ...next.params, trash: false, view: view.id }, options);
      setColumns(next.columns);
      noteMissing(
        pathname,
        next.missing.length > 0
          ? { viewId: view.id, view: nameOf(view), names: next.missing }
          : undefined,
      );
    },
    [setParams, setColumns, shape, pathname, nameOf],
  );

  // Opened with nothing in its URL: the person's default view, once its list has come.
  const openedDefault = useRef(false);
  useEffect(() => {
    if (openedDefault.current || !query.data || openedWithState) return;
    openedDefault.current = true;
    const view = views.find((row) => row.id === defaultViewId);
    if (view) open(view, { replace: true });
  }, [query.data, openedWithState, views, defaultViewId, open]);

  const settle = (data?: ListViews) =>
    data
      ? queryClient.setQueryData(viewKeys.of(viewList), data)
      : queryClient.invalidateQueries({ queryKey: viewKeys.of(viewList) });

  const current = stateOf(params, columns);
  const save = useMutation({
    mutationFn: (view: SavedView) =>
      viewsApi.update(view.id, { state: current, version: view.version }),
    onSuccess: () => settle(),
  });
  const saveAs = useMutation({
    mutationFn: async ({ name, scope, makeDefault }: NewView) => {
      const view = await viewsApi.create({ list: viewList, name, scope, state: current });
      return {
        view,
        views: makeDefault ? await viewsApi.setDefault(viewList, view.id) : undefined,
      };
    },
    onSuccess: async ({ view, views: updated }) => {
      await settle(updated);
      setParams({ view: view.id, page: params.page }, { replace: true });
    },
  });
  const change = useMutation({
    // Only what changed is sent: a view Showroom comes with keeps its stored name when the
    // name shown (its translation) is left as it is.
    mutationFn: async ({ view, name, scope }: ViewChange) => {
      if (name === nameOf(view) && scope === view.scope) return view;
      return viewsApi.change(view.id, {
        ...(name !== nameOf(view) && { name }),
        ...(scope !== view.scope && { scope }),
        version: view.version,
      });
    },
    onSuccess: () => settle(),
  });
  // The views' queries alone: the Undo of a delete may come after its list was left.
  const restore = useMutation({
    mutationFn: (view: SavedView) => viewsApi.restore(view.id),
    onSuccess: (view) => notifySuccess(t('views:restored', { name: nameOf(view) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.all }),
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => viewsApi.remove(view.id),
    onSuccess: async (view) => {
      const wasOpen = view.id === params.view;
      if (wasOpen) setParams({ view: null, page: params.page }, { replace: true });
      // A view deleted while open is open again once back, if the list still shows no other
      // (only while this list is shown: a call's own callbacks end with it).
      const reopen = () =>
        setParams((now) => ({ page: now.page, ...(now.view === null && { view: view.id }) }), {
          replace: true,
        });
      notifyUndo({
        toastId: `view-deleted:${view.id}`,
        message: t('views:deleted', { name: nameOf(view) }),
        undoLabel: t('common:actions.undo'),
        onUndo: () => restore.mutate(view, wasOpen ? { onSuccess: reopen } : {}),
      });
      await settle();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (viewId: number | null) => viewsApi.setDefault(viewList, viewId),
    onSuccess: (data) => settle(data),
  });

  return {
    enabled: isViewList(list),
    query,
    views,
    defaultViewId,
    active,
    changed,
    missing,
    dismissMissing: () => noteMissing(pathname, undefined),
    nameOf,
    open,
    save,
    saveAs,
    change,
    remove,
    restore,
    makeDefault,
  };
}

export type ListViewsState = ReturnType<typeof useListViews>;
