// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSystemTheme, resolveTheme, setThemeChoice, storedThemeChoice, THEME_KEY } from './theme';

/** A controllable prefers-color-scheme: jsdom has no matchMedia. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    switchTo(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const attribute = () => document.documentElement.getAttribute('data-prefers-color-scheme');

describe('theme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('auto follows the system, a stored choice overrides it', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads an unknown or missing stored value as auto', () => {
    expect(storedThemeChoice()).toBe('auto');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(storedThemeChoice()).toBe('auto');
  });

  it('switches with the system while the choice is auto, and not after the player chose light', () => {
    const system = fakeSystem(false);
    const stop = followSystemTheme();
    expect(attribute()).toBe('light');
    system.switchTo(true);
    expect(attribute()).toBe('dark');

    setThemeChoice('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(attribute()).toBe('light');
    system.switchTo(true);
    expect(attribute()).toBe('light');

    setThemeChoice('auto');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(attribute()).toBe('dark');
    stop();
  });

  it('the early script (public/theme.js) decides as this module does, before the app runs', () => {
    const early = readFileSync(resolve(import.meta.dirname, '../../public/theme.js'), 'utf8');
    const cases = [
      ['auto', false],
      ['auto', true],
      ['light', true],
      ['dark', false],
    ] as const;
    for (const [choice, systemDark] of cases) {
      fakeSystem(systemDark);
      if (choice === 'auto') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, choice);
      document.documentElement.removeAttribute('data-prefers-color-scheme');
      new Function(early)();
      expect(attribute(), `${choice}, system ${systemDark ? 'dark' : 'light'}`).toBe(resolveTheme(choice, systemDark));
    }
  });
});
