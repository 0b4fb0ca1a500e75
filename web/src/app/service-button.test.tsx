// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import ServiceButton from './service-button';
import { BUTTON_SIZE, clampSpot, EDGE_GAP } from './service-spot';

const WIDTH = 390;
const HEIGHT = 844;
const TAB_BAR = 56;
const NAV = 45;

function renderButton() {
  Object.assign(window, { innerWidth: WIDTH, innerHeight: HEIGHT });
  const tabBar = document.createElement('nav');
  tabBar.className = 'app-tab-bar';
  tabBar.getBoundingClientRect = () => ({ height: TAB_BAR }) as DOMRect;
  document.querySelector('.app-tab-bar')?.remove();
  document.body.append(tabBar);
  return renderRoutes(
    [
      { path: '/', element: <ServiceButton /> },
      { path: '/pages/home/kefu', element: <p>The chat</p> },
    ],
    '/',
  );
}

const spotOf = (link: HTMLElement) => {
  const match = /translate\((-?\d+)px, (-?\d+)px\)/.exec(link.style.transform);
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

const stored = () => JSON.parse(localStorage.getItem('serviceButtonSpot') ?? 'null') as unknown;

/** A press at (x, y), moved to each point in turn, then released at the last. */
function dragThrough(link: HTMLElement, from: { x: number; y: number }, ...points: { x: number; y: number }[]) {
  fireEvent.pointerDown(link, { pointerId: 1, clientX: from.x, clientY: from.y, button: 0, pointerType: 'touch' });
  for (const point of points) fireEvent.pointerMove(link, { pointerId: 1, clientX: point.x, clientY: point.y, pointerType: 'touch' });
  const last = points.at(-1) ?? from;
  fireEvent.pointerUp(link, { pointerId: 1, clientX: last.x, clientY: last.y, pointerType: 'touch' });
}

describe('the floating service button', () => {
  pageTests();

  it('starts at the right edge above the tab bar, inside the screen', async () => {
    renderButton();
    const link = await screen.findByRole('link', { name: 'Customer service' });
    const spot = spotOf(link);
    expect(spot.x).toBe(WIDTH - BUTTON_SIZE - EDGE_GAP);
    expect(spot.y + BUTTON_SIZE).toBeLessThanOrEqual(HEIGHT - TAB_BAR - EDGE_GAP);
    expect(link.getAttribute('href')).toBe('/pages/home/kefu');
  });

  it('a drag moves it, keeps it on the screen and clear of the tab bar and header, and remembers the spot', async () => {
    const first = renderButton();
    const link = await screen.findByRole('link', { name: 'Customer service' });
    const start = spotOf(link);
    dragThrough(link, { x: 360, y: 700 }, { x: 200, y: 400 });
    const moved = { x: start.x - 160, y: start.y - 300 };
    expect(spotOf(link)).toEqual(moved);
    expect(stored()).toEqual(moved);

    // Far beyond every edge: held at the corners of what it may use.
    dragThrough(link, { x: 100, y: 100 }, { x: -2000, y: 5000 });
    expect(spotOf(link)).toEqual({ x: EDGE_GAP, y: HEIGHT - TAB_BAR - BUTTON_SIZE - EDGE_GAP });
    dragThrough(link, { x: 100, y: 100 }, { x: 5000, y: -5000 });
    expect(spotOf(link)).toEqual({ x: WIDTH - BUTTON_SIZE - EDGE_GAP, y: NAV + EDGE_GAP });
    expect(stored()).toEqual({ x: WIDTH - BUTTON_SIZE - EDGE_GAP, y: NAV + EDGE_GAP });

    // Opened again (another page, a reload): where it was left.
    first.unmount();
    renderButton();
    expect(spotOf(await screen.findByRole('link', { name: 'Customer service' }))).toEqual({
      x: WIDTH - BUTTON_SIZE - EDGE_GAP,
      y: NAV + EDGE_GAP,
    });
  });

  it('a drag does not open the chat; a tap does', async () => {
    const { router } = renderButton();
    const link = await screen.findByRole('link', { name: 'Customer service' });
    dragThrough(link, { x: 360, y: 700 }, { x: 300, y: 600 });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/');
    dragThrough(link, { x: 300, y: 600 }, { x: 302, y: 601 });
    fireEvent.click(link);
    expect(await screen.findByText('The chat')).toBeTruthy();
  });

  it('the arrow keys move it, kept inside, and remember the spot', async () => {
    renderButton();
    const link = await screen.findByRole('link', { name: 'Customer service' });
    link.focus();
    const start = spotOf(link);
    fireEvent.keyDown(link, { key: 'ArrowUp' });
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(spotOf(link)).toEqual({ x: start.x - 16, y: start.y - 16 });
    expect(stored()).toEqual({ x: start.x - 16, y: start.y - 16 });
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(spotOf(link).x).toBe(WIDTH - BUTTON_SIZE - EDGE_GAP);
    expect(link.getAttribute('aria-describedby')).toBe('service-float-hint');
  });

  it('a stored spot off a smaller screen comes back inside it', async () => {
    localStorage.setItem('serviceButtonSpot', JSON.stringify({ x: 900, y: 2000 }));
    renderButton();
    const spot = spotOf(await screen.findByRole('link', { name: 'Customer service' }));
    expect(spot).toEqual({ x: WIDTH - BUTTON_SIZE - EDGE_GAP, y: HEIGHT - TAB_BAR - BUTTON_SIZE - EDGE_GAP });
    act(() => {
      Object.assign(window, { innerWidth: 360, innerHeight: 740 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(spotOf(screen.getByRole('link', { name: 'Customer service' }))).toEqual(
      clampSpot({ x: 900, y: 2000 }, { width: 360, height: 740, top: NAV, bottom: TAB_BAR }),
    );
  });
});
