import { fromFen, toPlatformIso, type Lang } from '@contracts';
import type { PlaySessionRecord } from '../schemas';
import type { World } from '../../../core/store';
import { sessionBalanceFen, MAX_STAKE_FEN, type PlayResult } from '../bets/play';
import { winLossFen } from '../bets/records';
import { marketFor } from '../markets';
import { venueOf, type GameDefinition } from '../catalogue';
import { PAGE_TEXT } from './page-text';

/** What the demo page draws: the game, the balance, the market (clock games) and recent results. */
export function playState(world: World, nowMs: number, session: PlaySessionRecord, game: GameDefinition) {
  const lang = session.lang;
  const venue = venueOf(game);
  const market = venue.settlement === 'clock' ? marketFor(world.seed, game, nowMs) : null;
  const bets = session.trial
    ? []
    : world.db.bets
        .findMany((q) => q.where({ uid: session.uid, gameId: game.id, archived: false }))
        .sort((a, b) => b.betAt - a.betAt || b.orderNo.localeCompare(a.orderNo))
        .slice(0, 10)
        .map((b) => ({
          orderNo: b.orderNo,
          content: lang === 'en' ? b.contentEn : b.contentZh,
          stake: fromFen(b.stakeFen),
          winLoss: fromFen(winLossFen(b)),
          status: b.status,
          statusLabel: PAGE_TEXT[lang].statuses[b.status] ?? String(b.status),
          betAt: toPlatformIso(b.betAt),
        }));
  return {
    game: {
      id: game.id,
      name: game.name[lang],
      venueName: venue.name[lang],
      venueCode: venue.code,
      category: game.category,
      settlement: venue.settlement,
    },
    trial: session.trial,
    lang,
    minBet: fromFen(game.minBetFen),
    maxBet: fromFen(MAX_STAKE_FEN),
    balance: fromFen(sessionBalanceFen(world, session, game)),
    market: market && {
      event: market.event[lang],
      dueAt: toPlatformIso(market.dueAt),
      options: market.options.map((o) => ({ id: o.id, label: o.label[lang], odds: fromFen(o.oddsCents) })),
    },
    bets,
  };
}
export type PlayState = ReturnType<typeof playState>;

/** One play's outcome as the page shows it, in the session's language. */
export function playResultView(result: PlayResult, lang: Lang) {
  return {
    orderNo: result.orderNo,
    status: result.status,
    stake: fromFen(result.stakeFen),
    payout: result.payoutFen === null ? null : fromFen(result.payoutFen),
    content: result.content[lang],
    symbols: result.symbols,
    balance: fromFen(result.balanceFen),
  };
}
export type PlayResultView = ReturnType<typeof playResultView>;
