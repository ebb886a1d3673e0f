import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, i18n } from '../lib/i18n';
import { useAuth } from '../lib/auth';
import { useStore } from '../lib/store';
import { toastsWanted } from '../lib/toast';
import type { AppRouter } from './router';
import { createAppTheme } from './theme/create-app-theme';
import { useSettings } from './theme/settings';

const Toasts = lazy(() => import('./toasts'));

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Providers: styles (LTR or RTL), the chosen colour theme, queries, router and toasts. */
export function App({ router }: { router: AppRouter }) {
  const [settings] = useSettings();
  const auth = useAuth();
  const toastRaised = useStore(toastsWanted);
  const direction = directionOf(settings.language);
  const theme = useMemo(
    () => createAppTheme(settings.theme, direction),
    [settings.theme, direction],
  );

  useEffect(() => {
    document.documentElement.lang = settings.language;
    document.documentElement.dir = direction;
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  }, [settings.language, direction]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
        {auth.status === 'authenticated' || toastRaised ? (
          <Suspense fallback={null}>
            <Toasts rtl={direction === 'rtl'} />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </CacheProvider>
  );
}
