import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, ctl, failure, loginAs, testApp } from '../helpers';
import { bindCard, centralBalance } from '../funds/wallet-helpers';

type Session = { token: string; uid: number };

/** issue 9: a retry of the same money submission acts once. */
describe('Idempotency-Key on money calls', () => {
  let app: FastifyInstance;
  let demo01: Session;
  beforeEach(async () => {
    app = await testApp();
    demo01 = await loginAs(app, 'demo01');
  });
  afterEach(() => app.close());

  const send = (path: string, body: object, key: string | undefined, session: Session = demo01) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: body,
      headers: { token: session.token, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  async function withdrawal() {
    const payee = await bindCard(app, demo01);
    return { amount: '100.00', secondaryPassword: '123456', methodId: 1, payeeId: payee.id };
  }

  it('two identical withdrawals sent at once debit once and get the same answer', async () => {
    const body = await withdrawal();
    const before = await centralBalance(app, demo01);
    const [first, second] = await Promise.all([
      send(api.withdrawal.submit.path, body, 'tap-1'),
      send(api.withdrawal.submit.path, body, 'tap-1'),
    ]);
    expect(first.json()).toMatchObject({ code: 1 });
    expect(second.body).toBe(first.body);
    expect(Number(before) - Number(await centralBalance(app, demo01))).toBeCloseTo(100, 2);
  });

  it('a replay after completion answers the first answer again and debits once', async () => {
    const before = await centralBalance(app, demo01);
    const body = { from: 'central', to: 'ag_slots', amount: '10.00' };
    const first = await send(api.funds.transfer.path, body, 'retry-7');
    const replay = await send(api.funds.transfer.path, { amount: '10.00', to: 'ag_slots', from: 'central' }, 'retry-7');
    expect(first.json()).toMatchObject({ code: 1 });
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(Number(before) - Number(await centralBalance(app, demo01))).toBeCloseTo(10, 2);
    // Without a key, the same body is a new transfer.
    await send(api.funds.transfer.path, body, undefined);
    expect(Number(before) - Number(await centralBalance(app, demo01))).toBeCloseTo(20, 2);
  });

  it('refuses the same key with a different body, and a malformed key', async () => {
    await send(api.funds.transfer.path, { from: 'central', to: 'ag_slots', amount: '10.00' }, 'k-1');
    const other = await send(api.funds.transfer.path, { from: 'central', to: 'ag_slots', amount: '11.00' }, 'k-1');
    expect(failure(other).msg).toBe('This Idempotency-Key was already used with a different request; use a new key for a new submission');
    expect(failure(await send(api.funds.transfer.path, { from: 'central', to: 'ag_slots', amount: '1.00' }, 'bad key')).msg).toBe(
      'Idempotency-Key must be 1–128 visible ASCII characters',
    );
  });

  it('keeps keys per player, and for 24 clock hours', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const body = { from: 'central', to: 'ag_slots', amount: '1.00' };
    const mine = await send(api.funds.transfer.path, body, 'shared');
    const theirs = await send(api.funds.transfer.path, body, 'shared', demo02);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ code: 1 });
    await ctl(app).world.advance({ hours: 24 });
    const later = await send(api.funds.transfer.path, body, 'shared');
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(later.body).not.toBe(mine.body);
  });

  it('does not keep a refusal: the retry is checked again', async () => {
    const body = { from: 'central', to: 'ag_slots', amount: '999999.00' };
    const refused = await send(api.funds.transfer.path, body, 'poor');
    expect(refused.json()).toMatchObject({ code: 0 });
    expect((await send(api.funds.transfer.path, { ...body, amount: '1.00' }, 'poor')).json()).toMatchObject({ code: 1 });
  });

  it('documents the header on every money call in the OpenAPI document', async () => {
    type Parameter = { name: string; in: string } | { $ref: string };
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { post?: { parameters?: Parameter[] } }>;
      components: { parameters: Record<string, { name: string; in: string }> };
    };
    // A parameter shared by several calls is a named one (`#/components/parameters/…`).
    const resolved = (p: Parameter) => ('$ref' in p ? doc.components.parameters[p.$ref.split('/').pop()!]! : p);
    for (const endpoint of [api.funds.transfer, api.funds.oneClickRecycle, api.deposit.submit, api.withdrawal.submit]) {
      const names = doc.paths[`/api/${endpoint.path}`]?.post?.parameters?.map(resolved).map((p) => `${p.in}:${p.name}`);
      expect(names).toContain('header:Idempotency-Key');
    }
  });
});
