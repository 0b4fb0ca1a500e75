/**
 * How each operation is called in the seeded world (seed 20261122, clock frozen at 2026-11-22 12:00 +08:00)
 * for the OpenAPI document's examples. `npm run openapi:examples` sends each request to a fresh world and
 * records the request and the answer in contracts/src/openapi/examples.json.
 *
 * A new endpoint with input gets one line here (typed by its contract: a wrong field does not compile);
 * an endpoint without input needs none. `mock-server/test/openapi-examples.test.ts` names every operation
 * whose example is missing.
 */
import type { Api, Endpoint, InputOf } from '../../contracts/src';
import type { Control } from '../../contracts/src/control';

/** What a preparation step may do in the example's world before the request. */
export interface Setup {
  /** Calls an `/api/` operation as the example's player; answers `data` (throws on a refusal). */
  api<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<unknown>;
  /** Calls a control operation; answers `data`. */
  control<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<unknown>;
  /** Any other request to the mock (a demo game's page), answering its body. */
  raw(method: 'GET' | 'POST', url: string, payload?: object): Promise<string>;
}

export interface ExamplePlan<I> {
  /** The query (GET), JSON body (POST) or upload fields. */
  input: I;
  /** Who calls it: a seeded player (default demo01), or null for a visitor. */
  as?: string | null;
  /** Something that must happen first in that world; what it answers completes the input (an order number …). */
  before?: (setup: Setup, contract: { api: Api; control: Control }) => Promise<Partial<I> | void>;
}

export type Plans<T> = { [K in keyof T]?: T[K] extends Endpoint ? ExamplePlan<InputOf<T[K]>> : Plans<T[K]> };

const newPlayer = {
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobile: '13812345678',
  realName: '李娜',
  secondaryPassword: '654321',
  agreement: true,
} as const;
const recent = { startDate: '2026-11-16', endDate: '2026-11-22' };

