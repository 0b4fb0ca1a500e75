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
  };
}

let counter = 0;
/** A fresh valid username per journey: letter first, 4–11 letters or digits. */
export function uniqueUsername(prefix = 'qa'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 11);
}
