import type { FastifyInstance } from 'fastify';

/**
 * Bursts of wrong secrets through every call that checks one, then the right secret through every call
 * onto the same secret: each secret has one failure budget, so after a burst the right one must be refused
 * wherever it is tried, and of a burst of 20 at once at most BUDGET may have been checked (read from the
 * world's failure counts, which count each attempt before its check; the others are told to wait). A door that lets the right secret through, or checks more, is a guessing oracle. Each
 * pair starts from a reset world; demo01 (password demo1234, withdrawal password 123456) with a card bound.
 */
const BUDGET = 5;
const BURST = 20;
const RIGHT = { login: 'demo1234', withdrawal: '123456' } as const;
const WAITING = /^(Too many incorrect passwords|Withdrawals are locked after)/;

type Secret = keyof typeof RIGHT;
interface Door {
  name: string;
  secret: Secret;
  request: (
    candidate: string,
    session: { token: string; payeeId: number },
  ) => { url: string; body: Record<string, unknown>; asPlayer: boolean };
}

const NEW_PIN = { secondaryPassword: '135790', confirmSecondaryPassword: '135790' };
const DOORS: Door[] = [
  {
    name: 'user/login',
    secret: 'login',
    request: (c) => ({ url: '/api/user/login', body: { username: 'demo01', password: c }, asPlayer: false }),
  },
  {
    name: 'user/resetpwd',
    secret: 'login',
    request: (c) => ({
      url: '/api/user/resetpwd',
      body: { oldPassword: c, newPassword: 'newpass99', confirmPassword: 'newpass99' },
      asPlayer: true,
    }),
  },
  {
    name: 'user/resetsecondarypwd (login password)',
    secret: 'login',
    request: (c) => ({ url: '/api/user/resetsecondarypwd', body: { oldPassword: c, ...NEW_PIN }, asPlayer: true }),
  },
  {
    name: 'withdraw/submit',
    secret: 'withdrawal',
    request: (c, s) => ({
      url: '/api/withdraw/submit',
      body: { amount: '100', methodId: 1, payeeId: s.payeeId, secondaryPassword: c },
      asPlayer: true,
    }),
  },
  {
    name: 'user/resetsecondarypwd (withdrawal password)',
    secret: 'withdrawal',
    request: (c) => ({ url: '/api/user/resetsecondarypwd', body: { oldPassword: c, ...NEW_PIN }, asPlayer: true }),
  },
];

/** A wrong candidate of the secret's own format (so the contract lets it reach the check). */
const wrong = (secret: Secret, i: number) => (secret === 'login' ? `wrong${String(i).padStart(3, '0')}` : String(900_000 + i));

export async function secretBursts(app: FastifyInstance): Promise<{ requests: number; anomalies: string[] }> {
  const anomalies: string[] = [];
  let requests = 0;
  // Each pair from an address of its own: the world is reset, the per-client throttle (real time) is not.
  let client = '';
  const post = async (url: string, body: Record<string, unknown>, token?: string) => {
    requests++;
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: client,
      headers: { lang: 'en', ...(token ? { token } : {}) },
    });
    return response.json() as { code: number; msg: string; data: unknown };
  };

  const secretGuards = async () => {
    requests++;
    const state = await app.inject({ method: 'GET', url: '/__mock/state?secrets=true' });
    return (state.json() as { data: { collections: { secretGuards: Array<{ key: string; failures: number }> } } }).data.collections
      .secretGuards;
  };

  for (const [b, burst] of DOORS.entries()) {
    for (const [r, right] of DOORS.entries()) {
      if (right.secret !== burst.secret) continue;
      client = `10.1.${b}.${r}`;
      await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, payload: '{}' });
      const login = await post('/api/user/login', { username: 'demo01', password: RIGHT.login });
      if (login.code !== 1) throw new Error(`secret bursts: could not log in as demo01: ${login.msg}`);
      const { token } = login.data as { token: string };
      const card = await post(
        '/api/withdraw/addBank',
        { cardholderName: '张伟', bankId: 2, cardNumber: '6222020200112233446', bankAddress: 'Central branch' },
        token,
      );
      if (card.code !== 1) throw new Error(`secret bursts: could not bind a card for demo01: ${card.msg}`);
      const session = { token, payeeId: (card.data as { id: number }).id };
      const send = (door: Door, candidate: string) => {
        const { url, body, asPlayer } = door.request(candidate, session);
        return post(url, body, asPlayer ? token : undefined);
      };

      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(burst, wrong(burst.secret, i))));
      if (answers.some((a) => a.code === 1))
        anomalies.push(`secret bursts: a wrong ${burst.secret} secret was accepted through ${burst.name}`);
      // Every attempt that was checked is counted before its check: a count over the budget is a check too many.
      for (const guard of await secretGuards()) {
        if (guard.failures > BUDGET)
          anomalies.push(
            `secret bursts: ${guard.failures} of ${BURST} wrong secrets at once were checked through ${burst.name} (${guard.key}; budget ${BUDGET})`,
          );
      }
      const after = await send(right, RIGHT[right.secret]);
      if (!WAITING.test(after.msg))
        anomalies.push(
          `secret bursts: after ${BURST} wrong through ${burst.name}, the right ${right.secret} secret through ${right.name} was answered "${after.msg}", not told to wait`,
        );
    }
  }
  return { requests, anomalies };
}
