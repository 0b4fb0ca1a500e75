import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, control, ctl, failure, loginAs, okData, testApp } from '../helpers';
import { GIF_BYTES, PNG_BYTES, pngOfSize } from '../multipart';
import { deposit } from '../funds/wallet-helpers';
import {
  DAY,
  feedbackOf,
  listOf,
  MINUTE,
  ok,
  oneOrderOfEachKind,
  refused,
  submitRaw,
  TWENTY,
  upload,
  type Session,
} from './feedback-helpers';

let app: FastifyInstance;
let demo02: Session;
beforeEach(async () => {
  app = await testApp();
  demo02 = await loginAs(app, 'demo02');
});
afterEach(() => app.close());

const step = (ms: number) =>
  ctl(app)
    .world.advance({ ms })
    .then(() => undefined);
const orders = (session: Session, input: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') =>
  ok(app, api.feedback.getOrder, input, session, { lang });
const submit = (session: Session, body: Record<string, unknown>) => ok(app, api.feedback.submit, body, session);
const uploaded = async (session: Session) => okData(api.common.upload, await upload(app, session));

describe('feedback/getOrder', () => {
  it("lists the player's own orders of every kind of the past 7 days, newest first, titled in the request language", async () => {
    const made = await oneOrderOfEachKind(app, demo02, step);
    const list = await orders(demo02);
    expect(list.map((o) => [o.orderNo, o.kind])).toEqual([
      [made.withdrawal, 2],
      [made.fastFood, 6],
      [made.lottery, 5],
      [made.transfer, 3],
      [made.deposit, 1],
    ]);
    expect(list.map((o) => o.amount)).toEqual(['100.00', '3.00', '5.00', '20.00', '100.00']);
    expect(list[4]).toMatchObject({ title: 'Deposit · FPS express', createdAt: '2026-11-22T12:00:00+08:00' });
    expect(list[3]?.title).toBe('Transfer · Central wallet → Aurora Slots');
    expect(list[2]?.title).toMatch(/^Lottery · 1-minute Dice · 20261122-\d{4}$/);
    expect(list[1]?.title).toMatch(/^Fast food · FF20261122-\d{4}$/);
    expect(list[0]?.title).toMatch(/^Withdrawal · /);
    const zh = await orders(demo02, {}, 'zh_hans');
    expect(zh[3]?.title).toBe('转账 · 中心钱包 → 极光电子');
    expect(zh[2]?.title).toMatch(/^彩票 · 一分快三 · /);
    // Another player's orders are never offered.
    const demo01 = await loginAs(app, 'demo01');
    const theirs = new Set((await orders(demo01)).map((o) => o.orderNo));
    expect(Object.values(made).filter((orderNo) => theirs.has(orderNo))).toEqual([]);
  });

  it('offers only the kinds that fit the question type', async () => {
    const made = await oneOrderOfEachKind(app, demo02, step);
    const numbers = async (type: number) => (await orders(demo02, { type })).map((o) => o.orderNo);
    expect(await numbers(1)).toEqual([made.deposit]);
    expect(await numbers(2)).toEqual([made.withdrawal]);
    expect(await numbers(4)).toEqual([made.fastFood, made.lottery]);
    expect(await numbers(8)).toEqual([made.fastFood, made.lottery, made.deposit]);
    for (const type of [3, 5, 6, 7, 9]) expect(await numbers(type)).toHaveLength(5);
    expect(await refused(app, api.feedback.getOrder, { type: 10 }, demo02)).toBe('Please choose a question type');
  });

  it('drops an order once it is more than 7 × 24 hours old', async () => {
    const order = await deposit(app, demo02, '100.00');
    await step(7 * DAY - MINUTE);
    demo02 = await loginAs(app, 'demo02'); // sessions do not last a week
    expect((await orders(demo02)).map((o) => o.orderNo)).toContain(order.orderNo);
    await step(2 * MINUTE);
    expect((await orders(demo02)).map((o) => o.orderNo)).not.toContain(order.orderNo);
  });

  it("names lobby bets with their game, and only the week's (demo01's seeded history goes back 40 days)", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const bets = await orders(demo01, { type: 4 });
    expect(bets.length).toBeGreaterThan(0);
    const weekAgo = Date.parse('2026-11-15T12:00:00+08:00');
    for (const bet of bets) {
      expect(bet.kind).toBe(4);
      expect(bet.title).toMatch(/^Game bet · \S/);
      expect(Date.parse(bet.createdAt)).toBeGreaterThanOrEqual(weekAgo);
    }
    const seeded = app.mock.world.db.bets.findMany((q) => q.where({ uid: demo01.uid }));
    expect(seeded.some((b) => b.betAt < weekAgo)).toBe(true);
  });

  it('needs a login (401)', async () => {
    expect((await call(app, api.feedback.getOrder, {})).statusCode).toBe(401);
  });
});

