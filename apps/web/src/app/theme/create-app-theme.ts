import { arSD, enUS } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { accentOf, readable, textOn, themeColors, type ThemeName } from './themes';

const LIGHT_BACKGROUND = { default: '#f5f6fa', paper: '#ffffff' };
const LIGHT_ERROR = '#d32f2f';
const DARK_ERROR = '#f44336';

export const TOPBAR_HEIGHT = 64;
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COMPACT_WIDTH = 80;

/**
 * The content area's MUI theme for one of the 11 colour themes; dark ones are real dark modes.
 * Right to left is Arabic: MUI's own words (an autocomplete's Clear and Open) are then Arabic.
 */
export function createAppTheme(name: ThemeName, direction: 'ltr' | 'rtl'): Theme {
  const colors = themeColors[name];
  const dark = colors.mode === 'dark';
  const background = dark && colors.background ? colors.background : LIGHT_BACKGROUND;
  // The accent is text on the page and cards (links, outlined buttons) and the fill of
  // contained buttons: it is adjusted until both read at 4.5:1 (red, purple, lavender and
  // the dark blue and lavender themes need it).
  const surfaces = [background.default, background.paper];
  const shift = dark ? 'lighten' : 'darken';
  const main = readable(accentOf(colors), dark ? surfaces : [...surfaces, '#ffffff'], shift);
  const error = readable(dark ? DARK_ERROR : LIGHT_ERROR, surfaces, shift);
  return createTheme(
    {
      direction,
      palette: {
        mode: colors.mode,
        primary: { main, contrastText: textOn(main) },
        secondary: { main: colors.secondary, contrastText: textOn(colors.secondary) },
        error: { main: error, contrastText: textOn(error) },
        background,
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
    },
    direction === 'rtl' ? arSD : enUS,
  );
}
