import { fromFen, toPlatformIso, type Lang } from '@contracts';
import type { PlaySessionRecord } from '../schemas';
import type { World } from '../../../core/store';
import { sessionBalanceFen, MAX_STAKE_FEN, type PlayResult } from '../bets/play';
import { winLossFen } from '../bets/records';
import { marketFor } from '../markets';
import { venueOf, type GameDefinition } from '../catalogue';
import { PAGE_TEXT } from './page-text';
import { cardsScene, fishingScene, liveDeal, liveTable, SCHOOL, sceneKind, slotScene } from './scenes';

/** What the demo page draws: the game, the balance, the market (clock games) and recent results. */
export function playState(world: World, nowMs: number, session: PlaySessionRecord, game: GameDefinition) {
  const lang = session.lang;
  const venue = venueOf(game);
  const market = venue.settlement === 'clock' ? marketFor(world.seed, game, nowMs) : null;
  const scene = sceneKind(game.category);
  const table = liveTable(game.kind);
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
          // The round a settled live bet was played in, as the table deals it.
          deal:
            scene === 'live' && b.status === 1 && b.pick
              ? liveDeal(
                  table,
                  marketFor(world.seed, game, b.betAt).options.map((o) => o.id),
                  b.pick,
                  (b.payoutFen ?? 0) > 0,
                  b.orderNo,
                )
              : null,
        }));
  return {
    game: {
      id: game.id,
      name: game.name[lang],
      venueName: venue.name[lang],
      venueCode: venue.code,
      category: game.category,
      settlement: venue.settlement,
      scene,
      table: scene === 'live' ? table : null,
    },
    school: scene === 'fishing' ? SCHOOL.map((fish) => ({ name: fish[lang], multiplier: fish.multiplier })) : [],
    trial: session.trial,
    lang,
    minBet: fromFen(game.minBetFen),
    maxBet: fromFen(MAX_STAKE_FEN),
    balance: fromFen(sessionBalanceFen(world, session, game)),
    market: market && {
      event: market.event[lang],
      dueAt: toPlatformIso(market.dueAt),
      options: market.options.map((o) => ({ id: o.id, label: o.label[lang], odds: fromFen(o.oddsCents) })),
      teams: market.sides?.map((side) => side[lang]) ?? [],
    },
    bets,
  };
}
export type PlayState = ReturnType<typeof playState>;

/** What an instant game's page draws for its outcome (clock games draw theirs when the bet settles). */
function instantScene(category: number, result: PlayResult) {
  const key = result.orderNo ?? `${result.content.en}|${result.balanceFen}`;
  const kind = sceneKind(category);
  if (result.status === 0) return null;
  if (kind === 'slots') return slotScene(result.symbols, key);
  if (kind === 'fishing') return fishingScene(result.symbols);
  if (kind === 'cards') return cardsScene(result.symbols, key);
  return null;
}

/** One play's outcome as the page shows it, in the session's language. */
export function playResultView(result: PlayResult, lang: Lang, category: number) {
  return {
    scene: instantScene(category, result),
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
