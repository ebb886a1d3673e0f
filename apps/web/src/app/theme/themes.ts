import {
  alpha,
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
  type PaletteMode,
} from '@mui/material/styles';

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

/** WCAG AA for normal text. */
export const READABLE_CONTRAST = 4.5;
const DARK_TEXT = '#212121'; // rgba(0, 0, 0, 0.87) on white

/**
 * The colour, darkened (or lightened) in small steps until text of it, or text on it, reads
 * at 4.5:1 against every given colour. The themes' own colours stay when they already do.
 */
export function readable(
  color: string,
  against: readonly string[],
  direction: 'darken' | 'lighten',
): string {
  let current = color;
  for (let step = 1; step <= 20; step += 1) {
    if (against.every((other) => getContrastRatio(current, other) >= READABLE_CONTRAST))
      return current;
    current = direction === 'darken' ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return current;
}

/** White or near-black, whichever reads better on the background. */
export const textOn = (background: string) =>
  getContrastRatio('#ffffff', background) >= getContrastRatio(DARK_TEXT, background)
    ? '#ffffff'
    : DARK_TEXT;

/** `color` at `opacity` over `background`, as one opaque colour. */
function over(background: string, color: string, opacity: number): string {
  const back = decomposeColor(background).values;
  const front = decomposeColor(color).values;
  const values = [0, 1, 2].map((index) =>
    Math.round((front[index] ?? 0) * opacity + (back[index] ?? 0) * (1 - opacity)),
  ) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

/**
 * The top bar's theme under a page theme: a white bar chosen for the top bar (the default)
 * turns to the navy of the page's cards when the page is dark, so a dark theme has no white
 * band over it. A coloured top bar stays as chosen.
 */
export function topbarThemeUnder(page: ThemeName, topbar: ThemeName): ThemeName {
  const { mode, background } = themeColors[page];
  if (mode !== 'dark' || !isWhite(themeColors[topbar].primary)) return topbar;
  return background === darkerNavy ? 'slateDark2' : 'slateDark1';
}

export type Surface = {
  background: string;
  text: string;
  /** Section labels and other quieter text, still 4.5:1. */
  secondaryText: string;
  /** The current page's entry in the sidebar. */
  selected: string;
  accent: string;
  mode: PaletteMode;
};

/**
 * Colours of a sidebar or topbar painted in a theme: its primary is the surface. A coloured
 * surface is darkened as far as white text on it needs (red, purple and lavender are).
 */
export function surfaceOf(name: ThemeName): Surface {
  const colors = themeColors[name];
  const light = isWhite(colors.primary);
  if (light) {
    return {
      background: colors.primary,
      text: 'rgba(0, 0, 0, 0.87)',
      secondaryText: 'rgba(0, 0, 0, 0.6)',
      selected: alpha(colors.secondary, 0.12),
      accent: colors.secondary,
      mode: 'light',
    };
  }
  const background = readable(colors.primary, ['#ffffff'], 'darken');
  const quiet = over(background, '#ffffff', 0.7);
  // A white wash shows on navy; on a coloured surface a dark one keeps the contrast.
  const selected = isNavy(colors.primary)
    ? over(background, '#ffffff', 0.12)
    : over(background, '#000000', 0.25);
  return {
    background,
    text: '#ffffff',
    secondaryText:
      getContrastRatio(quiet, background) >= READABLE_CONTRAST
        ? 'rgba(255, 255, 255, 0.7)'
        : '#ffffff',
    selected,
    accent: colors.secondary,
    mode: 'dark',
  };
}
