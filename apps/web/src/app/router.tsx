import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  type PatchRoutesOnNavigationFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LogoLoader } from '../components/logo-loader';
import { onceUntilFailure } from '../lib/once';
import { tokenStore } from '../lib/tokens';
import { setUpFirstStrings, startI18n } from './i18n';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { settingsStore } from './theme/settings';

const page = (Page: ReturnType<typeof lazyPage>): ReactNode => <Page />;

type PageModule = { Component: ComponentType };

/**
 * A page of the first ones, which read their strings without i18next (`lib/strings.ts`): its
 * code and those strings download side by side, and it shows once both are in.
 */
const firstPage = (load: () => Promise<PageModule>) =>
  lazyPage(() =>
    Promise.all([load(), setUpFirstStrings(settingsStore.get().language)]).then(
      ([module]) => module,
    ),
  );

const SignIn = firstPage(() => import('../features/session/sign-in-page'));
const SignUp = firstPage(() => import('../features/session/sign-up-page'));
const ForgotPassword = firstPage(() => import('../features/session/forgot-password-page'));
const ResetPassword = firstPage(() => import('../features/session/reset-password-page'));
const NotFound = firstPage(() => import('./pages/not-found-page'));
const ServerError = firstPage(() => import('./pages/server-error-page'));
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
        children: [
          {
            id: 'signed-in',
            // The session check reads its strings through i18next, as every screen past it:
            // it is loaded with them, on the first navigation into the signed-in area.
            lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
            children: [],
          },
        ],
      },
      { path: '*', element: <Unmatched /> },
    ],
  },
];

type PatchRoutes = PatchRoutesOnNavigationFunctionArgs['patch'];

export function createRouter() {
  // Once for the router's life; a failed download is tried again on the next navigation.
  const discover = onceUntilFailure(async (patch: PatchRoutes) => {
    const [{ publicRoutes, signedInRoutes, signedInStrings }] = await Promise.all([
      import('./app-routes'),
      startI18n(),
    ]);
    // The sidebar names every resource: add the routes once their strings are in.
    await signedInStrings;
    patch('app', publicRoutes);
    patch('signed-in', signedInRoutes);
  });
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation({ path, patch }) {
      if (sessionPaths.test(path)) return;
      if (signedInArea.test(path) && !hasStoredSession()) return;
      return discover(patch);
    },
  });
}
export type AppRouter = ReturnType<typeof createRouter>;
