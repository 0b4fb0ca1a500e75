/**
 * Light or dark: the player's stored choice (`auto` follows the system), applied as antd-mobile 5's
 * `data-prefers-color-scheme` attribute on <html>, which styles/tokens.css keys on too.
 * public/theme.js does the same before the first paint (no flash); this module follows the system
 * afterwards and is the hook a settings switch calls.
 */
export type ThemeChoice = 'auto' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** The localStorage key public/theme.js reads: keep both in step. */
export const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ThemeChoice => value === 'auto' || value === 'light' || value === 'dark';

export function storedThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isChoice(value) ? value : 'auto';
  } catch {
    return 'auto';
  }
}

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme =>
  choice === 'auto' ? (systemDark ? 'dark' : 'light') : choice;

export function applyTheme(choice: ThemeChoice = storedThemeChoice()): Theme {
  const theme = resolveTheme(choice, systemPrefersDark());
  document.documentElement.setAttribute('data-prefers-color-scheme', theme);
  return theme;
}

/** For the settings switch: stores the choice (`auto` forgets it) and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): Theme {
  try {
    if (choice === 'auto') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // storage blocked: the choice holds until the page reloads
  }
  return applyTheme(choice);
}

/** Applies the theme now and again whenever the system switches, while the choice is `auto`. */
export function followSystemTheme(): () => void {
  applyTheme();
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (storedThemeChoice() === 'auto') applyTheme('auto');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
