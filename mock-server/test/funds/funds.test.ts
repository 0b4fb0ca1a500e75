import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, CENTRAL, nextOrderNo, post } from '@mock/core/ledger';
import { loginAs, testApp } from '../helpers';
import { api, ok, refused, type Session } from './wallet-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeAll(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterAll(() => app.close());

describe('fundslog wallets', () => {
  it('lists the central wallet first, then every venue, with the total', async () => {
    const list = await ok(app, api.funds.getWalletList, {}, demo01, { lang: 'zh_hans' });
    expect(list.wallets[0]).toEqual({ code: 'central', name: '中心钱包', balance: '8888.00', maintenance: false });
    expect(list.wallets).toHaveLength(13);
    expect(list.wallets.find((w) => w.code === 'dragon_live')?.maintenance).toBe(true);
    expect(list.total).toBe('8888.00');
  });

  it('lists venues for visitors, optionally one category ("hot" lists all)', async () => {
    const all = await ok(app, api.funds.getVenuesList, {}, null);
    expect(all).toHaveLength(12);
    const sports = await ok(app, api.funds.getVenuesList, { category: 7 }, null, { lang: 'en' });
    expect(sports.map((v) => v.name)).toEqual(['Harbour Sports', 'Summit Sports']);
    expect(await ok(app, api.funds.getVenuesList, { category: 1 }, null)).toHaveLength(12);
  });

  it('transfers central → venue and back, answering both balances', async () => {
    const out = await ok(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '60.00' }, demo01);
    expect(out.from).toEqual({ code: 'central', balance: '8828.00' });
    expect(out.to).toEqual({ code: 'ag_slots', balance: '60.00' });
    expect(out.orderNo).toMatch(/^TR20261122\d{6}$/);
    const back = await ok(app, api.funds.transfer, { from: 'ag_slots', to: 'central', amount: '10.50' }, demo01);
    expect(back.from.balance).toBe('49.50');
    const balance = await ok(app, api.account.getUserBalance, {}, demo01);
    expect(balance).toEqual({ balance: '8838.50', venueBalance: '49.50', total: '8888.00' });
  });

  it('refuses venue → venue with a clear message', async () => {
    expect(await refused(app, api.funds.transfer, { from: 'ag_slots', to: 'jade_spin', amount: '1.00' }, demo01)).toBe(
      'Venue wallets cannot transfer to each other; transfer through the central wallet',
    );
    expect(
      await refused(app, api.funds.transfer, { from: 'ag_slots', to: 'jade_spin', amount: '1.00' }, demo01, { lang: 'zh_hans' }),
    ).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a missing, zero or malformed amount, the same wallet, an unknown wallet and a maintenance venue', async () => {
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '' }, demo01)).toBe('Amount is required');
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '0' }, demo01)).toBe(
      'The amount must be greater than 0',
    );
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '1.234' }, demo01)).toBe(
      'Enter an amount with at most 2 decimals',
    );
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'central', amount: '1.00' }, demo01)).toBe(
      'Choose two different wallets',
    );
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'nowhere', amount: '1.00' }, demo01)).toBe(
      'There is no wallet nowhere',
    );
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'dragon_live', amount: '1.00' }, demo01)).toBe(
      'Dragon Hall Live is under maintenance: transfers to and from it are paused',
    );
  });

  it('refuses more than the source balance, to the fen, and changes nothing', async () => {
    const before = await ok(app, api.funds.getWalletList, {}, demo01);
    const venue = before.wallets.find((w) => w.code === 'ag_slots')!.balance;
    const over = (Number(venue) + 0.01).toFixed(2);
    expect(await refused(app, api.funds.transfer, { from: 'ag_slots', to: 'central', amount: over }, demo01)).toBe(
      'The amount exceeds your balance',
    );
    expect(await refused(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '8838.51' }, demo01)).toBe(
      'The amount exceeds your balance',
    );
    expect(await ok(app, api.funds.getWalletList, {}, demo01)).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fundslog/getWalletList' });
    expect(response.statusCode).toBe(401);
  });
});

describe('fundslog one-click recycle', () => {
  it('moves every venue balance to central, reports it, and skips maintenance venues', async () => {
    const session = await loginAs(app, 'demo02');
    await ok(app, api.funds.transfer, { from: 'central', to: 'jade_spin', amount: '100.00' }, session);
    await ok(app, api.funds.transfer, { from: 'central', to: 'harbour_sports', amount: '0.01' }, session);
    // A maintenance venue can only hold money from before its maintenance: post it straight to the ledger.
    const world = app.mock.world;
    await post(world, app.mock.clock.now(), {
      uid: session.uid,
      wallet: 'dragon_live',
      type: 'adjustment',
      amountFen: 5_00,
      orderNo: nextOrderNo(world, 'AJ', 0),
    });
    const result = await ok(app, api.funds.oneClickRecycle, {}, session, { lang: 'en' });
    expect(result.moved).toEqual([
      { code: 'jade_spin', name: 'Jade Spin', amount: '100.00' },
      { code: 'harbour_sports', name: 'Harbour Sports', amount: '0.01' },
    ]);
    expect(result.skipped).toEqual([{ code: 'dragon_live', name: 'Dragon Hall Live', amount: '5.00' }]);
    expect(result).toMatchObject({ total: '100.01', centralBalance: '500.00' });
    const again = await ok(app, api.funds.oneClickRecycle, {}, session);
    expect(again).toMatchObject({ moved: [], total: '0.00' });
    expect(world.db.ledger.where({ uid: session.uid, wallet: CENTRAL, type: 'transferIn' })).toHaveLength(2);
    expect(auditLedger(world)).toEqual([]);
  });
});
