import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

const handle = (value: RouteHandle) => value;

/** The spec's routes built so far; every page is a lazy chunk with the 120 s time-out. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError fullScreen />,
    HydrateFallback: () => <LogoLoader fullScreen />,
    children: [
      { path: '/session/signin', lazy: lazyPage(() => import('../features/session/sign-in-page')) },
      { path: '/session/signup', lazy: lazyPage(() => import('../features/session/sign-up-page')) },
      { path: '/session/forgot-password', lazy: lazyPage(() => import('../features/session/forgot-password-page')) },
      { path: '/session/reset-password', lazy: lazyPage(() => import('../features/session/reset-password-page')) },
      { path: '/session/404', lazy: lazyPage(() => import('./pages/not-found-page')) },
      { path: '/500', lazy: lazyPage(() => import('./pages/server-error-page')) },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('./layout/dashboard-layout')),
            handle: handle({ crumb: undefined }),
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <Navigate to="/dashboard/analytics" replace /> },
                  {
                    path: 'dashboard/analytics',
                    handle: handle({ crumb: 'crumbs.dashboard' }),
                    lazy: lazyPage(() => import('./pages/home-page')),
                  },
                  {
                    path: 'dashboard/brands',
                    handle: handle({ crumb: 'crumbs.brands', access: { resource: 'brands', action: 'read' } }),
                    children: [
                      { index: true, lazy: lazyPage(() => import('../features/brands/brand-list-page')) },
                      {
                        path: 'create',
                        handle: handle({ crumb: 'crumbs.create', access: { resource: 'brands', action: 'create' } }),
                        lazy: lazyPage(() => import('../features/brands/brand-form-page')),
                      },
                      {
                        path: 'edit/:id',
                        handle: handle({ crumb: 'crumbs.edit', access: { resource: 'brands', action: 'update' } }),
                        lazy: lazyPage(() => import('../features/brands/brand-form-page')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createRouter>;
