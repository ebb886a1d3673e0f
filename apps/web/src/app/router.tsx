import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { tokenStore } from '../lib/tokens';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

const page = (Page: ReturnType<typeof lazyPage>): ReactNode => <Page />;

const SignIn = lazyPage(() => import('../features/session/sign-in-page'));
const SignUp = lazyPage(() => import('../features/session/sign-up-page'));
const ForgotPassword = lazyPage(() => import('../features/session/forgot-password-page'));
const ResetPassword = lazyPage(() => import('../features/session/reset-password-page'));
const NotFound = lazyPage(() => import('./pages/not-found-page'));
const ServerError = lazyPage(() => import('./pages/server-error-page'));
const QueryProvider = lazyPage(() => import('./query-provider'));

function FullScreenSuspense() {
  return (
    <Suspense fallback={<LogoLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Paths served by the routes below alone: no need to load the rest of the app for them. */
const sessionPaths = /^\/(session\/|500$)/;
/** The signed-in area: home and the dashboard's pages. */
const signedInArea = /^\/(dashboard(\/|$)|$)/;
const hasStoredSession = () =>
  tokenStore.getAccessToken() !== null || tokenStore.getRefreshToken() !== null;

/**
 * A path no loaded route matches. A visitor without a session who asks for the signed-in area
 * goes to sign-in (carrying the page asked for) without downloading that area; after signing
 * in the router looks for the page again (`patchRoutesOnNavigation`). Otherwise: not found.
 */
function Unmatched() {
  const location = useLocation();
  if (signedInArea.test(location.pathname) && !hasStoredSession())
    return <Navigate to="/session/signin" replace state={{ from: location }} />;
  return page(NotFound);
}

/**
 * The routes the sign-in page needs. The signed-in area and the public pages (`app-routes`)
 * are added on the first navigation anywhere else. Every page is its own chunk with the
 * 120 s time-out, loaded when rendered; each level has an error boundary.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <FullScreenSuspense />,
    errorElement: <RouteError fullScreen />,
    children: [
      { path: '/session/signin', element: page(SignIn) },
      { path: '/session/signup', element: page(SignUp) },
      { path: '/session/forgot-password', element: page(ForgotPassword) },
      { path: '/session/reset-password', element: page(ResetPassword) },
      { path: '/session/404', element: page(NotFound) },
      { path: '/500', element: page(ServerError) },
      {
        id: 'app',
        element: page(QueryProvider),
        children: [{ id: 'signed-in', element: <RequireAuth />, children: [] }],
      },
      { path: '*', element: <Unmatched /> },
    ],
  },
];

export function createRouter() {
  let discovery: Promise<void> | null = null;
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation({ path, patch }) {
      if (sessionPaths.test(path)) return;
      if (signedInArea.test(path) && !hasStoredSession()) return;
      discovery ??= import('./app-routes').then(
        async ({ publicRoutes, signedInRoutes, signedInStrings }) => {
          // The sidebar names every resource: add the routes once their strings are in.
          await signedInStrings;
          patch('app', publicRoutes);
          patch('signed-in', signedInRoutes);
        },
        (error: unknown) => {
          // A failed download is tried again on the next navigation.
          discovery = null;
          throw error;
        },
      );
      return discovery;
    },
  });
}
export type AppRouter = ReturnType<typeof createRouter>;