export const apiRequests: Plans<Api> = {
  account: {
    login: { input: { username: 'demo01', password: 'demo1234' }, as: null },
    register: { input: { username: 'newplayer1', ...newPlayer }, as: null },
    doRegister: { input: { username: 'invited1', inviteCode: 'DEMO01', ...newPlayer }, as: null },
    resetPassword: { input: { oldPassword: 'demo1234', newPassword: 'harbour2026', confirmPassword: 'harbour2026' } },
    setSecondaryPassword: { input: { secondaryPassword: '246810', confirmSecondaryPassword: '246810' }, as: 'demo03' },
    resetSecondaryPassword: { input: { oldPassword: '123456', secondaryPassword: '246810', confirmSecondaryPassword: '246810' } },
    setUserInfo: {
      input: {
        realName: '王芳',
        gender: 2,
        birthday: '1990-05-20',
        mobile: '13987654321',
        email: 'wang.fang@example.com',
        avatar: '/assets/avatars/3.svg',
      },
      as: 'demo03',
    },
    sendResetCode: { input: { username: 'demo01', mobile: '13800000001' }, as: null },
    resetByCode: {
      input: { username: 'demo01', code: '000000', newPassword: 'harbour2026', confirmPassword: 'harbour2026' },
      as: null,
      // The code is random: sent first, then read as the SMS would say it.
      before: async (setup, { api, control }) => {
        await setup.api(api.account.sendResetCode, { username: 'demo01', mobile: '13800000001' });
        const sent = (await setup.control(control.account.resetCode, { username: 'demo01' })) as { code: string };
        return { code: sent.code };
      },
    },
  },
  common: {
    getSysDictionary: { input: { type: 'gender' }, as: null },
    upload: { input: { directory: 'authorization' } },
    getPartnerDetail: { input: { id: 1 }, as: null },
    applyPartner: {
      input: {
        contact: 'harbour.partner@example.com',
        message: 'I run a sports community of 3,000 members and will share the invitation link there.',
      },
    },
  },
  frontpage: { getGameList: { input: { perCategory: 2 }, as: null } },
  promotions: {
    list: { input: { page: 1, pageSize: 2, classId: 0 }, as: null },
    detail: { input: { id: 1 }, as: null },
    apply: {
      input: { id: 4 },
      // The daily reload (id 4) pays 18.00 once today's approved deposits reach 300.00: a deposit, approved at once.
      before: async (setup, { api, control }) => {
        const order = (await setup.api(api.deposit.submit, { channelId: 1, amount: '300.00', depositorName: '张伟' })) as {
          orderNo: string;
        };
        await setup.control(control.deposit.approveDeposit, { orderNo: order.orderNo });
      },
    },
  },
  feedback: {
    list: { input: { page: 1, pageSize: 2 } },
    getOrder: { input: { type: 1 } },
    submit: { input: { type: 3, description: 'Please add a dark theme to the lottery rooms, thank you.', images: [] } },
    detail: { input: { id: 1 } },
  },
  chat: {
    getMessages: {
      input: { limit: 20 },
      before: async (setup, { api }) => void (await setup.api(api.chat.send, { text: 'How do I withdraw money?' })),
    },
    send: { input: { text: 'My deposit has not arrived yet' } },
  },
  records: {
    getTradeList: { input: { ...recent, page: 1, pageSize: 2 } },
    getMoneyLogList: { input: { ...recent, page: 1, pageSize: 2 } },
    getBetList: { input: { ...recent, page: 1, pageSize: 2 } },
    getTotalList: { input: recent },
    getAwardList: { input: { ...recent, page: 1, pageSize: 2 } },
  },
  funds: {
    getVenuesList: { input: { category: 2 }, as: null },
    transfer: { input: { from: 'central', to: 'ag_slots', amount: '100.00' } },
  },
  deposit: {
    getRechargeChannels1: { input: { type: 1 } },
    submit: { input: { channelId: 1, amount: '500.00', depositorName: '张伟' } },
  },
  withdrawal: {
    addBank: { input: { cardholderName: '张伟', bankId: 1, cardNumber: '6222020200112233446', bankAddress: 'Shenzhen Futian branch' } },
    submit: { input: { amount: '200.00', secondaryPassword: '123456', methodId: 1, payeeId: 1 } },
    addCrypt: { input: { alias: 'My TRON wallet', currency: 'USDT', protocol: 'TRC20', address: 'TQ5dPfgWf1Y3ZyWz2bNwHh7TnM6sK9xx9K' } },
    addWallet: { input: { realName: '张伟', alias: 'Alipay', address: 'zhang.wei@example.com' } },
    getUserWithdrawList: { input: { page: 1, pageSize: 2 } },
    delAddress: {
      input: { id: 0, type: 2 },
      before: async (setup, { api }) => {
        const bound = (await setup.api(api.withdrawal.addCrypt, {
          alias: 'Old wallet',
          currency: 'USDT',
          protocol: 'TRC20',
          address: 'TQ5dPfgWf1Y3ZyWz2bNwHh7TnM6sK9xx9K',
        })) as { id: number };
        return { id: bound.id };
      },
    },
  },
  games: {
    openGame: { input: { gameId: 1001, trial: false } },
    getAllGameList: { input: { page: 1, pageSize: 2, category: 2 }, as: null },
    gameCollect: { input: { gameId: 1001, collect: true } },
    gameCollectList: {
      input: { page: 1, pageSize: 2 },
      before: async (setup, { api }) => void (await setup.api(api.games.gameCollect, { gameId: 1001, collect: true })),
    },
    getSearchGameList: { input: { keyword: 'dragon', page: 1, pageSize: 2 }, as: null },
  },
  lottery: {
    lotteryList: { input: { type: 1 }, as: null },
    getLotteryInfo: { input: { lotteryId: 1 }, as: null },
    getLotteryOneList: { input: { lotteryId: 1, limit: 2 }, as: null },
    getLotteryPeilv: { input: { lotteryId: 1 }, as: null },
    placeOrder: {
      input: {
        lotteryId: 1,
        issue: '20261122-0721',
        bets: [
          { option: 'big', amount: '10.00' },
          { option: 'sum_10', amount: '5.00' },
        ],
      },
    },
    getUserGameList: { input: { page: 1, pageSize: 2, lotteryId: 1 } },
    locsgwinBetList: { input: { page: 1, pageSize: 2, lotteryId: 3 } },
    locsgwinLastGameInfo: { input: { lotteryId: 3 }, as: null },
    locsgwinGetGameInfo: { input: { lotteryId: 3 }, as: null },
    caipiaoGetHistory: { input: { lotteryId: 1, page: 1, pageSize: 2 }, as: null },
    caipiaoGetOption: { input: { lotteryId: 1 }, as: null },
  },
  fastfood: {
    betRec: { input: { roundNo: 'FF20261122-0720' } },
    funds: { input: { page: 1, pageSize: 2 } },
    getHistory: { input: { page: 1, pageSize: 2 }, as: null },
    submit: {
      input: {
        roundNo: 'FF20261122-0721',
        chips: [
          { itemId: 1, amount: '10.00' },
          { itemId: 5, amount: '5.00' },
        ],
      },
    },
    getBetList: { input: { page: 1, pageSize: 2 } },
  },
  vip: { getVipRes: { input: { type: 1 } } },
  welfare: {
    claim: {
      input: { taskId: 'daily.deposit' },
      // The task pays once today's approved deposits reach 100.00: a deposit, approved at once by an operator.
      before: async (setup, { api, control }) => {
        const order = (await setup.api(api.deposit.submit, { channelId: 1, amount: '100.00', depositorName: '张伟' })) as {
          orderNo: string;
        };
        await setup.control(control.deposit.approveDeposit, { orderNo: order.orderNo });
      },
    },
  },
  protection: {
    setLimit: { input: { kind: 'deposit', period: 'day', amount: '500.00' } },
    // A raise waits out its 24 hours; the operator's control call makes it due at once.
    confirmLimit: {
      input: { kind: 'deposit', period: 'day' },
      before: async (setup, { api, control }) => {
        await setup.api(api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '500.00' });
        await setup.api(api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '2000.00' });
        await setup.control(control.protection.raiseDue, { username: 'demo01' });
      },
    },
    cancelLimit: {
      input: { kind: 'loss', period: 'week' },
      before: async (setup, { api }) => {
        await setup.api(api.protection.setLimit, { kind: 'loss', period: 'week', amount: '300.00' });
        await setup.api(api.protection.setLimit, { kind: 'loss', period: 'week', amount: null });
      },
    },
    setRealityCheck: { input: { minutes: 30 } },
    markSeen: { input: { notice: 'limitInvitation' } },
    takeTimeOut: { input: { length: 'day', password: 'demo1234' } },
    // demo03 holds no money, so nothing is returned and no payee is named.
    selfExclude: { input: { months: 6, password: 'demo1234', understood: true }, as: 'demo03' },
  },
  interest: {
    getList: { input: { page: 1, pageSize: 2 } },
    into: { input: { amount: '1000.00', typeId: 1 } },
    receive: {
      input: {},
      // Earnings accrue at platform midnight from the first full day held: money moved in, two days later.
      before: async (setup, { api, control }) => {
        await setup.api(api.interest.into, { amount: '1000.00', typeId: 1 });
        await setup.control(control.world.advance, { days: 2 });
      },
    },
    turnout: {
      input: { amount: '50.00' },
      before: async (setup, { api }) => void (await setup.api(api.interest.into, { amount: '100.00', typeId: 1 })),
    },
  },
  help: {
    getDetails: { input: { id: 101 }, as: null },
    getList: { input: { categoryId: 1 }, as: null },
    getAllMessageList: { input: { page: 1, pageSize: 2 } },
    getMessageInfo: { input: { id: 1 } },
  },
};

