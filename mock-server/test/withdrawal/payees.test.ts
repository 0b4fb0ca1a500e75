import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs, testApp } from '../helpers';
import { api, bindCard, CARD, CARD2, ERC20_ADDRESS, ok, refused, TRC20_ADDRESS, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
let demo02: Session;
beforeAll(async () => {
  app = await testApp();
  demo02 = await loginAs(app, 'demo02');
});
afterAll(() => app.close());

const card = (overrides: Record<string, unknown> = {}) => ({
  cardholderName: 'Alice Chen',
  bankId: 3,
  cardNumber: CARD,
  bankAddress: 'Kowloon branch',
  ...overrides,
});

describe('payee reference data', () => {
  it('lists 23 banks including FPS first, with logos the mock serves', async () => {
    const banks = await ok(app, api.withdrawal.getBank, {}, null, { lang: 'zh_hans' });
    expect(banks).toHaveLength(23);
    expect(banks[0]).toMatchObject({ id: 1, code: 'FPS' });
    expect(new Set(banks.map((b) => b.code)).size).toBe(23);
    expect((await app.inject({ method: 'GET', url: banks[1]!.logo })).statusCode).toBe(200);
  });

  it('lists USDT with TRC20 and ERC20', async () => {
    const [usdt] = await ok(app, api.withdrawal.getCryptList, {}, null);
    expect(usdt?.protocols).toEqual([
      { protocol: 'TRC20', network: 'TRON' },
      { protocol: 'ERC20', network: 'Ethereum' },
    ]);
  });
});

describe('binding payees', () => {
  it('binds a bank card and answers it masked; the whole number stays on the server', async () => {
    const bound = await ok(app, api.withdrawal.addBank, card({ cardNumber: '6222 0202 0011 2233 446' }), demo02, { lang: 'en' });
    expect(bound).toMatchObject({
      type: 1,
      bankCode: 'CCB',
      bankName: 'China Construction Bank',
      cardholderName: 'Alice Chen',
      maskedNumber: '**** **** **** 3446',
    });
    const list = await call(api.withdrawal.getTypeList);
    expect(list.body).not.toContain(CARD);
    expect(app.mock.world.db.payees.findFirst((q) => q.where({ id: bound.id }))?.cardNumber).toBe(CARD);
  });

  it('refuses the same card twice, a bad cardholder name, a failed checksum and an unknown bank', async () => {
    expect(await refused(app, api.withdrawal.addBank, card(), demo02)).toBe('This account is already bound');
    expect(await refused(app, api.withdrawal.addBank, card({ cardholderName: 'Alice_1' }), demo02)).toBe(
      'Cardholder name: Chinese or English letters and the dot (·) only',
    );
    expect(await refused(app, api.withdrawal.addBank, card({ cardNumber: '6222020200112233445' }), demo02)).toBe(
      'This card number is not valid; check the digits',
    );
    expect(await refused(app, api.withdrawal.addBank, card({ cardNumber: '1234' }), demo02)).toBe(
      'Enter a valid card number (12–19 digits)',
    );
    expect(await refused(app, api.withdrawal.addBank, card({ bankId: 24, cardNumber: CARD2 }), demo02)).toBe('Please select a bank');
    expect(await refused(app, api.withdrawal.addBank, card({ bankAddress: '  ', cardNumber: CARD2 }), demo02)).toBe(
      'Bank address (branch) is required',
    );
  });

  it('binds USDT accounts with an address valid for the protocol, refusing duplicates', async () => {
    const trc = await ok(
      app,
      api.withdrawal.addCrypt,
      { alias: 'My TRON', currency: 'USDT', protocol: 'TRC20', address: TRC20_ADDRESS },
      demo02,
    );
    expect(trc).toMatchObject({ type: 2, protocol: 'TRC20', maskedAddress: 'TXkd8G…La3E' });
    expect(
      await refused(app, api.withdrawal.addCrypt, { alias: 'x', currency: 'USDT', protocol: 'ERC20', address: TRC20_ADDRESS }, demo02),
    ).toBe('This address does not match the selected protocol');
    await ok(app, api.withdrawal.addCrypt, { alias: 'ETH', currency: 'USDT', protocol: 'ERC20', address: ERC20_ADDRESS }, demo02);
    // Ethereum addresses differ only in checksum case: still the same account.
    expect(
      await refused(
        app,
        api.withdrawal.addCrypt,
        { alias: 'ETH 2', currency: 'USDT', protocol: 'ERC20', address: ERC20_ADDRESS.toLowerCase() },
        demo02,
      ),
    ).toBe('This account is already bound');
  });

  it('binds wallet accounts (real name, alias, address), refusing duplicates and bad names', async () => {
    const wallet = await ok(
      app,
      api.withdrawal.addWallet,
      { realName: 'Alice Chen', alias: 'Pocket', address: 'wallet-0001-abcdef' },
      demo02,
    );
    expect(wallet).toMatchObject({ type: 3, alias: 'Pocket', maskedAddress: 'wallet…cdef' });
    expect(
      await refused(app, api.withdrawal.addWallet, { realName: 'Alice Chen', alias: 'Again', address: 'wallet-0001-abcdef' }, demo02),
    ).toBe('This account is already bound');
    expect(await refused(app, api.withdrawal.addWallet, { realName: 'A1', alias: 'x', address: 'y' }, demo02)).toMatch(/^Real name/);
  });

  it('allows at most 5 accounts of one kind', async () => {
    const session = await loginAs(app, 'partner01');
    const numbers = ['4111111111111111', '5500000000000004', '340000000000009', '6011000000000004', '3530111333300000', '4012888888881881'];
    for (const cardNumber of numbers.slice(0, 5)) await bindCard(app, session, cardNumber);
    expect(await refused(app, api.withdrawal.addBank, card({ cardNumber: numbers[5], cardholderName: '王芳' }), session)).toBe(
      'You can bind at most 5 accounts of this kind',
    );
  });

  it('lists payees by type, newest first, and unbinds one', async () => {
    const list = await ok(app, api.withdrawal.getTypeList, {}, demo02);
    expect([list.bankCards.length, list.cryptoAccounts.length, list.wallets.length, list.maxPerType]).toEqual([1, 2, 1, 5]);
    expect(list.cryptoAccounts.map((c) => c.protocol)).toEqual(['ERC20', 'TRC20']);
    const cardId = list.bankCards[0]!.id;
    expect(await refused(app, api.withdrawal.delAddress, { id: cardId, type: 2 }, demo02)).toBe('This account does not exist');
    expect(await ok(app, api.withdrawal.delAddress, { id: cardId, type: 1 }, demo02)).toBeNull();
    expect((await ok(app, api.withdrawal.getTypeList, {}, demo02)).bankCards).toEqual([]);
    expect(await refused(app, api.withdrawal.delAddress, { id: cardId, type: 1 }, demo02)).toBe('This account does not exist');
  });

  it("does not let a player unbind another player's payee", async () => {
    const other = await loginAs(app, 'demo01');
    const theirs = await bindCard(app, other);
    expect(await refused(app, api.withdrawal.delAddress, { id: theirs.id, type: 1 }, demo02)).toBe('This account does not exist');
  });
});

async function call(endpoint: typeof api.withdrawal.getTypeList) {
  const response = await app.inject({ method: 'GET', url: `/api/${endpoint.path}`, headers: { token: demo02.token } });
  return { body: response.body };
}
