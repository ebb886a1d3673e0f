import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
// The signed-in app's strings, as the router adds them after sign-in.
import '../app/app-routes';
import { setUpI18n } from '../app/i18n';
import { createAppTheme } from '../app/theme/create-app-theme';

// Every test renders with the start-up strings in: they load as files.
await setUpI18n('en');

/**
 * Renders UI as the app does: inside its theme, a query client of its own (so no test sees
 * another's cached answers; a failed query is not retried) and a memory router at `path`.
 * The strings come from the shared i18n instance, set up above.
 */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <ThemeProvider theme={createAppTheme('blue', 'ltr')}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
