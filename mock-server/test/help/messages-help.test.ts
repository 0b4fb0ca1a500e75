import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, failure, loginAs, okData, testApp, validRegistration } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const list = async (token: string, query: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') =>
  okData(api.help.getAllMessageList, await call(app, api.help.getAllMessageList, query, { token, lang }));
const unread = async (token: string) => okData(api.account.getUser, await call(app, api.account.getUser, {}, { token })).unreadMessages;

describe('Message/getAllMessageList and Message/getMessageInfo', () => {
  it('lists notices and the welcome message, newest first, unread, in the request language', async () => {
    const { token } = await loginAs(app, 'demo01');
    const en = await list(token);
    expect(en.total).toBe(10);
    expect(en.unread).toBe(4);
    expect(en.list.filter((m) => !m.read).map((m) => m.title)).toEqual([
      'New: provably fair lotteries',
      'Scheduled maintenance on Thursday',
      'Welcome to Star Harbour',
      'Your account is ready',
    ]);
    // demo01's month of deposits and withdrawals (areas/records/money-story.ts) left one message per decision, read since.
    expect(en.list.filter((m) => m.read).map((m) => m.title)).toEqual([
      'Withdrawal paid',
      'Withdrawal rejected',
      'Withdrawal paid',
      'Deposit not credited',
      'Deposit credited',
      'Deposit credited',
    ]);
    expect(en.list.every((m) => !m.excerpt.includes('<'))).toBe(true);
    expect((await list(token, {}, 'zh_hans')).list[0]?.title).toBe('新上线：可验证公平彩票');
    expect((await list(token, { kind: 2 })).list.map((m) => m.kind)).toEqual(Array(7).fill(2));
    expect(await list(token, { page: 2, pageSize: 3 })).toMatchObject({ total: 10, page: 2, pageSize: 3, unread: 4 });
  });

  it('reading a message marks it read for that player only; the unread count drops once', async () => {
    const a = await loginAs(app, 'demo01');
    const b = await loginAs(app, 'demo02');
    expect(await unread(a.token)).toBe(4);
    const first = (await list(a.token)).list.find((m) => !m.read)!;
    const message = okData(api.help.getMessageInfo, await call(app, api.help.getMessageInfo, { id: first.id }, { token: a.token }));
    expect(message).toMatchObject({ id: first.id, read: true, title: first.title });
    expect(message.content).toContain('<p>');
    okData(api.help.getMessageInfo, await call(app, api.help.getMessageInfo, { id: first.id }, { token: a.token }));
    expect(await unread(a.token)).toBe(3);
    expect((await list(a.token)).list.find((m) => m.id === first.id)?.read).toBe(true);
    expect(await unread(b.token)).toBe(4);
  });

  it("refuses another player's personal message and an unknown id", async () => {
    const a = await loginAs(app, 'demo01');
    const b = await loginAs(app, 'demo02');
    const personal = (await list(a.token, { kind: 2 })).list[0]!;
    expect(failure(await call(app, api.help.getMessageInfo, { id: personal.id }, { token: b.token })).msg).toBe(
      'This message does not exist',
    );
    expect(failure(await call(app, api.help.getMessageInfo, { id: 9999 }, { token: a.token, lang: 'zh_hans' })).msg).toBe('该消息不存在');
    expect(await unread(b.token)).toBe(4);
  });

  it('a player registered later sees the notices (no welcome message of the seed)', async () => {
    const { token } = okData(api.account.register, await call(app, api.account.register, validRegistration('newbie77')));
    expect((await list(token)).total).toBe(3);
  });

  it('needs a login', async () => {
    expect((await call(app, api.help.getAllMessageList, {})).statusCode).toBe(401);
  });
});

describe('help/getList and help/getDetails', () => {
  it('lists the six categories with their articles to visitors, in both languages', async () => {
    const en = okData(api.help.getList, await call(app, api.help.getList, {}));
    expect(en.map((c) => c.name)).toEqual(['Deposits', 'Withdrawals', 'Transfers', 'VIP', 'Security', 'Account']);
    expect(en.every((c) => c.articles.length > 0)).toBe(true);
    const zh = okData(api.help.getList, await call(app, api.help.getList, { categoryId: 2 }, { lang: 'zh_hans' }));
    expect(zh).toHaveLength(1);
    expect(zh[0]?.name).toBe('取款');
    expect(failure(await call(app, api.help.getList, { categoryId: 99 })).msg).toBe('This help category does not exist');
  });

  it('answers an article with rich text and a fixed edit date; an unknown id is refused', async () => {
    const article = okData(api.help.getDetails, await call(app, api.help.getDetails, { id: 202 }));
    expect(article).toMatchObject({ id: 202, categoryId: 2, title: 'Fees, limits and turnover', updatedAt: '2026-11-14T12:00:00+08:00' });
    expect(article.content).toContain('5%');
    expect(okData(api.help.getDetails, await call(app, api.help.getDetails, { id: 202 }, { lang: 'zh_hans' })).title).toBe(
      '手续费、限额与流水',
    );
    expect(failure(await call(app, api.help.getDetails, { id: 7 })).msg).toBe('This help article does not exist');
  });
});
