import { DAY_MS, fromFen } from '@contracts';
import { PayeeType } from '@contracts/withdrawal/payees';
import { isDomainError, type DomainError } from '../../core/errors';
import { balanceFen, CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';
import { findPlayerByUsername, DEMO_SECONDARY_PASSWORD } from '../account';
import { markRead, personalMessageIds } from '../help';
import { depositLifecycle, submitDeposit } from '../deposit';
import { recordTurnover, oneClickRecycle, transfer } from '../funds';
import { betsPlacedIn, validBetOf } from '../games';
import { payeesOf, submitWithdrawal, withdrawalLifecycle } from '../withdrawal';

const HOUR = 3_600_000;
const BANK_CARD_METHOD = 1;
const USDT_METHOD = 2;

/** Ensures a seed step worked: a refusal here is a mistake in the story, not a player's. */
function ok<T>(result: T | DomainError<string>, step: string): T {
  if (isDomainError(result)) throw new Error(`demo01's money story: ${step} was refused (${result.key})`);
  return result;
}

/**
 * demo01's money over the past month, so transaction records, the money log, a detail page and the feedback's
 * related orders have something to show in a fresh world: deposits on three channels (one approved with a gift, one
 * approved, one never paid and rejected), a transfer to a slots venue and its one-click recycle, a withdrawal paid to
 * the bank card, one to USDT rejected and refunded, and a last one paid; each decision's message, read since. Every step goes through the domain's own
 * functions and lifecycles, so the ledger, the audit and the turnover rules hold as for a player. The last
 * withdrawal takes out exactly what the story brought in, so the documented central balance (8,888.00) and the
 * venue wallets (0.00) are as before. The bet archive's valid bets (games' seedBetHistory) count towards turnover in
 * time order, so the deposits' requirements are met by the bets that followed them, as they would have been.
 */
export async function seedMoneyStory(world: World, startMs: number): Promise<void> {
  const demo = findPlayerByUsername(world, 'demo01');
  if (!demo) return;
  const uid = demo.uid;
  // The seed runs alone, so a phase of a unit of work needs no lock.
  const as = (now: number) => ({
    world,
    now,
    lang: 'en' as const,
    player: { uid },
    write: async <T>(work: () => Promise<T> | T) => work(),
  });
  const startBalance = balanceFen(world, uid, CENTRAL);
  const archive = betsPlacedIn(world, uid)
    .map((bet) => ({ at: bet.settledAt ?? bet.betAt, fen: validBetOf(bet) }))
    .sort((a, b) => a.at - b.at);
  let counted = 0;
  /** Counts the archive's valid bets settled before `at`, so each requirement meets only the bets after it. */
  const betsUntil = async (at: number) => {
    for (let bet = archive[counted]; bet && bet.at < at; bet = archive[++counted]) await recordTurnover(world, uid, bet.fen);
  };
  const at = (daysAgo: number, hour: number) => startMs - daysAgo * DAY_MS + hour * HOUR;
  const [bankCard, usdt] = [payeesOf(world, uid, PayeeType.enum.bankCard)[0], payeesOf(world, uid, PayeeType.enum.crypto)[0]];
  if (!bankCard || !usdt) throw new Error("demo01's money story needs the seeded bank card and USDT account");

  /** A decision sends demo01 a message; a month on, it was read an hour after it came (the unread badge is today's news only). */
  const decided = async (atMs: number, decide: () => Promise<unknown>) => {
    const seen = new Set(personalMessageIds(world, uid));
    await decide();
    for (const id of personalMessageIds(world, uid).filter((id) => !seen.has(id))) await markRead(world, uid, id, atMs + HOUR);
  };
  const deposit = async (when: number, form: Parameters<typeof submitDeposit>[1], decision: 'approve' | 'reject') => {
    await betsUntil(when);
    const order = ok(await submitDeposit(as(when), form), `the deposit of ${form.amount}`);
    const at = when + 3 * 60_000;
    await decided(at, async () => ok(await depositLifecycle.decide(world, at, order.orderNo, decision), `deciding ${order.orderNo}`));
  };
  const withdraw = async (when: number, amount: string, methodId: number, payeeId: number, decision: 'pay' | 'reject') => {
    await betsUntil(when);
    const order = ok(
      await submitWithdrawal(as(when), { amount, methodId, payeeId, secondaryPassword: DEMO_SECONDARY_PASSWORD }),
      `the withdrawal of ${amount}`,
    );
    const at = when + 20 * 60_000;
    await decided(at, async () => ok(await withdrawalLifecycle.decide(world, at, order.orderNo, decision), `deciding ${order.orderNo}`));
  };

  await deposit(at(27, -1.75), { channelId: 1, amount: '2000.00', depositorName: '张伟' }, 'approve');
  await betsUntil(at(27, -1.5));
  ok(await transfer(as(at(27, -1.5)), { from: CENTRAL, to: 'ag_slots', amount: '1000.00' }), 'the transfer to Aurora Slots');
  await betsUntil(at(26, 9));
  await oneClickRecycle(as(at(26, 9)));
  await deposit(at(20, 8.5), { channelId: 4, amount: '500.00' }, 'approve');
  await deposit(at(14, 2), { channelId: 3, amount: '300.00', depositorName: '张伟' }, 'reject');
  await withdraw(at(12, 3), '1000.00', BANK_CARD_METHOD, bankCard.id, 'pay');
  await withdraw(at(6, -2), '800.00', USDT_METHOD, usdt.id, 'reject');
  const broughtIn = balanceFen(world, uid, CENTRAL) - startBalance;
  await withdraw(at(3, 7.25), fromFen(broughtIn), BANK_CARD_METHOD, bankCard.id, 'pay');
  await betsUntil(startMs);
  if (balanceFen(world, uid, CENTRAL) !== startBalance) throw new Error("demo01's money story must end where it began");
}
