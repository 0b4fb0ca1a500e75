/**
 * A client as an outside team writes it: types generated from the served OpenAPI document by
 * openapi-typescript (`./api`, written by the test beside this file, never committed) and openapi-fetch.
 * It logs in, reads the balance and transfers money. The test compiles it with tsc (strict) and runs the
 * output against the mock, so a document change that breaks such a client fails `npm test`.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

type Money = components['schemas']['Money'];

export interface Outcome {
  uid: number;
  balanceBefore: Money;
  transferred: { from: Money; to: Money };
  balanceAfter: Money;
  refusal: string;
  unauthorized: number;
}

/** The envelope's success, or the platform's refusal (`code: 0`) as an error with its message. */
function ok<T extends { code: number }>(answer: T | undefined): Extract<T, { code: 1 }> {
  if (!answer) throw new Error('no answer');
  if (answer.code !== 1) throw new Error(`refused: ${(answer as unknown as { msg: string }).msg}`);
  return answer as Extract<T, { code: 1 }>;
}

export async function journey(baseUrl: string): Promise<Outcome> {
  const api = createClient<paths>({ baseUrl });

  const login = await api.POST('/api/user/login', {
    body: { username: 'demo01', password: 'demo1234' },
    params: { header: { lang: 'en' } },
  });
  const session = ok(login.data).data;
  const headers = { TOKEN: session.token };

  const before = ok((await api.GET('/api/common/getUserBalance', { headers })).data).data;

  const transfer = await api.POST('/api/fundslog/transfer', {
    headers: { ...headers, 'Idempotency-Key': 'outside-client-1' },
    body: { from: 'central', to: 'ag_slots', amount: '100.00' },
  });
  const moved = ok(transfer.data).data;

  const after = ok((await api.GET('/api/common/getUserBalance', { headers })).data).data;

  // A refusal travels as HTTP 200 with code 0 and a message; a missing session as HTTP 401.
  const refused = await api.POST('/api/fundslog/transfer', { headers, body: { from: 'central', to: 'ag_slots', amount: '0.00' } });
  const refusal = refused.data && refused.data.code === 0 ? refused.data.msg : '';
  const anonymous = await api.GET('/api/common/getUserBalance');

  return {
    uid: session.uid,
    balanceBefore: before.balance,
    transferred: { from: moved.from.balance, to: moved.to.balance },
    balanceAfter: after.balance,
    refusal,
    unauthorized: anonymous.error ? anonymous.response.status : 0,
  };
}
