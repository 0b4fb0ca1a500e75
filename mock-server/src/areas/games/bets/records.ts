import { fromFen, PageQuery, paginate, toPlatformIso, type Lang } from '@contracts';
import { BetStatus, type BetRecord, type BetTotals } from '@contracts/records/bets';
import { GameCategory } from '@contracts/games/game-types';
import type { BetRow } from '../schemas';
import type { World } from '../../../core/store';
import { catalogueFor } from '../catalogue';
import { findBetVenue, findHouseVenue, HOUSE_VENUES, VENUES } from '../../../catalogue/venues';
import type { DomainCtx } from '../../../core/domain-ctx';
import { recordWindow, type DateWindowInput } from '../../../core/calendar';
import { betsPlacedIn, validBetOf, type Span } from './valid-bets';

export interface BetFilter extends DateWindowInput {
  venueCode?: string | undefined;
  gameType?: GameCategory | undefined;
  status?: BetStatus | undefined;
}

/** The player's bets matching the filter, newest first. Hot (1) is a showcase, so it matches no bet type. */
export function filteredBets(world: World, uid: number, nowMs: number, filter: BetFilter): BetRow[] {
  const { from, to } = recordWindow(nowMs, filter);
  return betsPlacedIn(world, uid, { startMs: from, endMs: to })
    .filter((b) => filter.venueCode === undefined || b.venueCode === filter.venueCode)
    .filter((b) => filter.gameType === undefined || b.gameType === filter.gameType)
    .filter((b) => filter.status === undefined || b.status === filter.status)
    .sort((a, b) => b.betAt - a.betAt || b.orderNo.localeCompare(a.orderNo));
}

/** Signed result: payout − stake once settled; nothing for open or cancelled bets (their stake came back). */
export function winLossFen(bet: BetRow): number {
  return bet.status === 1 ? (bet.payoutFen ?? 0) - bet.stakeFen : 0;
}

/**
 * Totals count and sum one set: the bets that stand (open or settled). Cancelled and withdrawn bets
 * were refunded, so they add neither to the count nor to the stake (docs/decisions.md). The valid bet
 * is valid-bets.ts's, so a window's total is the figure every other page shows for it.
 */
export function totalsOf(bets: readonly BetRow[]): BetTotals {
  const standing = bets.filter(stands);
  const { stakeFen, winLossFen: net } = sumPlay(standing);
  const valid = standing.reduce((sum, bet) => sum + validBetOf(bet), 0);
  return { betCount: standing.length, stake: fromFen(stakeFen), validBet: fromFen(valid), winLoss: fromFen(net) };
}

const stands = (bet: BetRow) => bet.status === 0 || bet.status === 1;

export interface PlayTotals {
  /** Stakes of the bets that stand (open or settled). */
  stakeFen: number;
  /** What the settled ones paid out. */
  payoutFen: number;
  /** Payouts less stakes of the settled ones: an open bet counts once it settles. */
  winLossFen: number;
}

/** What a player's bets placed in a span staked, paid and won or lost, by the same selection bet records total. */
export function playTotals(world: World, uid: number, span?: Span): PlayTotals {
  return sumPlay(betsPlacedIn(world, uid, span).filter(stands));
}

function sumPlay(standing: readonly BetRow[]): PlayTotals {
  const totals: PlayTotals = { stakeFen: 0, payoutFen: 0, winLossFen: 0 };
  for (const bet of standing) {
    totals.stakeFen += bet.stakeFen;
    if (bet.status === 1) totals.payoutFen += bet.payoutFen ?? 0;
    totals.winLossFen += winLossFen(bet);
  }
  return totals;
}

type HouseGameName = (gameId: number, lang: Lang) => string;
const houseGameNames = new Map<string, HouseGameName>();

/**
 * How a house venue names the games of its rows (the lottery a row's gameId names), given by the area
 * that owns those games when it loads: it places these rows through this area, so this area imports
 * none of its files.
 */
export function nameHouseGames(venueCode: string, name: HouseGameName): void {
  houseGameNames.set(venueCode, name);
}

/**
 * The game a bet was placed in, in the language: a lobby game of the catalogue, or a house game (named by
 * its owner; fast food is its own venue's only game, so its venue names it).
 */
export function betGameName(world: World, bet: BetRow, lang: Lang): string {
  const house = findHouseVenue(bet.venueCode);
  if (house) return houseGameNames.get(bet.venueCode)?.(bet.gameId, lang) ?? house.name[lang];
  return catalogueFor(world.seed).byId.get(bet.gameId)?.name[lang] ?? String(bet.gameId);
}

export function toBetRecord(world: World, bet: BetRow, lang: Lang): BetRecord {
  const venue = findBetVenue(bet.venueCode);
  return {
    orderNo: bet.orderNo,
    gameName: betGameName(world, bet, lang),
    venueCode: bet.venueCode,
    venueName: venue?.name[lang] ?? bet.venueCode,
    gameType: bet.gameType as BetRecord['gameType'],
    content: lang === 'en' ? bet.contentEn : bet.contentZh,
    stake: fromFen(bet.stakeFen),
    validBet: fromFen(validBetOf(bet)),
    winLoss: fromFen(winLossFen(bet)),
    status: bet.status as BetStatus,
    betAt: toPlatformIso(bet.betAt),
    settledAt: bet.settledAt === null ? null : toPlatformIso(bet.settledAt),
  };
}

export function betList(ctx: DomainCtx, input: PageQuery & BetFilter) {
  const {
    world,
    player: { uid },
    now: nowMs,
    lang,
  } = ctx;
  const bets = filteredBets(world, uid, nowMs, input);
  const page = paginate(bets, input);
  return { ...page, list: page.list.map((b) => toBetRecord(world, b, lang)), summary: totalsOf(bets) };
}

/** Per venue with bets, in the venues' display order (the house games last), and the grand total. */
export function betTotals(ctx: DomainCtx, input: Omit<BetFilter, 'status'>) {
  const {
    world,
    player: { uid },
    now: nowMs,
    lang,
  } = ctx;
  const bets = filteredBets(world, uid, nowMs, input);
  const venues = [...VENUES, ...HOUSE_VENUES].flatMap((venue) => {
    const own = bets.filter((b) => b.venueCode === venue.code);
    return own.length === 0 ? [] : [{ venueCode: venue.code, venueName: venue.name[lang], gameType: venue.category, ...totalsOf(own) }];
  });
  return { venues, total: totalsOf(bets) };
}

/** A bet by its order number (the money log names a bet's entries by it). */
export function findBet(world: World, orderNo: string): BetRow | undefined {
  return world.db.bets.findFirst((q) => q.where({ orderNo }));
}