/** A pending deposit of demo01, for the decisions on it. */
const pendingDeposit = async (setup: Setup, { api }: { api: Api }) => ({
  orderNo: ((await setup.api(api.deposit.submit, { channelId: 1, amount: '500.00', depositorName: '张伟' })) as { orderNo: string })
    .orderNo,
});
/** A pending withdrawal of demo01. */
const pendingWithdrawal = async (setup: Setup, { api }: { api: Api }) => ({
  orderNo: (
    (await setup.api(api.withdrawal.submit, { amount: '200.00', secondaryPassword: '123456', methodId: 1, payeeId: 1 })) as {
      orderNo: string;
    }
  ).orderNo,
});
/** A partner application of demo01 under review. */
const pendingApplication = async (setup: Setup, { api, control }: { api: Api; control: Control }) => {
  await setup.api(api.common.applyPartner, {
    contact: 'harbour.partner@example.com',
    message: 'I run a sports community of 3,000 members and will share the link.',
  });
  const list = (await setup.control(control.partner.applications, { status: 'pending' })) as { orders: Array<{ orderNo: string }> };
  return { orderNo: list.orders[0]!.orderNo };
};

/** demo01 asks the customer-service chat a question: the conversation waits for a human agent. */
const chatQuestion = async (setup: Setup, { api }: { api: Api }) =>
  void (await setup.api(api.chat.send, { text: 'My deposit has not arrived yet' }));
