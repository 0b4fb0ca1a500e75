import type { FoodItem } from '@contracts/fastfood/fastfood-types';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lampAngle, lightRotation, restingRotation } from './ring';

/** How long the light runs (CSS transition of .ff-light, kept in step with fastfood.css). */
export const LIGHT_RUN_MS = 4_000;
const LAPS = 3;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface LampRingProps {
  ring: readonly number[];
  items: ReadonlyMap<number, FoodItem>;
  rates: ReadonlyMap<number, string>;
  /** The last drawn round and where its light stopped (null before any draw or for a void round). */
  drawn: { roundNo: string; ringPosition: number | null } | null;
  /** The ring's centre; `running` while the light is still going round (the result is not told yet). */
  children: (running: boolean) => ReactNode;
}

interface Light {
  roundNo: string | null;
  rotation: number;
  running: boolean;
}

/**
 * The ring of lamps, clockwise from the top as getOption lists them, and the light: one pointer that
 * turns round the centre. A newly drawn round sends it three laps and on to the winning lamp (a CSS
 * transition); the round on screen when the page opens, or any round under prefers-reduced-motion,
 * shows the light on its lamp at once.
 */
export function LampRing({ ring, items, rates, drawn, children }: LampRingProps) {
  const { t } = useTranslation('fastfood');
  const count = ring.length;
  const [light, setLight] = useState<Light>(() => ({
    roundNo: drawn?.roundNo ?? null,
    rotation: drawn?.ringPosition != null ? restingRotation(drawn.ringPosition, count) : 0,
    running: false,
  }));
  // A new draw arrived: start the run while rendering (no frame shows the old lamp as the new result).
  if (drawn && drawn.roundNo !== light.roundNo) {
    const animate = drawn.ringPosition !== null && !prefersReducedMotion();
    setLight({
      roundNo: drawn.roundNo,
      rotation: drawn.ringPosition === null ? light.rotation : lightRotation(light.rotation, drawn.ringPosition, count, animate ? LAPS : 0),
      running: animate,
    });
  }
  // transitionend does not come when the tab is hidden mid-run: the result is told after the run's time anyway.
  useEffect(() => {
    if (!light.running) return;
    const timer = setTimeout(() => setLight((l) => ({ ...l, running: false })), LIGHT_RUN_MS + 300);
    return () => clearTimeout(timer);
  }, [light.running, light.roundNo]);

  const winning = !light.running && drawn?.roundNo === light.roundNo ? drawn.ringPosition : null;
  // Lamps shrink as the ring holds more of them, so neighbours never touch (percent of the ring's width).
  const lampSize = Math.min(17, ((2 * Math.PI * 40) / count) * 0.78);
  return (
    <div className="ff-ring" style={{ '--ff-lamp': `${lampSize}%` } as CSSProperties}>
      <ol className="ff-lamps" aria-label={t('ring.label')}>
        {ring.map((itemId, index) => {
          const item = items.get(itemId);
          const angle = (lampAngle(index, count) * Math.PI) / 180;
          const style = { left: `${50 + 40 * Math.sin(angle)}%`, top: `${50 - 40 * Math.cos(angle)}%` };
          const isWinning = winning === index;
          return (
            <li
              key={index}
              className={isWinning ? 'ff-lamp is-winning' : 'ff-lamp'}
              style={style}
              aria-current={isWinning ? 'true' : undefined}
              data-lamp={index}
            >
              {item && <img src={item.icon} alt="" width={40} height={40} />}
              <span className="visually-hidden">
                {item?.name ?? itemId}
                {rates.get(itemId) ? ` ×${rates.get(itemId)}` : ''}
                {isWinning ? `, ${t('ring.winning')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div
        className={light.running ? 'ff-light is-running' : 'ff-light'}
        style={{ transform: `rotate(${light.rotation}deg)` }}
        aria-hidden="true"
        data-testid="ff-light"
        onTransitionEnd={() => setLight((l) => ({ ...l, running: false }))}
      >
        <span className="ff-light-spot" />
      </div>
      <div className="ff-ring-centre">{children(light.running)}</div>
    </div>
  );
}
