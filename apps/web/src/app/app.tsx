import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { prefixer } from 'stylis';
import { onceUntilFailure } from '../lib/once';
import { useStore } from '../lib/store';
import { changeLanguage, currentLanguage, directionOf } from '../lib/strings';
import { toastsWanted } from '../lib/toast';
import type { AppRouter } from './router';
import { createAppTheme } from './theme/create-app-theme';
import { useSettings } from './theme/settings';

const Toasts = lazy(() => import('./toasts'));

const ltrCache = createCache({ key: 'mui' });

/** The right-to-left styles: their stylis plugin (and cssjanus) is downloaded for Arabic alone. */
const loadRtlCache = onceUntilFailure(async () => {
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  return createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
});

/**
 * The style cache of the direction asked for once it is ready. Until the right-to-left one
 * has arrived, the app keeps the direction it shows (so no markup is styled the wrong way
 * round), or shows nothing on a first visit in Arabic.
 */
function useStyleCache(asked: 'ltr' | 'rtl'): EmotionCache | null {
  const [first] = useState(asked);
  const [rtl, setRtl] = useState<EmotionCache | null>(null);
  useEffect(() => {
    // Should the download fail, the page shows left to right rather than not at all.
    if (asked === 'rtl' && !rtl) void loadRtlCache().then(setRtl, () => setRtl(ltrCache));
  }, [asked, rtl]);
  if (asked === 'rtl' && rtl) return rtl;
  return asked === 'ltr' || first === 'ltr' ? ltrCache : null;
}

/** Providers: styles (LTR or RTL), the chosen colour theme, queries, router and toasts. */
export function App({ router }: { router: AppRouter }) {
  const [settings] = useSettings();
  const toastRaised = useStore(toastsWanted);
  const cache = useStyleCache(directionOf(settings.language));
  const direction = cache === ltrCache ? 'ltr' : 'rtl';
  const theme = useMemo(
    () => createAppTheme(settings.theme, direction),
    [settings.theme, direction],
  );

  useEffect(() => {
    document.documentElement.lang = settings.language;
    document.documentElement.dir = direction;
    if (currentLanguage() !== settings.language) void changeLanguage(settings.language);
  }, [settings.language, direction]);

  if (!cache) return null;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
        {toastRaised ? (
          <Suspense fallback={null}>
            <Toasts rtl={direction === 'rtl'} />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </CacheProvider>
  );
}
