import { createTheme, type Theme } from '@mui/material/styles';
import { accentOf, themeColors, type ThemeName } from './themes';

export const TOPBAR_HEIGHT = 64;
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COMPACT_WIDTH = 80;

/** The content area's MUI theme for one of the 11 colour themes; dark ones are real dark modes. */
export function createAppTheme(name: ThemeName, direction: 'ltr' | 'rtl'): Theme {
  const colors = themeColors[name];
  const dark = colors.mode === 'dark';
  return createTheme({
    direction,
    palette: {
      mode: colors.mode,
      primary: { main: accentOf(colors) },
      secondary: { main: colors.secondary },
      ...(dark && colors.background
        ? { background: colors.background }
        : { background: { default: '#f5f6fa', paper: '#ffffff' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          // Text on the page background needs the darker shade to keep a 4.5:1 contrast.
          root: ({ theme, ownerState }) =>
            theme.palette.mode === 'light' &&
            ownerState.color === 'primary' &&
            ownerState.variant !== 'contained'
              ? { color: theme.palette.primary.dark }
              : {},
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) =>
            theme.palette.mode === 'light' ? { color: theme.palette.primary.dark } : {},
        },
      },
    },
  });
}
