import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, failure, loginAs, testApp } from './helpers';

/** issue 14: the server's own sentence for an exclusive bound, from the contract's message builder. */
describe('refusals name the bound that was missed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('activity/detail?id=0 says "greater than 0", not "at least 0", in both languages', async () => {
    expect(failure(await call(app, api.promotions.detail, { id: 0 })).msg).toBe('ID must be greater than 0');
    expect(failure(await call(app, api.promotions.detail, { id: 0 }, { lang: 'zh_hans' })).msg).toBe('ID必须大于 0');
  });

  it('a withdrawal with method 0 says the method must be greater than 0', async () => {
    const { token } = await loginAs(app);
    const response = await call(
      app,
      api.withdrawal.submit,
      { amount: '100.00', secondaryPassword: '123456', methodId: 0, payeeId: 1 },
      { token },
    );
    expect(failure(response).msg).toBe('Withdrawal method must be greater than 0');
  });
});
