import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, balanceFen, CENTRAL } from '@mock/core/ledger';
import { api, call, ctl, failure, loginAs, testApp } from './helpers';
import { bindCard } from './funds/wallet-helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('a unit of work', () => {
  it('leaves no partial write when a withdrawal fails after its debit (the order insert throws)', async () => {
    app = await testApp({ logger: false });
    const session = await loginAs(app, 'demo01');
    const card = await bindCard(app, session, '4111111111111111');
    const world = app.mock.world;
    const before = {
      central: balanceFen(world, session.uid, CENTRAL),
      entries: world.db.ledger.all().length,
      orders: world.db.withdrawalOrders.all().length,
      counters: { ...world.counters },
    };

    // The failure is injected between the ledger debit and the order row: the insert throws.
    const orders = world.db.withdrawalOrders;
    const create = orders.create.bind(orders);
    orders.create = async () => {
      throw new Error('injected: the order insert failed');
    };
    const response = await call(
      app,
      api.withdrawal.submit,
      { methodId: 1, payeeId: card.id, amount: '100.00', secondaryPassword: '123456' },
      { token: session.token },
    );
    orders.create = create;

    expect(response.statusCode).toBe(500);
    expect(failure(response).code).toBe(0);
    expect(balanceFen(world, session.uid, CENTRAL)).toBe(before.central);
    expect(world.db.ledger.all()).toHaveLength(before.entries);
    expect(world.db.withdrawalOrders.all()).toHaveLength(before.orders);
    expect(world.counters).toEqual(before.counters);
    expect(auditLedger(world)).toEqual([]);
    expect((await ctl(app).funds.audit()).problems).toEqual([]);
  });
});
