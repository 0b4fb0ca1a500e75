import type { Lang } from '@contracts';
import { faker as enFaker } from '@faker-js/faker/locale/en';
import type { World } from '../../../core/store';
import { pick } from '../rng';

/*
 * Names on the lobby's big-win list are masked, as the platforms' lists do: a player is recognisable to themself,
 * to nobody else.
 */

/** 张** in Chinese; Li*** in English. */
export function maskName(name: string, lang: Lang): string {
  const chars = [...name];
  return lang === 'zh_hans' ? `${chars[0] ?? ''}**` : `${chars.slice(0, 2).join('')}***`;
}

/** A player's username the same way in both languages (usernames are Latin letters and digits). */
export const maskUsername = (username: string) => maskName(username, 'en');

function surnames(world: World): readonly string[] {
  const all = world.faker.rawDefinitions.person?.last_name?.generic ?? [];
  // One-character surnames only: 上官 would mask to 上**, which reads as no name at all.
  return all.filter((name) => [...name].length === 1);
}

const givenNames = (): readonly string[] => enFaker.rawDefinitions.person?.first_name?.generic ?? [];

/** A seeded stranger's masked name in the request's language: a surname from the world's faker in Chinese, a given name in English. */
export function strangerName(world: World, random: () => number, lang: Lang): string {
  // Both lists are drawn from, whatever the language, so one win keeps its other numbers in both languages.
  const zh = pick(random, surnames(world));
  const en = pick(random, givenNames());
  return maskName(lang === 'zh_hans' ? zh : en, lang);
}
