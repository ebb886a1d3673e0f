import type { ThemeName } from './themes';

/**
 * The settings panel's English name of each theme; typed, so a new theme must be named here.
 * Kept apart from the shell's strings (app/i18n.ts) so the Chromium tests read the same
 * names without loading the app.
 */
export const englishThemeNames: Record<ThemeName, string> = {
  whitePurple: 'White & purple',
  whiteBlue: 'White & blue',
  slateDark1: 'Slate dark',
  slateDark2: 'Slate darker',
  purple1: 'Purple',
  purple2: 'Lavender',
  purpleDark1: 'Purple dark',
  purpleDark2: 'Lavender dark',
  blue: 'Blue',
  blueDark: 'Blue dark',
  red: 'Red',
};
