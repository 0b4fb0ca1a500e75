import type { APIRequestContext } from '@playwright/test';
import { controlClient, type ControlClient } from '../../contracts/src/control/client';

/** The typed control client over Playwright's request context (MOCK_CONTROL_TOKEN when the server wants one). */
export function controlOver(request: APIRequestContext, baseURL: string): ControlClient {
  const origin = new URL(baseURL).origin;
  return controlClient(
    async ({ method, path, query, body, headers }) => {
      const response = await request.fetch(`${origin}${path}`, {
        method,
        params: query,
        headers,
        ...(body === undefined ? {} : { data: body }),
      });
      return { status: response.status(), body: await response.json() };
    },
    { token: process.env.MOCK_CONTROL_TOKEN },
  );
}

/** The mock server's /__mock/ control API as QA drives it: the typed client and the journeys' shortcuts. */
export function mockControl(request: APIRequestContext, baseURL: string) {
  const ctl = controlOver(request, baseURL);
  return {
    ctl,
    advanceClock: (ms: number) => ctl.world.advance({ ms }),
    expireSessions: (username: string) => ctl.account.expireSessions({ username }),
    addFault: (fault: Parameters<ControlClient['world']['addFault']>[0]) => ctl.world.addFault(fault),
    clearFaults: () => ctl.world.clearFaults(),
    /** The lobby's bets (newest first), as the mock stores them. */
    bets: async (query: Parameters<ControlClient['games']['bets']>[0] = {}) => (await ctl.games.bets(query)).bets,
    settleBets: (body: Parameters<ControlClient['games']['settleBets']>[0]) => ctl.games.settleBets(body),
    /** Wallet orders: pending by default, newest first. */
    walletOrders: async (kind: 'deposits' | 'withdrawals', query: Parameters<ControlClient['deposit']['deposits']>[0] = {}) =>
      kind === 'deposits' ? (await ctl.deposit.deposits(query)).orders : (await ctl.withdrawal.withdrawals(query)).orders,
    decideDeposit: (orderNo: string, decision: 'approve' | 'reject') =>
      decision === 'approve' ? ctl.deposit.approveDeposit({ orderNo }) : ctl.deposit.rejectDeposit({ orderNo }),
    decideWithdrawal: (orderNo: string, decision: 'pay' | 'reject') =>
      decision === 'pay' ? ctl.withdrawal.payWithdrawal({ orderNo }) : ctl.withdrawal.rejectWithdrawal({ orderNo }),
    /** Moves the clock to the close or the draw (1 ms past it, settled) of a lottery's round open now. */
    jumpLottery: (lotteryId: number, to: 'close' | 'draw') => ctl.lottery.jump({ lotteryId, to }),
    /** The same for the fast-food game. */
    jumpFastFood: (to: 'close' | 'draw') => ctl.lottery.jump({ game: 'fastfood', to }),
    /** Cancels a round not drawn yet (every stake refunded once): `lotteryId` or fast food (`'fastfood'`). */
    cancelRound: (game: number | 'fastfood', issue: string) =>
      ctl.lottery.cancel(game === 'fastfood' ? { game, issue } : { lotteryId: game, issue }),
    /** The human agent answers the player's waiting chat now (instead of 2 clock minutes after it was handed over). */
    agentReplyNow: (username: string) => ctl.chat.reply({ username }),
    /** Conversations handed over to an agent (waiting by default), newest first. */
    chatHandovers: async (query: Parameters<ControlClient['chat']['handovers']>[0] = {}) => (await ctl.chat.handovers(query)).handovers,
    /** Lottery and fast-food orders, newest first. */
    lotteryOrders: (query: Parameters<ControlClient['lottery']['orders']>[0] = {}) => ctl.lottery.orders(query),
    /** Feedback entries (awaiting a reply by default), newest first. */
    feedback: async (query: Parameters<ControlClient['feedback']['list']>[0] = {}) => (await ctl.feedback.list(query)).feedback,
    /** Customer service replies now: with a text of its own, or the reply the clock would give for the type. */
    replyFeedback: (id: number, content?: string) => ctl.feedback.reply(content === undefined ? { id } : { id, content }),
  };
}

let counter = 0;
/** A fresh valid username per journey: letter first, 4–11 letters or digits. */
export function uniqueUsername(prefix = 'qa'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 11);
}
