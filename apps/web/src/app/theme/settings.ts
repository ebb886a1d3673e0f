import { isLanguage, type Language } from '../../lib/strings';
import { createStore, useStore } from '../../lib/store';
import { DEFAULT_THEME, themeNames, type ThemeName } from './themes';

export type SidebarMode = 'full' | 'compact';

/** The spec's settings (layout, theme, sidebar mode and theme, topbar theme, footer), per browser. */
export type Settings = {
  theme: ThemeName;
  sidebarMode: SidebarMode;
  sidebarTheme: ThemeName;
  topbarTheme: ThemeName;
  footer: { show: boolean; fixed: boolean };
  language: Language;
};

export const SETTINGS_KEY = 'showroom.settings';

export const defaultSettings: Settings = {
  theme: DEFAULT_THEME,
  sidebarMode: 'full',
  sidebarTheme: 'slateDark1',
  topbarTheme: 'whiteBlue',
  footer: { show: true, fixed: false },
  language: 'en',
};

const isTheme = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

/** Reads stored settings; a value that is missing or no longer valid takes its default. */
export function parseSettings(raw: string | null): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const footer = (
    stored.footer && typeof stored.footer === 'object' ? stored.footer : {}
  ) as Record<string, unknown>;
  return {
    theme: isTheme(stored.theme) ? stored.theme : defaultSettings.theme,
    sidebarMode: stored.sidebarMode === 'compact' ? 'compact' : 'full',
    sidebarTheme: isTheme(stored.sidebarTheme) ? stored.sidebarTheme : defaultSettings.sidebarTheme,
    topbarTheme: isTheme(stored.topbarTheme) ? stored.topbarTheme : defaultSettings.topbarTheme,
    footer: {
      show: typeof footer.show === 'boolean' ? footer.show : defaultSettings.footer.show,
      fixed: typeof footer.fixed === 'boolean' ? footer.fixed : defaultSettings.footer.fixed,
    },
    language: isLanguage(stored.language) ? stored.language : defaultSettings.language,
  };
}

const settings = createStore(parseSettings(window.localStorage.getItem(SETTINGS_KEY)));

export const settingsStore = {
  get: settings.get,
  subscribe: settings.subscribe,
  update(patch: Partial<Settings>) {
    const next = { ...settings.get(), ...patch };
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    settings.set(next);
  },
  reset() {
    settingsStore.update(defaultSettings);
  },
};

export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const value = useStore(settings);
  return [value, settingsStore.update];
}
