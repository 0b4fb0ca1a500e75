import { describe, expect, it } from 'vitest';
import { control as contract } from '@contracts/control';
import { PENDING_MONEY } from '@mock/scenarios/pending-money';
import { ctl, testApp } from '../helpers';

describe('reset into a scenario (POST /__mock/reset with `scenario`)', () => {
  it('starts the world again from the seed and builds the scenario into it', async () => {
    const app = await testApp();
    const control = ctl(app);
    await control.world.advance({ hours: 5 });
    const reset = await control.world.reset({ scenario: 'pending-money' });
    expect(reset.ok).toBe(true);
    const deposits = await control.deposit.deposits({ username: 'pending01' });
    expect(deposits.orders.map((order) => order.amount)).toEqual([PENDING_MONEY.deposit]);
    const withdrawals = await control.withdrawal.withdrawals({ username: 'pending01' });
    expect(withdrawals.orders.map((order) => order.amount)).toEqual([PENDING_MONEY.withdrawal]);
  });

  it('refuses an unknown scenario by name, with the names there are, and leaves the world as it was', async () => {
    const app = await testApp();
    const control = ctl(app);
    const before = await control.world.advance({ hours: 1 });
    const answer = await control.send(contract.world.reset, { scenario: 'no-such' });
    expect(answer.status).toBe(404);
    expect(answer.msg).toMatch(/^No scenario named no-such; the scenarios are: new-player, /);
    expect((await control.world.clock()).nowMs).toBe(before.nowMs);
  });

  it('without a scenario is the plain reset: the seeded world at the start instant', async () => {
    const app = await testApp();
    const control = ctl(app);
    const start = await control.world.clock();
    await control.world.advance({ hours: 2 });
    expect((await control.world.reset()).nowMs).toBe(start.nowMs);
  });
});
