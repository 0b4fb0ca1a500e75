import type { APIRequestContext } from '@playwright/test';

/** The mock server's /__mock/ control API, as QA drives it. */
export function mockControl(request: APIRequestContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const post = async (path: string, data?: unknown) => {
    const res = await request.post(`${origin}/__mock/${path}`, { data: data ?? {} });
    if (!res.ok()) throw new Error(`/__mock/${path} answered ${res.status()}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return {
    reset: () => post('reset'),
    advanceClock: (ms: number) => post('clock/advance', { ms }),
    expireSessions: (username: string) => post('sessions/expire', { username }),
    addFault: (fault: { path: string; kind: 'latency' | 'error' | 'unauthorized' | 'drop'; ms?: number; msg?: string; times?: number }) =>
      post('faults', fault),
    clearFaults: async () => {
      await request.delete(`${origin}/__mock/faults`);
    },
    /** The lobby's bets (newest first), as the mock stores them. */
    bets: async (query: { username?: string; status?: number; limit?: number } = {}) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const res = await request.get(`${origin}/__mock/bets?${params.toString()}`);
      if (!res.ok()) throw new Error(`/__mock/bets answered ${res.status()}`);
      return ((await res.json()) as { bets: Array<{ orderNo: string; stake: string; validBet: string; winLoss: string; status: number; venueCode: string }> }).bets;
    },
    settleBets: (body: { orderNo?: string; username?: string; outcome?: 'win' | 'lose' }) => post('bets/settle', body),
    /** Wallet orders (issue 3): pending by default, newest first. */
    walletOrders: async (kind: 'deposits' | 'withdrawals', query: { username?: string; status?: string } = {}) => {
      const res = await request.get(`${origin}/__mock/wallet/${kind}`, { params: query });
      if (!res.ok()) throw new Error(`/__mock/wallet/${kind} answered ${res.status()}`);
      return ((await res.json()) as { orders: Array<{ orderNo: string; amount: string; status: number }> }).orders;
    },
    decideDeposit: (orderNo: string, decision: 'approve' | 'reject') => post(`wallet/deposits/${orderNo}/${decision}`),
    decideWithdrawal: (orderNo: string, decision: 'pay' | 'reject') => post(`wallet/withdrawals/${orderNo}/${decision}`),
  };
}

let counter = 0;
/** A fresh valid username per journey: letter first, 4–11 letters or digits. */
export function uniqueUsername(prefix = 'qa'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 11);
}
