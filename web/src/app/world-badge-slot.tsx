import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { joinedMockWorld } from './mock-world';

const loadBadge = () => import('./world-badge');

/** The world badge, only in a tab that joined a named mock world, and only after the first screen. */
export function WorldBadgeSlot() {
  const world = joinedMockWorld();
  const Badge = useAfterFirstScreen(loadBadge, world !== null)?.default;
  return world && Badge ? <Badge name={world} /> : null;
}
