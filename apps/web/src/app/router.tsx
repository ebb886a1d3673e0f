import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { lazyPage } from './lazy-page';
import type { PageMeta } from '../lib/resource/define-page';
import { accessTo, createPath, editPath, type ResourceMeta } from '../lib/resource/define-resource';
import { registeredPages } from './pages';
import { RequireAuth } from './require-auth';
import { registeredResources } from './resources';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

const handle = (value: RouteHandle) => value;
const page = (Page: ReturnType<typeof lazyPage>): ReactNode => <Page />;

const SignIn = lazyPage(() => import('../features/session/sign-in-page'));
const SignUp = lazyPage(() => import('../features/session/sign-up-page'));
const ForgotPassword = lazyPage(() => import('../features/session/forgot-password-page'));
const ResetPassword = lazyPage(() => import('../features/session/reset-password-page'));
const NotFound = lazyPage(() => import('./pages/not-found-page'));
const ServerError = lazyPage(() => import('./pages/server-error-page'));
const DashboardLayout = lazyPage(() => import('./layout/dashboard-layout'));
const Home = lazyPage(() => import('./pages/home-page'));
const Charts = lazyPage(() => import('../features/dashboard/charts-page'));

const relative = (path: string) => path.replace(/^\//, '');

/**
 * A resource's list, create, edit and further routes, from its declaration. A pathless parent
 * carries the resource's crumb and read access, so a create or edit page at a path of the
 * spec's own (`/dashboard/contactus/addSubject`) still reads "Contact subjects / New".
 */
export function resourceRoutes(resource: ResourceMeta): RouteObject {
  const List = lazyPage(resource.screens.list);
  const formLoader = resource.screens.form;
  const Form = formLoader ? lazyPage(formLoader) : null;
  const formRoute = (path: string, crumb: string, action: 'create' | 'update') =>
    Form
      ? [
          {
            path: relative(path),
            handle: handle({ crumb, access: accessTo(resource, action) }),
            element: page(Form),
          },
        ]
      : [];
  const more = (resource.screens.more ?? []).map((screen) => ({
    path: relative(`${resource.basePath}/${screen.path}`),
    handle: handle({ crumb: screen.crumb, access: accessTo(resource, screen.action) }),
    element: page(lazyPage(screen.screen)),
  }));
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
      ...more,
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

function FullScreenSuspense() {
  return (
    <Suspense fallback={<LogoLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The spec's routes built so far. Every page is its own chunk with the 120 s time-out,
 * loaded when rendered; each level has an error boundary.
 */
export const routes: RouteObject[] = [
  {
    element: <FullScreenSuspense />,
    errorElement: <RouteError fullScreen />,
    children: [
      { path: '/session/signin', element: page(SignIn) },
      { path: '/session/signup', element: page(SignUp) },
      { path: '/session/forgot-password', element: page(ForgotPassword) },
      { path: '/session/reset-password', element: page(ResetPassword) },
      { path: '/session/404', element: page(NotFound) },
      { path: '/500', element: page(ServerError) },
      ...publicPages.map(pageRoute),
      {
        path: '/',
        element: <RequireAuth />,
        children: [
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
        ],
      },
      { path: '*', element: page(NotFound) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createRouter>;
