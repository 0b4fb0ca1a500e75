import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';
import type { World } from '../../core/store';
import { PARTNERS } from './catalogue';

const dayStart = (startMs: number, offset: number) => startOfPlatformDay(platformDate(startMs + offset * DAY_MS));

/** Stores the partners with their sponsorship periods placed relative to the world's start (status follows the clock). */
export async function seedPartners(world: World, startMs: number): Promise<void> {
  for (const def of PARTNERS) {
    await world.db.partners.create({
      id: def.id,
      kind: def.kind,
      name: def.name,
      summary: def.summary,
      role: def.role,
      content: def.content,
      logo: def.logo,
      gallery: def.gallery,
      startAt: dayStart(startMs, def.firstDay),
      endAt: def.lastDay === null ? null : dayStart(startMs, def.lastDay + 1) - 1000,
    });
  }
}
