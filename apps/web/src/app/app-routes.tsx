import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { bulkEditTranslations } from '../components/bulk-edit/i18n';
import { viewsTranslations } from '../components/list-views/list-views-strings';
import { historyTranslations } from '../components/resource/history-panel-strings';
import { importTranslations } from '../components/resource/import/import-strings';
import { secondFactorTranslations } from '../components/second-factor/i18n';
import { sessionsTranslations } from '../components/sessions/sessions-strings';
import { addTranslations } from '../lib/i18n';
import type { PageMeta } from '../lib/resource/define-page';
import { accessTo, createPath, editPath, hasForm } from '../lib/resource/define-resource';
import { bellTranslations } from './layout/notification-bell-strings';
import { lazyPage } from './lazy-page';
import { paletteTranslations } from './palette/palette-strings';
import { registeredPages } from './pages';
import { registeredResources, type RegisteredResource } from './resources';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

/*
 * Everything past the sign-in page: the registry of resources and pages, their strings and
 * routes. The router loads this module on the first navigation outside the session pages
 * (`patchRoutesOnNavigation` in `router.tsx`), so the sign-in page never downloads it.
 * `signedInStrings` settles when their strings are in, in the app's language.
 */
export const signedInStrings = addTranslations([
  historyTranslations,
  bulkEditTranslations,
  viewsTranslations,
  importTranslations,
  sessionsTranslations,
  bellTranslations,
  paletteTranslations,
  // The reminder to set up a second factor shows on every page.
  secondFactorTranslations,
  ...registeredResources.map((resource) => resource.strings),
  ...registeredPages.flatMap((pageMeta) => (pageMeta.strings ? [pageMeta.strings] : [])),
]);

const handle = (value: RouteHandle) => value;
const page = (Page: ReturnType<typeof lazyPage>): ReactNode => <Page />;

const DashboardLayout = lazyPage(() => import('./layout/dashboard-layout'));
const Home = lazyPage(() => import('./pages/home-page'));
const Charts = lazyPage(() => import('../features/dashboard/charts-page'));

const relative = (path: string) => path.replace(/^\//, '');

/** The shared list and form pages, each loaded with the first resource screen that shows it. */
const loadListPage = () => import('../components/resource/resource-list-page');
const loadFormPage = () => import('../components/resource/resource-form-page');

/**
 * A resource's list, create, edit and further routes, from its declaration. A pathless parent
 * carries the resource's crumb and read access, so a create or edit page at a path of the
 * spec's own (`/dashboard/contactus/addSubject`) still reads "Contact subjects / New".
 */
export function resourceRoutes(resource: RegisteredResource): RouteObject {
  const List = lazyPage(() =>
    loadListPage().then(({ ResourceListPage }) => ({
      Component: () =>
        resource.withDefinition((definition) => <ResourceListPage resource={definition} />),
    })),
  );
  const Form = lazyPage(() =>
    loadFormPage().then(({ ResourceFormPage }) => ({
      Component: () =>
        resource.withDefinition((definition) => <ResourceFormPage resource={definition} />),
    })),
  );
  const formRoute = (path: string, crumb: string, action: 'create' | 'update') =>
    resource.withDefinition(hasForm)
      ? [
          {
            path: relative(path),
            handle: handle({ crumb, access: accessTo(resource, action) }),
            element: page(Form),
          },
        ]
      : [];
  const extraScreens = resource.withDefinition((definition) =>
    (definition.extraScreens ?? []).map((screen) => {
      const Screen = lazyPage(() =>
        screen.screen().then(({ Component }) => ({
          Component: () => <Component resource={definition} />,
        })),
      );
      return {
        path: relative(`${resource.basePath}/${screen.path}`),
        handle: handle({ crumb: screen.crumb, access: accessTo(resource, screen.action) }),
        element: page(Screen),
      };
    }),
  );
  return {
    handle: handle({
      crumb: `${resource.namespace}:title`,
      access: accessTo(resource, 'read'),
      to: resource.basePath,
    }),
    children: [
      { path: relative(resource.basePath), element: page(List) },
      ...formRoute(createPath(resource), 'crumbs.create', 'create'),
      ...formRoute(editPath(resource, ':id'), 'crumbs.edit', 'update'),
      ...extraScreens,
    ],
  };
}

/** A registered page's route: its crumb, access and lazily loaded screen. */
export function pageRoute(pageMeta: PageMeta): RouteObject {
  return {
    path: relative(pageMeta.path),
    handle: handle({ crumb: pageMeta.label, access: pageMeta.access }),
    element: page(lazyPage(pageMeta.screen)),
  };
}

const dashboardPages = registeredPages.filter((pageMeta) => pageMeta.layout !== 'public');
const publicPages = registeredPages.filter((pageMeta) => pageMeta.layout === 'public');

/** Pages visitors read without signing in, beside the session pages. */
export const publicRoutes: RouteObject[] = publicPages.map(pageRoute);

/** The signed-in area, under the route that checks the session. */
export const signedInRoutes: RouteObject[] = [
  {
    element: page(DashboardLayout),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/dashboard/analytics" replace /> },
          {
            path: 'dashboard/analytics',
            handle: handle({ crumb: 'crumbs.dashboard' }),
            element: page(Home),
          },
          {
            path: 'charts/echarts',
            handle: handle({ crumb: 'crumbs.charts', access: { group: 'editor' } }),
            element: page(Charts),
          },
          ...registeredResources.map(resourceRoutes),
          ...dashboardPages.map(pageRoute),
        ],
      },
    ],
  },
];