/** A feedback entry of demo01 awaiting customer service's reply; answers its id. */
const pendingFeedback = async (setup: Setup, { api }: { api: Api }) => ({
  id: (
    (await setup.api(api.feedback.submit, {
      type: 3,
      description: 'Please add a dark theme to the lottery rooms, thank you.',
      images: [],
    })) as { id: number }
  ).id,
});

/** An unfinished sports bet of demo01, placed on a demo game's page as a player would; answers its order number. */
const sportsBet = async (setup: Setup, { api }: { api: Api }) => {
  const games = (await setup.api(api.games.getAllGameList, { category: 7, pageSize: 1 })) as {
    list: Array<{ id: number; venueCode: string }>;
  };
  const game = games.list[0]!;
  await setup.api(api.funds.transfer, { from: 'central', to: game.venueCode, amount: '100.00' });
  const opened = (await setup.api(api.games.openGame, { gameId: game.id, trial: false })) as { url: string };
  const page = await setup.raw('GET', new URL(opened.url).pathname);
  const sid = /<script id="session" type="application\/json">"([0-9a-f]{32})"<\/script>/.exec(page)?.[1] ?? '';
  const state = JSON.parse(await setup.raw('GET', `/play/s/${sid}/state`)) as { state: { market: { options: Array<{ id: string }> } } };
  const played = JSON.parse(
    await setup.raw('POST', `/play/s/${sid}/play`, { stake: '20.00', pick: state.state.market.options[0]!.id }),
  ) as { result: { orderNo: string } };
  return { orderNo: played.result.orderNo };
};

