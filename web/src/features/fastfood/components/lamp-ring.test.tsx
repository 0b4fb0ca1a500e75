// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { LampRing } from './lamp-ring';

const items = new Map([1, 2, 3, 4].map((id) => [id, { id, code: `i${id}`, name: `Item ${id}`, icon: `/i/${id}.svg` }]));
const rates = new Map([1, 2, 3, 4].map((id) => [id, '5.00']));
const ring = [1, 2, 3, 4, 1, 2, 3, 4];

function ringWith(drawn: { roundNo: string; ringPosition: number | null } | null) {
  return (
    <I18nextProvider i18n={i18n}>
      <LampRing ring={ring} items={items} rates={rates} drawn={drawn}>
        {(running) => <p data-testid="centre">{running ? 'running' : 'told'}</p>}
      </LampRing>
    </I18nextProvider>
  );
}

const light = () => screen.getByTestId('ff-light');
const winning = () => document.querySelector('.ff-lamp.is-winning')?.getAttribute('data-lamp') ?? null;
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

// The fastfood strings load with the page (lib/i18n.ts FEATURE_NAMESPACES): a component test loads them itself.
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('fastfood');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the light round the ring', () => {
  it('shows the round on screen at opening at rest on its lamp', () => {
    reducedMotion(false);
    render(ringWith({ roundNo: 'R1', ringPosition: 2 }));
    expect(light().style.transform).toBe('rotate(90deg)');
    expect(light().className).not.toContain('is-running');
    expect(winning()).toBe('2');
    expect(screen.getByTestId('centre').textContent).toBe('told');
  });

  it('runs three laps and on to a new draw, and tells the result only once it stops', () => {
    reducedMotion(false);
    const { rerender } = render(ringWith({ roundNo: 'R1', ringPosition: 2 }));
    rerender(ringWith({ roundNo: 'R2', ringPosition: 1 }));
    expect(light().className).toContain('is-running');
    // From lamp 2 (90°) forward to lamp 1: 3 laps + 7 steps of 45°.
    expect(light().style.transform).toBe(`rotate(${90 + 3 * 360 + 7 * 45}deg)`);
    expect(winning()).toBeNull();
    expect(screen.getByTestId('centre').textContent).toBe('running');
    fireEvent.transitionEnd(light());
    expect(winning()).toBe('1');
    expect(screen.getByTestId('centre').textContent).toBe('told');
  });

  it('jumps straight to the lamp under prefers-reduced-motion', () => {
    reducedMotion(true);
    const { rerender } = render(ringWith({ roundNo: 'R1', ringPosition: 2 }));
    rerender(ringWith({ roundNo: 'R2', ringPosition: 5 }));
    expect(light().className).not.toContain('is-running');
    expect(light().style.transform).toBe(`rotate(${90 + 3 * 45}deg)`);
    expect(winning()).toBe('5');
  });

  it('a void round (no lamp) leaves the light where it was', () => {
    reducedMotion(false);
    const { rerender } = render(ringWith({ roundNo: 'R1', ringPosition: 2 }));
    rerender(ringWith({ roundNo: 'R2', ringPosition: null }));
    expect(light().style.transform).toBe('rotate(90deg)');
    expect(winning()).toBeNull();
  });
});
