import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageIcon } from '@web/components/icons';
import { routes } from './routes';
import { clampSpot, defaultSpot, readSpot, saveSpot, type Bounds, type Spot } from './service-spot';

/** A press that moves less than this is a tap (it opens the chat), more is a drag. */
const TAP_SLOP = 6;
/** One arrow key press moves the button this far (the keyboard's way to move it, WCAG 2.5.7). */
const KEY_STEP = 16;

const KEY_MOVES: Record<string, Spot> = {
  ArrowLeft: { x: -KEY_STEP, y: 0 },
  ArrowRight: { x: KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP },
  ArrowDown: { x: 0, y: KEY_STEP },
};

/** The screen less the header and the tab bar, measured now (the tab bar is there only on tab pages). */
function measureBounds(): Bounds {
  const tabBar = document.querySelector('.app-tab-bar');
  const nav = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--app-nav-height'));
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    top: Number.isFinite(nav) ? nav : 45,
    bottom: tabBar ? tabBar.getBoundingClientRect().height : 0,
  };
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  from: Spot;
  moved: boolean;
}

/**
 * The floating customer-service button of the lobby and money pages (a route's `serviceButton`): a link to the chat
 * that the player can drag anywhere on the screen (or move with the arrow keys), kept clear of the header and the tab
 * bar and remembered on the device.
 */
export default function ServiceButton() {
  // Its words are a namespace of their own, loaded with it after the first screen.
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const [spot, setSpot] = useState<Spot | undefined>(undefined);
  const drag = useRef<Drag | undefined>(undefined);
  const justDragged = useRef(false);

  const place = useCallback((next: Spot, remember: boolean) => {
    const clamped = clampSpot(next, measureBounds());
    setSpot(clamped);
    if (remember) saveSpot(clamped);
  }, []);

  useEffect(() => {
    const settle = () => setSpot((current) => clampSpot(current ?? readSpot() ?? defaultSpot(measureBounds()), measureBounds()));
    settle();
    window.addEventListener('resize', settle);
    return () => window.removeEventListener('resize', settle);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLAnchorElement>) => {
    if (!spot || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: spot, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    current.moved = true;
    place({ x: current.from.x + dx, y: current.from.y + dy }, false);
  };
  const onPointerEnd = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = undefined;
    if (!current.moved) return;
    justDragged.current = true;
    place({ x: current.from.x + event.clientX - current.startX, y: current.from.y + event.clientY - current.startY }, true);
  };
  // The click that ends a drag does not open the chat.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!justDragged.current) return;
    justDragged.current = false;
    event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || !spot) return;
    event.preventDefault();
    place({ x: spot.x + move.x, y: spot.y + move.y }, true);
  };

  if (!spot || !ready) return null;
  return (
    <Link
      to={routes.kefu()}
      className="service-float"
      style={{ transform: `translate(${spot.x}px, ${spot.y}px)` }}
      aria-label={t('serviceButton.label')}
      aria-describedby="service-float-hint"
      draggable={false}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <MessageIcon />
      <span id="service-float-hint" className="visually-hidden">
        {t('serviceButton.hint')}
      </span>
    </Link>
  );
}