describe('feedback/submit', () => {
  it('takes a valid feedback with a related order and an image, stored as the upload record names it', async () => {
    const order = await deposit(app, demo02, '100.00');
    const image = await uploaded(demo02);
    const sent = await submit(demo02, { type: 1, orderNo: order.orderNo, description: `  ${TWENTY}  `, images: [image.path] });
    expect(sent.createdAt).toBe('2026-11-22T12:00:00+08:00');
    const detail = await ok(app, api.feedback.detail, { id: sent.id }, demo02);
    expect(detail).toEqual({
      id: sent.id,
      type: 1,
      status: 0,
      createdAt: '2026-11-22T12:00:00+08:00',
      repliedAt: null,
      description: TWENTY,
      orderNo: order.orderNo,
      images: [image.url],
      reply: null,
    });
    // The image is served where the detail says.
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
  });

  it.each([
    ['19 characters', { description: 'x'.repeat(19) }, 'Description: 20–200 characters'],
    ['201 characters', { description: 'x'.repeat(201) }, 'Description: 20–200 characters'],
    ['whitespace only', { description: ' \n\t '.repeat(10) }, 'Description is required'],
    ['19 characters padded to 25 with spaces', { description: `   ${'x'.repeat(19)}   ` }, 'Description: 20–200 characters'],
    ['a type outside the nine', { type: 10 }, 'Please choose a question type'],
    ['no type', { type: undefined }, 'Please choose a question type'],
    ['4 images', { images: ['a', 'b', 'c', 'd'] }, 'At most 3 images'],
  ])('refuses %s and stores nothing', async (_name, change, msg) => {
    expect(await refused(app, api.feedback.submit, feedbackOf(change), demo02)).toBe(msg);
    expect((await listOf(app, demo02)).total).toBe(0);
  });

  it('counts characters, not UTF-16 units: 20 emoji are 20 characters, 201 are too many', async () => {
    expect((await submit(demo02, feedbackOf({ description: '😀'.repeat(20) }))).id).toBeGreaterThan(0);
    expect(await refused(app, api.feedback.submit, feedbackOf({ description: '😀'.repeat(201) }), demo02)).toBe(
      'Description: 20–200 characters',
    );
    expect((await submit(demo02, feedbackOf({ description: '问'.repeat(200) }))).id).toBeGreaterThan(0);
  });

  it('refuses in Chinese too', async () => {
    expect(await refused(app, api.feedback.submit, feedbackOf({ description: '太短了' }), demo02, { lang: 'zh_hans' })).toBe(
      '问题描述：20–200 个字符',
    );
  });

  it("refuses an image that is someone else's upload, one never uploaded, and the same image twice", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const theirs = await uploaded(demo01);
    const mine = await uploaded(demo02);
    expect(await refused(app, api.feedback.submit, feedbackOf({ images: [theirs.path] }), demo02)).toBe(
      'Image 1 is not an image you uploaded: upload it again',
    );
    expect(
      await refused(
        app,
        api.feedback.submit,
        feedbackOf({ images: [mine.url, '/assets/uploads/authorization/99-1-abcdefgh.png'] }),
        demo02,
      ),
    ).toBe('Image 2 is not an image you uploaded: upload it again');
    expect(await refused(app, api.feedback.submit, feedbackOf({ images: [mine.path, mine.url] }), demo02)).toBe(
      'Image 2 is the same as an earlier one: remove it',
    );
    expect(await refused(app, api.feedback.submit, feedbackOf({ images: [theirs.url] }), demo02, { lang: 'zh_hans' })).toBe(
      '第 1 张图片不是您上传的图片，请重新上传',
    );
    expect((await listOf(app, demo02)).total).toBe(0);
  });

  it('refuses a related order older than 7 days, with the reason', async () => {
    const order = await deposit(app, demo02, '100.00');
    await step(8 * DAY);
    demo02 = await loginAs(app, 'demo02');
    expect(await refused(app, api.feedback.submit, feedbackOf({ type: 1, orderNo: order.orderNo }), demo02)).toBe(
      `Order ${order.orderNo} is older than 7 days: only orders of the past 7 days can be related`,
    );
    expect((await listOf(app, demo02)).total).toBe(0);
  });

  it("refuses someone else's order and an unknown one with the same words (nothing about who owns it)", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const theirs = await deposit(app, demo01, '100.00');
    expect(await refused(app, api.feedback.submit, feedbackOf({ type: 1, orderNo: theirs.orderNo }), demo02)).toBe(
      `Order ${theirs.orderNo} is not one of your orders`,
    );
    expect(await refused(app, api.feedback.submit, feedbackOf({ type: 1, orderNo: 'DP20261122999999' }), demo02)).toBe(
      'Order DP20261122999999 is not one of your orders',
    );
  });

  it('refuses an order that does not fit the type, and takes a blank order number as none', async () => {
    const order = await deposit(app, demo02, '100.00');
    expect(await refused(app, api.feedback.submit, feedbackOf({ type: 2, orderNo: order.orderNo }), demo02)).toBe(
      `Order ${order.orderNo} is a Deposit order, which does not fit the question type "Withdrawal Issue": choose another order or none`,
    );
    const sent = await submit(demo02, feedbackOf({ type: 1, orderNo: '  ' }));
    expect((await ok(app, api.feedback.detail, { id: sent.id }, demo02)).orderNo).toBeNull();
    // Any case of the number names the order; the order's own spelling is kept.
    const lower = await submit(demo02, feedbackOf({ type: 1, orderNo: order.orderNo.toLowerCase() }));
    expect((await ok(app, api.feedback.detail, { id: lower.id }, demo02)).orderNo).toBe(order.orderNo);
  });

  it('a double tap with one Idempotency-Key makes one feedback; the key with another body is refused', async () => {
    const body = feedbackOf();
    const first = await submitRaw(app, demo02, body, 'tap-1');
    const second = await submitRaw(app, demo02, body, 'tap-1');
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(okData(api.feedback.submit, second)).toEqual(okData(api.feedback.submit, first));
    expect((await listOf(app, demo02)).total).toBe(1);
    expect(failure(await submitRaw(app, demo02, feedbackOf({ description: `${TWENTY} Again.` }), 'tap-1')).msg).toMatch(/Idempotency-Key/);
    expect((await listOf(app, demo02)).total).toBe(1);
  });

  it('takes at most 5 a platform day, and again the next day', async () => {
    for (let i = 0; i < 5; i++) await submit(demo02, feedbackOf({ description: `${TWENTY} Number ${i + 1}.` }));
    expect(await refused(app, api.feedback.submit, feedbackOf(), demo02)).toBe(
      'You can send at most 5 feedback entries a day: please try again tomorrow',
    );
    expect((await listOf(app, demo02)).total).toBe(5);
    await ctl(app).world.setClock({ now: '2026-11-23T00:00:00+08:00' });
    expect((await submit(demo02, feedbackOf())).id).toBeGreaterThan(0);
  });

  it('needs a login (401)', async () => {
    expect((await call(app, api.feedback.submit, feedbackOf())).statusCode).toBe(401);
  });
});

