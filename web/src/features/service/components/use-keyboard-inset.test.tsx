// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardInset } from './use-keyboard-inset';

/** A visual viewport the test moves as a phone's keyboard would. */
function fakeViewport(height: number) {
  const target = new EventTarget();
  const viewport = Object.assign(target, { height, offsetTop: 0 });
  vi.stubGlobal('visualViewport', viewport);
  return viewport;
}

afterEach(() => vi.unstubAllGlobals());

describe('useKeyboardInset', () => {
  it('is the part of the layout viewport an open keyboard covers, and 0 again when it closes', () => {
    vi.stubGlobal('innerHeight', 800);
    const viewport = fakeViewport(800);
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toBe(0);
    act(() => {
      viewport.height = 500;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(300);
    act(() => {
      // iOS scrolls the visual viewport down instead of shrinking the layout: what is left below it counts.
      viewport.offsetTop = 100;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(200);
    act(() => {
      Object.assign(viewport, { height: 800, offsetTop: 0 });
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(0);
  });

  it('is 0 where there is no VisualViewport API', () => {
    vi.stubGlobal('visualViewport', undefined);
    expect(renderHook(() => useKeyboardInset()).result.current).toBe(0);
  });
});
