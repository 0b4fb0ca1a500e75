import { DAY_MS } from '@contracts';
import { nextOrderNo } from '../../../core/ledger';
import type { World } from '../../../core/store';
import { catalogueFor, venueOf } from '../catalogue';
import { findPlayerByUsername } from '../../account';
import { marketFor, winChance } from '../markets';
import { hashKey, pick, rng } from '../rng';
import { instantOutcome } from './outcomes';
import { seedJackpot } from '../jackpot';

const HISTORY_DAYS = 40;
const HISTORY_BETS = 160;
const STAKES_FEN = [200, 500, 1000, 2000, 5000, 10_000, 20_000];

/**
 * demo01's bet history over the past weeks, so the records page has something to show from the start
 * (some of it older than the 30-day window). It is an archive: bet records only, no ledger entries,
 * because funding it would move the documented central balance (README) and the other seeded wallets.
 * Everything in it is settled or cancelled, so nothing here ever posts to a wallet.
 */
export async function seedBetHistory(world: World, startMs: number): Promise<void> {
  const player = findPlayerByUsername(world, 'demo01');
  if (!player) return;
  const random = rng(hashKey(world.seed, 'history'));
  const games = catalogueFor(world.seed).games.filter((g) => !venueOf(g).maintenance);
  // Players return to favourites: most history comes from a dozen games.
  const favourites = Array.from({ length: 12 }, () => pick(random, games));
  const times = Array.from({ length: HISTORY_BETS }, () => startMs - Math.floor(random() * HISTORY_DAYS * DAY_MS) - 60_000).sort(
    (a, b) => a - b,
  );
  for (const betAt of times) {
    const game = random() < 0.8 ? pick(random, favourites) : pick(random, games);
    const venue = venueOf(game);
    const stakeFen = Math.max(game.minBetFen, pick(random, STAKES_FEN));
    const orderNo = nextOrderNo(world, 'GB', betAt);
    const base = {
      orderNo,
      uid: player.uid,
      gameId: game.id,
      venueCode: venue.code,
      gameType: venue.category,
      stakeFen,
      betAt,
      dueAt: null,
      archived: true,
    };
    if (venue.settlement === 'instant') {
      const outcome = instantOutcome(game, stakeFen, hashKey(world.seed, orderNo));
      await world.db.bets.create({
        ...base,
        contentEn: outcome.content.en,
        contentZh: outcome.content.zh_hans,
        pick: null,
        oddsCents: null,
        validBetFen: stakeFen,
        payoutFen: outcome.payoutFen,
        status: 1,
        settledAt: betAt,
      });
      continue;
    }
    const market = marketFor(world.seed, game, betAt);
    const option = pick(random, market.options);
    const odds = (option.oddsCents / 100).toFixed(2);
    const roll = random();
    // About one in twenty is voided by the venue or withdrawn by the player.
    const status = roll < 0.03 ? 2 : roll < 0.05 ? 3 : 1;
    const won = status === 1 && random() < winChance(option.oddsCents);
    const payoutFen = won ? Math.floor((stakeFen * option.oddsCents) / 100) : 0;
    const result =
      status === 2
        ? ['cancelled, stake refunded', '已取消，本金退回']
        : status === 3
          ? ['order withdrawn', '已撤单']
          : won
            ? [`won ${(payoutFen / 100).toFixed(2)}`, `赢 ${(payoutFen / 100).toFixed(2)}`]
            : ['lost', '未中'];
    await world.db.bets.create({
      ...base,
      contentEn: `${market.event.en} · ${option.label.en} @ ${odds} · ${result[0]}`,
      contentZh: `${market.event.zh_hans} · ${option.label.zh_hans} @ ${odds} · ${result[1]}`,
      pick: option.id,
      oddsCents: option.oddsCents,
      validBetFen: status === 1 ? stakeFen : 0,
      payoutFen,
      status,
      settledAt: Math.min(market.dueAt, startMs - 1),
    });
  }
}

const BULLETINS: ReadonlyArray<{ daysAgo: number; en: string; zh: string }> = [
  {
    daysAgo: 0,
    en: 'Dragon Hall Live is under scheduled maintenance; its tables will be back soon.',
    zh: '龙殿真人正在例行维护，牌桌将很快恢复开放。',
  },
  {
    daysAgo: 1,
    en: 'New at Aurora Slots: ten fresh titles this week, try them in trial mode first.',
    zh: '极光电子本周上新十款游戏，可先试玩体验。',
  },
  {
    daysAgo: 3,
    en: 'Sports and esports bets settle when the match ends; see them under Bet records.',
    zh: '体育和电竞注单在比赛结束后结算，可在投注记录中查看。',
  },
  {
    daysAgo: 6,
    en: 'Move money to a venue wallet with Transfer before you play; recycle it back in one tap.',
    zh: '游戏前请先通过转账把资金转入场馆钱包，一键即可回收。',
  },
];

export async function seedBulletins(world: World, startMs: number): Promise<void> {
  let id = 1;
  for (const b of [...BULLETINS].reverse()) {
    await world.db.bulletins.create({ id: id++, textEn: b.en, textZh: b.zh, publishedAt: startMs - b.daysAgo * DAY_MS - 3_600_000 });
  }
}

/** The lobby's part of the seeded world (called once from world/seed.ts). */
export async function seedLobby(world: World, startMs: number): Promise<void> {
  await seedBulletins(world, startMs);
  await seedBetHistory(world, startMs);
  await seedJackpot(world, startMs);
}
