import { fromFen, toPlatformIso, type Lang } from '@contracts';
import type { LotteryOrder } from '@contracts/lottery/lottery-types';
import { oddsText, findOption } from './options';
import { findLottery } from './catalogue';
import type { LotteryOrderRecord } from './schemas';

export function orderView(order: LotteryOrderRecord, lang: Lang): LotteryOrder {
  const lottery = findLottery(order.lotteryId);
  if (!lottery) throw new Error(`order ${order.orderNo} names lottery ${order.lotteryId}, which does not exist`);
  return {
    orderNo: order.orderNo,
    lotteryId: lottery.id,
    lotteryName: lottery.name[lang],
    issue: order.issue,
    status: order.status,
    totalAmount: fromFen(order.totalFen),
    winAmount: fromFen(order.winFen),
    placedAt: toPlatformIso(order.placedAt),
    settledAt: order.finishedAt === null ? null : toPlatformIso(order.finishedAt),
    result: order.result,
    lines: order.lines.map((line) => ({
      option: line.option,
      optionName: findOption(lottery.type, line.option)?.name[lang] ?? line.option,
      amount: fromFen(line.amountFen),
      odds: oddsText(line.oddsCents),
      won: line.won,
      payout: fromFen(line.payoutFen),
    })),
  };
}
