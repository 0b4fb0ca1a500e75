import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';
import type { World } from '../../core/store';
import { PROMOTIONS } from './catalogue';

/** The first instant of the platform day `offset` days from the world's start date. */
const dayStart = (startMs: number, offset: number) => startOfPlatformDay(platformDate(startMs + offset * DAY_MS));

/**
 * Stores the catalogue with its periods placed relative to the world's start, so whether a promotion is
 * upcoming, running or ended follows the mock's clock. Content is stored exactly as written.
 */
export async function seedPromotions(world: World, startMs: number): Promise<void> {
  for (const def of PROMOTIONS) {
    await world.db.promotions.create({
      id: def.id,
      classId: def.classId,
      title: def.title,
      subtitle: def.subtitle,
      content: def.content,
      art: def.art,
      startAt: dayStart(startMs, def.firstDay),
      // The last second of its last day: a promotion "until the 29th" runs through the 29th.
      endAt: def.lastDay === null ? null : dayStart(startMs, def.lastDay + 1) - 1000,
      rule: def.rule,
      infoTerms: def.infoTerms,
      turnoverMultiple: def.turnoverMultiple,
      link: def.link,
    });
  }
}
