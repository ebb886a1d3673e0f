import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
// The signed-in app's strings, as the router adds them after sign-in.
import '../app/app-routes';
import { setUpI18n } from '../app/i18n';
import { createAppTheme } from '../app/theme/create-app-theme';

// Every test renders with the start-up strings in: they load as files.
await setUpI18n('en');

/** Renders UI inside the app's theme and a memory router at `path`. */
export function renderWithShell(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <ThemeProvider theme={createAppTheme('blue', 'ltr')}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}