describe('images go through common/upload, which checks them first', () => {
  it('refuses a 16 MB image and a file that is not png or jpeg, with a clear message', async () => {
    const big = await upload(app, demo02, { filename: 'big.png', type: 'image/png', bytes: pngOfSize(16 * 1024 * 1024) });
    expect(failure(big).msg).toBe('The image must be at most 15 MB');
    expect(failure(await upload(app, demo02, { filename: 'a.gif', type: 'image/gif', bytes: GIF_BYTES })).msg).toBe(
      'Only png, jpg or jpeg images are accepted',
    );
    expect(
      failure(await upload(app, demo02, { filename: 'notes.png', type: 'image/png', bytes: Buffer.from('not an image at all') }, 'zh_hans'))
        .msg,
    ).toBe('仅支持 png、jpg 或 jpeg 图片');
    expect(okData(api.common.upload, await upload(app, demo02, { filename: 'ok.png', type: 'image/png', bytes: PNG_BYTES })).mime).toBe(
      'image/png',
    );
  });
});

describe('feedback/list and feedback/detail', () => {
  it("lists the player's own, newest first, paged, by status, with an excerpt", async () => {
    const long = `${'The lottery hall should sort games by draw time. '.repeat(3)}`.trim();
    const ids: number[] = [];
    for (const description of [TWENTY, long, `${TWENTY} Third.`]) {
      ids.push((await submit(demo02, feedbackOf({ description }))).id);
      await step(MINUTE);
    }
    await ctl(app).feedback.reply({ id: ids[0]! });
    const all = await listOf(app, demo02, { pageSize: 2 });
    expect(all.total).toBe(3);
    expect(all.list.map((f) => f.id)).toEqual([ids[2], ids[1]]);
    expect(all.list[1]?.excerpt).toBe(`${[...long].slice(0, 39).join('')}…`);
    expect((await listOf(app, demo02, { page: 2, pageSize: 2 })).list.map((f) => f.id)).toEqual([ids[0]]);
    expect((await listOf(app, demo02, { status: 0 })).list.map((f) => f.id)).toEqual([ids[2], ids[1]]);
    const replied = await listOf(app, demo02, { status: 1 });
    expect(replied.list).toEqual([
      { id: ids[0], type: 3, excerpt: TWENTY, status: 1, createdAt: '2026-11-22T12:00:00+08:00', repliedAt: '2026-11-22T12:03:00+08:00' },
    ]);
    expect(await refused(app, api.feedback.list, { page: 1, pageSize: 20, status: 2 }, demo02)).toMatch(/Status/);
  });

  it("answers another player's id and an unknown id alike: not found", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const theirs = await submit(demo01, feedbackOf());
    expect(await refused(app, api.feedback.detail, { id: theirs.id }, demo02)).toBe('This feedback does not exist');
    expect(await refused(app, api.feedback.detail, { id: 9999 }, demo02, { lang: 'zh_hans' })).toBe('该反馈不存在');
    expect((await listOf(app, demo02)).total).toBe(0);
  });

  it("shows demo01's seeded, answered suggestion", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const [seeded] = (await listOf(app, demo01)).list;
    expect(seeded).toMatchObject({ type: 3, status: 1, createdAt: '2026-11-19T12:00:00+08:00', repliedAt: '2026-11-20T08:00:00+08:00' });
    const detail = await ok(app, api.feedback.detail, { id: seeded!.id }, demo01, { lang: 'zh_hans' });
    expect(detail.reply?.content).toBe('感谢您的建议，我们已转交产品团队：许多改进都源自会员的想法。');
  });

  it('needs a login (401)', async () => {
    expect((await call(app, api.feedback.list, { page: 1, pageSize: 20 })).statusCode).toBe(401);
    expect((await call(app, api.feedback.detail, { id: 1 })).statusCode).toBe(401);
  });
});

