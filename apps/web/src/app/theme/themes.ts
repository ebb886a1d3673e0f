import type { PaletteMode } from '@mui/material/styles';

/** The spec's 11 colour themes (DESIGN §7 lists their colours); blue is the default. */
export const themeNames = [
  'whitePurple',
  'whiteBlue',
  'slateDark1',
  'slateDark2',
  'purple1',
  'purple2',
  'purpleDark1',
  'purpleDark2',
  'blue',
  'blueDark',
  'red',
] as const;
export type ThemeName = (typeof themeNames)[number];
export const DEFAULT_THEME: ThemeName = 'blue';

export type ThemeColors = {
  primary: string;
  secondary: string;
  mode: PaletteMode;
  /** Page and card backgrounds of the dark themes. */
  background?: { default: string; paper: string };
};

const darkNavy = { default: '#1a2038', paper: '#222A45' };
const darkerNavy = { default: '#141a2e', paper: '#1a2038' };

export const themeColors: Record<ThemeName, ThemeColors> = {
  whitePurple: { primary: '#ffffff', secondary: '#7467ef', mode: 'light' },
  whiteBlue: { primary: '#ffffff', secondary: '#1976d2', mode: 'light' },
  slateDark1: { primary: '#222A45', secondary: '#ff9e43', mode: 'dark', background: darkNavy },
  slateDark2: { primary: '#1a2038', secondary: '#ff9e43', mode: 'dark', background: darkerNavy },
  purple1: { primary: '#7467ef', secondary: '#ff9e43', mode: 'light' },
  purple2: { primary: '#6a75c9', secondary: '#ff9e43', mode: 'light' },
  purpleDark1: { primary: '#7467ef', secondary: '#ff9e43', mode: 'dark', background: darkNavy },
  purpleDark2: { primary: '#6a75c9', secondary: '#ff9e43', mode: 'dark', background: darkerNavy },
  blue: { primary: '#1976d2', secondary: '#FFAF38', mode: 'light' },
  blueDark: { primary: '#1976d2', secondary: '#FF4F30', mode: 'dark', background: darkNavy },
  red: { primary: '#e53935', secondary: '#FFAF38', mode: 'light' },
};

const isWhite = (hex: string) => hex.toLowerCase() === '#ffffff';
const isNavy = (hex: string) => ['#222a45', '#1a2038'].includes(hex.toLowerCase());

/**
 * The accent used for buttons and links in the content area. A theme whose primary is
 * white or navy (a surface colour, as in the template) accents with its secondary.
 */
export function accentOf(colors: ThemeColors): string {
  return isWhite(colors.primary) || isNavy(colors.primary) ? colors.secondary : colors.primary;
}

/** Colours of a sidebar or topbar painted in a theme: its primary is the surface. */
export function surfaceOf(name: ThemeName): {
  background: string;
  text: string;
  accent: string;
  mode: PaletteMode;
} {
  const colors = themeColors[name];
  const light = isWhite(colors.primary);
  return {
    background: colors.primary,
    text: light ? 'rgba(0, 0, 0, 0.87)' : '#ffffff',
    accent: light ? colors.secondary : colors.secondary,
    mode: light ? 'light' : 'dark',
  };
}
