import { fromFen, paginate, type Lang, type PageQuery } from '@contracts';
import type { Game, GameCategory, GameTab, Venue } from '@contracts/games/game-types';
import { GAME_CATEGORY_LABELS } from '@contracts/games/game-types';
import type { HomeCategory } from '@contracts/frontpage/home';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { catalogueFor, gameIconUrl, type GameDefinition } from './catalogue';
import { findVenue, VENUES, venueLogoUrl, type VenueDefinition } from '../../catalogue/venues';
import type { DomainCtx, VisitorCtx } from '../../core/domain-ctx';

/** Home order of spec §1: hot first, then the venue categories. */
export const CATEGORY_ORDER: readonly GameCategory[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function toVenue(venue: VenueDefinition, lang: Lang): Venue {
  return {
    code: venue.code,
    name: venue.name[lang],
    category: venue.category,
    logo: venueLogoUrl(venue.code, lang),
    maintenance: venue.maintenance,
  };
}

export function collectedIds(world: World, uid: number | null): Set<number> {
  if (uid === null) return new Set();
  return new Set(world.db.gameCollects.findMany((q) => q.where({ uid })).map((c) => c.gameId));
}

export function toGame(game: GameDefinition, lang: Lang, collected: ReadonlySet<number>): Game {
  const venue = findVenue(game.venueCode);
  return {
    id: game.id,
    name: game.name[lang],
    venueCode: game.venueCode,
    venueName: venue?.name[lang] ?? game.venueCode,
    category: game.category,
    icon: gameIconUrl(game.id, lang),
    hot: game.hot,
    recommend: game.recommend,
    collected: collected.has(game.id),
    minBet: fromFen(game.minBetFen),
    demo: game.demo,
  };
}

/** "Hot" is a showcase across venues; the other categories are the venues' own. */
function inCategory(game: GameDefinition, category: GameCategory | undefined): boolean {
  if (category === undefined) return true;
  return category === 1 ? game.hot : game.category === category;
}

const byPopularity = (a: GameDefinition, b: GameDefinition) => b.popularity - a.popularity || a.id - b.id;

export function venuesOf(world: World, category: GameCategory | undefined, lang: Lang): Venue[] {
  if (category === 1) {
    const withHot = new Set(
      catalogueFor(world.seed)
        .games.filter((g) => g.hot)
        .map((g) => g.venueCode),
    );
    return VENUES.filter((v) => withHot.has(v.code)).map((v) => toVenue(v, lang));
  }
  return VENUES.filter((v) => category === undefined || v.category === category).map((v) => toVenue(v, lang));
}

export interface GameListInput extends PageQuery {
  category?: GameCategory | undefined;
  venueCode?: string | undefined;
  tab: GameTab;
}

/**
 * The games of a category and venue in popularity order. The catalogue is fixed for a seed, so the
 * filtered and sorted list is kept per seed (a lobby page read scanned and sorted ~300 games each time).
 */
const shelves = new Map<string, readonly GameDefinition[]>();
function shelfOf(seed: number, category: GameCategory | undefined, venueCode: string | undefined): readonly GameDefinition[] {
  const key = `${seed}/${category ?? ''}/${venueCode ?? ''}`;
  let shelf = shelves.get(key);
  if (!shelf) {
    shelf = catalogueFor(seed)
      .games.filter((g) => inCategory(g, category) && (venueCode === undefined || g.venueCode === venueCode))
      .sort(byPopularity);
    if (shelves.size > 512) shelves.clear();
    shelves.set(key, shelf);
  }
  return shelf;
}

export function listGames(ctx: VisitorCtx, input: GameListInput) {
  const { world, lang } = ctx;
  const uid = ctx.player?.uid ?? null;
  if (input.venueCode !== undefined && !findVenue(input.venueCode)) return fail('game.venueUnknown', { code: input.venueCode });
  const collected = collectedIds(world, uid);
  const shelf = shelfOf(world.seed, input.category, input.venueCode);
  const games = input.tab === 1 ? shelf.filter((g) => g.recommend) : input.tab === 2 ? shelf.filter((g) => collected.has(g.id)) : shelf;
  const page = paginate(games, input);
  return { ...page, list: page.list.map((g) => toGame(g, lang, collected)), venues: venuesOf(world, input.category, lang) };
}

/** Case-insensitive substring of the name in either language; the answer is in the request's language. */
export function searchGames(ctx: VisitorCtx, input: PageQuery & { keyword: string; category?: GameCategory | undefined }) {
  const { world, lang } = ctx;
  const uid = ctx.player?.uid ?? null;
  const needle = input.keyword.trim().toLowerCase();
  const collected = collectedIds(world, uid);
  const rank = (g: GameDefinition) => {
    const own = g.name[lang].toLowerCase();
    return own.startsWith(needle) ? 0 : own.includes(needle) ? 1 : 2;
  };
  const games = catalogueFor(world.seed)
    .games.filter((g) => inCategory(g, input.category))
    .filter((g) => g.name.en.toLowerCase().includes(needle) || g.name.zh_hans.toLowerCase().includes(needle))
    .sort((a, b) => rank(a) - rank(b) || byPopularity(a, b));
  const page = paginate(games, input);
  return { ...page, list: page.list.map((g) => toGame(g, lang, collected)) };
}

export function homeCategories(ctx: VisitorCtx, perCategory: number): HomeCategory[] {
  const { world, lang } = ctx;
  const uid = ctx.player?.uid ?? null;
  const collected = collectedIds(world, uid);
  const all = catalogueFor(world.seed).games;
  return CATEGORY_ORDER.map((category) => {
    const games = all
      .filter((g) => inCategory(g, category))
      .sort((a, b) => Number(b.recommend) - Number(a.recommend) || byPopularity(a, b))
      .slice(0, perCategory);
    return {
      category,
      name: GAME_CATEGORY_LABELS[category][lang],
      venues: venuesOf(world, category, lang),
      games: games.map((g) => toGame(g, lang, collected)),
    };
  });
}

export function findGame(world: World, gameId: number): GameDefinition | DomainError {
  return catalogueFor(world.seed).byId.get(gameId) ?? fail('game.unknown');
}

/** Idempotent: collecting a collected game (or dropping a dropped one) changes nothing. */
export async function collectGame(ctx: DomainCtx, gameId: number, collect: boolean) {
  const {
    world,
    player: { uid },
    now: nowMs,
  } = ctx;
  const game = findGame(world, gameId);
  if (isDomainError(game)) return game;
  const existing = world.db.gameCollects.findFirst((q) => q.where({ uid, gameId }));
  if (collect && !existing) await world.db.gameCollects.create({ uid, gameId, collectedAt: nowMs });
  if (!collect && existing) world.db.gameCollects.delete((q) => q.where({ uid, gameId }));
  return { gameId, collected: collect };
}

export function collectionList(ctx: DomainCtx, input: PageQuery & { category?: GameCategory | undefined }) {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  const catalogue = catalogueFor(world.seed);
  const collected = collectedIds(world, uid);
  const games = world.db.gameCollects
    .findMany((q) => q.where({ uid }))
    .sort((a, b) => b.collectedAt - a.collectedAt || b.gameId - a.gameId)
    .map((c) => catalogue.byId.get(c.gameId))
    .filter((g): g is GameDefinition => g !== undefined && inCategory(g, input.category));
  const page = paginate(games, input);
  return { ...page, list: page.list.map((g) => toGame(g, lang, collected)) };
}