describe("customer service's reply", () => {
  it('arrives by the clock 30 minutes later, in the request language, about the type and the order, with a message', async () => {
    const order = await deposit(app, demo02, '100.00');
    const { id } = await submit(demo02, { type: 1, orderNo: order.orderNo, description: TWENTY });
    await step(30 * MINUTE - 1);
    expect((await ok(app, api.feedback.detail, { id }, demo02)).reply).toBeNull();
    await step(1);
    const en = await ok(app, api.feedback.detail, { id }, demo02);
    expect(en).toMatchObject({ status: 1, repliedAt: '2026-11-22T12:30:00+08:00' });
    expect(en.reply?.content).toMatch(new RegExp(`^About order ${order.orderNo}: Thank you for reporting this deposit issue\\.`));
    const zh = await ok(app, api.feedback.detail, { id }, demo02, { lang: 'zh_hans' });
    expect(zh.reply?.content).toMatch(new RegExp(`^关于订单 ${order.orderNo}：感谢您反馈存款问题。`));
    const messages = await ok(app, api.help.getAllMessageList, { kind: 2, page: 1, pageSize: 20 }, demo02);
    expect(messages.list[0]).toMatchObject({
      title: 'Customer service has replied to your feedback',
      createdAt: '2026-11-22T12:30:00+08:00',
    });
    const message = await ok(app, api.help.getMessageInfo, { id: messages.list[0]!.id }, demo02);
    expect(message.content).toContain(`href="#/pages/service/feedbackDetail?id=${id}"`);
    expect(message.content).toContain('Your feedback &#34;Deposit Issue&#34; of 2026-11-22 12:00 has an answer:');
  });

  it('an operator replies now with a text of their own; again is 409, an unknown id 404; the clock then leaves it alone', async () => {
    const { id } = await submit(demo02, feedbackOf({ type: 4 }));
    const pending = (await ctl(app).feedback.list({ username: 'demo02' })).feedback;
    expect(pending.map((f) => [f.id, f.status, f.dueAt])).toEqual([[id, 0, '2026-11-22T12:30:00+08:00']]);
    await step(5 * MINUTE);
    const text = 'We checked the round with the venue: the result stands. <b>Thank you</b>';
    const { feedback } = await ctl(app).feedback.reply({ id, content: text });
    expect(feedback).toMatchObject({ status: 1, dueAt: null, repliedAt: '2026-11-22T12:05:00+08:00', reply: { en: text, zh_hans: text } });
    const again = await ctl(app).send(control.feedback.reply, { id });
    expect([again.status, again.msg]).toEqual([409, `Feedback ${id} has already been replied to`]);
    const unknown = await ctl(app).send(control.feedback.reply, { id: 777 });
    expect([unknown.status, unknown.msg]).toEqual([404, 'No feedback 777']);
    await step(60 * MINUTE);
    expect((await ok(app, api.feedback.detail, { id }, demo02, { lang: 'zh_hans' })).reply).toEqual({
      content: text,
      repliedAt: '2026-11-22T12:05:00+08:00',
    });
    expect((await ctl(app).feedback.list({ status: 'replied', username: 'demo02' })).feedback.map((f) => f.id)).toEqual([id]);
    expect((await ctl(app).feedback.list({ username: 'demo02' })).feedback).toEqual([]);
  });

  it('without a text the operator gives the reply of the type', async () => {
    const { id } = await submit(demo02, feedbackOf({ type: 6 }));
    const { feedback } = await ctl(app).feedback.reply({ id });
    expect(feedback.reply?.en).toMatch(/^Thank you for reporting a login problem\. After 5 wrong passwords/);
    expect(feedback.reply?.zh_hans).toMatch(/^感谢您反馈登录问题。/);
  });
});
