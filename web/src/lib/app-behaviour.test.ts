// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAppBehaviour, RELOAD_DELAY_MS } from './app-behaviour';
import { routes } from '@web/app/routes';

describe('app behaviour', () => {
  let uninstall: () => void;
  const reload = vi.fn();
  const navigate = vi.fn((path: string) => {
    window.location.hash = `#${path}`;
  });

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockReset();
    navigate.mockClear();
    window.location.hash = '#/pages/tabbarPages/home/index';
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    uninstall = installAppBehaviour({ reload, navigate });
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('reloads 300 ms after an orientation change', () => {
    window.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the width changes by more than 100 px, not for smaller changes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 490 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 844 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a width that flickers and comes back within 300 ms does not reload', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline → the offline page; back online while on it → home', () => {
    window.dispatchEvent(new Event('offline'));
    expect(navigate).toHaveBeenLastCalledWith(routes.offline());
    window.dispatchEvent(new Event('online'));
    expect(navigate).toHaveBeenLastCalledWith(routes.home());
  });

  it('back online on another page: stays there', () => {
    window.location.hash = '#/pages/userPages/login';
    window.dispatchEvent(new Event('online'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
