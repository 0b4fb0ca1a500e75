import { DAY_MS, fromFen, platformDate, startOfPlatformDay, type Lang } from '@contracts';
import { PayeeType } from '@contracts/withdrawal/payees';
import {
  withdrawalMethodTypeLabels,
  WithdrawalMethodType,
  type WithdrawalMethod,
  type WithdrawOverview,
} from '@contracts/withdrawal/withdraw';
import { balanceFen, CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';
import { getPlayer } from '../account';
import { payKindIconUrl, WITHDRAWAL_METHOD_KIND, shortfallFen, turnoverOf } from '../funds';
import { withdrawalQuotaOf } from '../vip';
import { payeesOf, payeeView } from './payees';
import type { DomainCtx } from '../../core/domain-ctx';

/** Charged (percentage of the amount) while the turnover requirement is not met. */
export const ADMIN_FEE_PERCENT = '5';
/** Yuan per USDT the platform pays withdrawals at (below the deposit rate's buyer side: the spread). */
export const WITHDRAWAL_USDT_RATE = '7.25';

interface MethodDefinition {
  id: number;
  type: WithdrawalMethodType;
  payeeType: PayeeType;
  minFen: number;
  maxFen: number;
  handlingFeePercent: string;
  rate: string | null;
}

const METHODS: readonly MethodDefinition[] = [
  {
    id: 1,
    type: WithdrawalMethodType.enum.bankCard,
    payeeType: PayeeType.enum.bankCard,
    minFen: 100_00,
    maxFen: 50_000_00,
    handlingFeePercent: '0',
    rate: null,
  },
  {
    id: 2,
    type: WithdrawalMethodType.enum.usdt,
    payeeType: PayeeType.enum.crypto,
    minFen: 100_00,
    maxFen: 50_000_00,
    handlingFeePercent: '1',
    rate: WITHDRAWAL_USDT_RATE,
  },
];

/** The withdrawal method that pays a kind of payee (wallet accounts have none). */
export const methodForPayee = (payeeType: PayeeType) => METHODS.find((m) => m.payeeType === payeeType);

function methodView(world: World, uid: number, method: MethodDefinition, lang: Lang): WithdrawalMethod {
  return {
    id: method.id,
    type: method.type,
    name: withdrawalMethodTypeLabels[method.type][lang],
    icon: payKindIconUrl(WITHDRAWAL_METHOD_KIND[method.type]),
    min: fromFen(method.minFen),
    max: fromFen(method.maxFen),
    handlingFeePercent: method.handlingFeePercent,
    payeeType: method.payeeType,
    payees: payeesOf(world, uid, method.payeeType).map((p) => payeeView(p, lang)),
    rate: method.rate,
  };
}

/** Today's orders that still count against the quota: pending and paid ones. */
function usedToday(world: World, uid: number, nowMs: number): { count: number; fen: number } {
  const start = startOfPlatformDay(platformDate(nowMs));
  const orders = world.db.withdrawalOrders
    .findMany((q) => q.where({ uid }))
    .filter((o) => o.status !== 2 && o.createdAt >= start && o.createdAt < start + DAY_MS);
  return { count: orders.length, fen: orders.reduce((sum, o) => sum + o.amountFen, 0) };
}

/** The withdrawal page's data; withdraw/submit checks the form against this very overview. */
export function withdrawOverview(ctx: DomainCtx): WithdrawOverview {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const player = getPlayer(world, uid);
  const used = usedToday(world, uid, nowMs);
  // Daily quota of the player's VIP level, reset at midnight platform time; rejected orders give their share back.
  const quota = withdrawalQuotaOf(world, uid);
  const turnover = turnoverOf(world, uid);
  return {
    balance: fromFen(balanceFen(world, uid, CENTRAL)),
    hasSecondaryPassword: player.secondaryPasswordHash !== null,
    realName: player.realName,
    quota: {
      countLeft: Math.max(0, quota.count - used.count),
      countTotal: quota.count,
      amountLeft: fromFen(Math.max(0, quota.amountFen - used.fen)),
      amountTotal: fromFen(quota.amountFen),
    },
    adminFeePercent: ADMIN_FEE_PERCENT,
    turnover: {
      required: fromFen(turnover.requiredFen),
      completed: fromFen(turnover.completedFen),
      shortfall: fromFen(shortfallFen(turnover)),
    },
    methods: METHODS.map((m) => methodView(world, uid, m, lang)),
  };
}