export const controlRequests: Plans<Control> = {
  world: {
    reset: { input: { scenario: 'pending-money' } },
    reseed: { input: { seed: 7 } },
    advance: { input: { minutes: 5 } },
    setClock: { input: { now: '2026-11-23T09:30:00+08:00' } },
    addFault: { input: { path: 'common/getUserBalance', kind: 'latency', ms: 3000, times: 1 } },
    removeFault: {
      input: { id: 1 },
      before: async (setup, { control }) => ({
        id: (
          (await setup.control(control.world.addFault, { path: 'user/login', kind: 'error', msg: 'Maintenance' })) as {
            fault: { id: number };
          }
        ).fault.id,
      }),
    },
    exportState: { input: { secrets: 'false' } },
    // The smallest world that imports: the seeded world's counters, no records (a real export is tens of kilobytes).
    importState: {
      input: { version: 1, seed: 20261122, now: Date.parse('2026-11-22T12:00:00+08:00'), counters: {}, collections: {}, secrets: false },
      before: async (setup, { control }) => ({
        counters: ((await setup.control(control.world.exportState, { secrets: 'false' })) as { counters: Record<string, number> }).counters,
      }),
    },
  },
  worlds: {
    create: { input: { name: 'qa-anna', seed: 20261122, clock: 'frozen' } },
    // The recorder's app keeps its worlds from one call to the next (a reset is the default world's): a name each.
    copy: {
      input: { name: 'qa-bob', to: 'qa-bob-2' },
      before: async (setup, { control }) => void (await setup.control(control.worlds.create, { name: 'qa-bob' })),
    },
    remove: {
      input: { name: 'qa-cleo' },
      before: async (setup, { control }) => void (await setup.control(control.worlds.create, { name: 'qa-cleo' })),
    },
  },
  account: {
    expireSessions: { input: { username: 'demo01' } },
    resetCode: {
      input: { username: 'demo01' },
      before: async (setup, { api }) => void (await setup.api(api.account.sendResetCode, { username: 'demo01', mobile: '13800000001' })),
    },
  },
  funds: {
    updateSettings: { input: { depositDelayMs: null, withdrawalDelayMs: 300000 } },
    turnover: { input: { username: 'demo01', validBet: '500.00' } },
  },
  deposit: {
    deposits: {
      input: { status: 'pending', username: 'demo01' },
      before: async (setup, contract) => void (await pendingDeposit(setup, contract)),
    },
    approveDeposit: { input: { orderNo: '' }, before: pendingDeposit },
    rejectDeposit: { input: { orderNo: '' }, before: pendingDeposit },
  },
  withdrawal: {
    withdrawals: {
      input: { status: 'pending', username: 'demo01' },
      before: async (setup, contract) => void (await pendingWithdrawal(setup, contract)),
    },
    payWithdrawal: { input: { orderNo: '' }, before: pendingWithdrawal },
    rejectWithdrawal: { input: { orderNo: '' }, before: pendingWithdrawal },
  },
  games: {
    bets: {
      input: { username: 'demo01', status: 0, limit: 2 },
      before: async (setup, contract) => void (await sportsBet(setup, contract)),
    },
    settleBets: {
      input: { username: 'demo01', outcome: 'win' },
      before: async (setup, contract) => void (await sportsBet(setup, contract)),
    },
    cancelBet: { input: { orderNo: '', withdrawn: false }, before: sportsBet },
  },
  lottery: {
    jump: { input: { lotteryId: 1, to: 'draw' } },
    cancel: { input: { lotteryId: 1, issue: '20261122-0721' } },
    orders: {
      input: { username: 'demo01', lotteryId: 1 },
      before: async (setup, { api }) =>
        void (await setup.api(api.lottery.placeOrder, {
          lotteryId: 1,
          issue: '20261122-0721',
          bets: [{ option: 'big', amount: '10.00' }],
        })),
    },
  },
  vip: { setLevel: { input: { username: 'demo02', level: 3 } } },
  protection: {
    list: { input: { username: 'demo01' } },
    notices: { input: { shown: false } },
    raiseDue: {
      input: { username: 'demo01' },
      before: async (setup, { api }) => {
        await setup.api(api.protection.setLimit, { kind: 'loss', period: 'day', amount: '100.00' });
        await setup.api(api.protection.setLimit, { kind: 'loss', period: 'day', amount: '400.00' });
      },
    },
    endTimeOut: {
      input: { username: 'demo01' },
      before: async (setup, { api }) => void (await setup.api(api.protection.takeTimeOut, { length: 'week', password: 'demo1234' })),
    },
  },
  chat: {
    handovers: { input: { status: 'waiting' }, before: async (setup, contract) => void (await chatQuestion(setup, contract)) },
    reply: { input: { username: 'demo01' }, before: async (setup, contract) => void (await chatQuestion(setup, contract)) },
  },
  feedback: {
    list: { input: { status: 'pending' }, before: async (setup, contract) => void (await pendingFeedback(setup, contract)) },
    reply: { input: { id: 0, content: 'Thank you: the dark lottery rooms are planned for the next release.' }, before: pendingFeedback },
  },
  partner: {
    applications: { input: { status: 'pending' }, before: async (setup, contract) => void (await pendingApplication(setup, contract)) },
    approveApplication: { input: { orderNo: '' }, before: pendingApplication },
    rejectApplication: { input: { orderNo: '' }, before: pendingApplication },
  },
};
