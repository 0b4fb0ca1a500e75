import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, call, control, controlCall, ctl, failure, loginAs, okData, testApp } from '../helpers';
import { conversation, send, uploadPng } from './chat-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const sendOk = async (token: string, body: Record<string, unknown>, options: Parameters<typeof send>[3] = {}) =>
  okData(api.chat.send, await send(app, token, body, options));

describe('chat/send and chat/getMessages', () => {
  it('needs a login', async () => {
    expect((await call(app, api.chat.getMessages, {})).statusCode).toBe(401);
    expect((await call(app, api.chat.send, { text: 'hello' })).statusCode).toBe(401);
  });

  it('starts empty, then answers a question at once with the best help article and hands over to an agent', async () => {
    const { token } = await loginAs(app, 'demo02');
    expect(await conversation(app, token)).toEqual({ messages: [], hasEarlier: false, hasLater: false, waiting: null });

    const sent = await sendOk(token, { text: '  How do I withdraw money?  ' });
    expect(sent.message).toMatchObject({
      id: 1,
      sender: 1,
      senderName: null,
      text: 'How do I withdraw money?',
      image: null,
      article: null,
      createdAt: '2026-11-22T12:00:00+08:00',
    });
    expect(sent.replies).toHaveLength(1);
    expect(sent.replies[0]).toMatchObject({
      id: 2,
      sender: 2,
      senderName: 'Help assistant',
      article: { id: 201, title: 'How do I withdraw?', link: 'pages/mine/helpCenter?id=201' },
    });
    expect(sent.replies[0]!.article!.excerpt).toMatch(/^Before your first withdrawal: .*…$/);
    expect(sent.waiting).toEqual({ since: '2026-11-22T12:00:00+08:00', expectedBy: '2026-11-22T12:02:00+08:00' });

    const read = await conversation(app, token);
    expect(read.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(read.waiting).toEqual(sent.waiting);
  });

  it('says so and offers a human when no article matches', async () => {
    const { token } = await loginAs(app, 'demo02');
    const sent = await sendOk(token, { text: 'hello there' });
    expect(sent.replies[0]).toMatchObject({
      sender: 2,
      article: null,
      text: 'I could not find a help article about that. I have passed your message to a customer service agent, who will reply here shortly.',
    });
    expect(sent.waiting).not.toBeNull();
  });

  it('matches in the request language and renders the assistant in the language of each read', async () => {
    const { token } = await loginAs(app, 'demo02');
    const sent = await sendOk(token, { text: '存款没到账怎么办' }, { lang: 'zh_hans' });
    expect(sent.replies[0]).toMatchObject({ senderName: '智能助手', article: { id: 102, title: '存款未到账怎么办？' } });
    const english = await conversation(app, token, {}, 'en');
    expect(english.messages[1]).toMatchObject({ senderName: 'Help assistant', article: { id: 102, title: 'My deposit has not arrived' } });
    // The player's own words stay as sent.
    expect(english.messages[0]!.text).toBe('存款没到账怎么办');
  });

  it('polls cheaply with after=<id> and pages back with before=<id>', async () => {
    const { token } = await loginAs(app, 'demo02');
    for (const text of ['one', 'two', 'three']) await sendOk(token, { text });
    expect((await conversation(app, token, { after: 6 })).messages).toEqual([]);
    const newer = await conversation(app, token, { after: 4 });
    expect(newer.messages.map((m) => m.id)).toEqual([5, 6]);
    expect(newer).toMatchObject({ hasEarlier: true, hasLater: false });
    const limited = await conversation(app, token, { after: 0, limit: 2 });
    expect(limited.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(limited).toMatchObject({ hasEarlier: false, hasLater: true });
    const latest = await conversation(app, token, { limit: 2 });
    expect(latest.messages.map((m) => m.id)).toEqual([5, 6]);
    expect(latest.hasEarlier).toBe(true);
    const earlier = await conversation(app, token, { before: 5, limit: 3 });
    expect(earlier.messages.map((m) => m.id)).toEqual([2, 3, 4]);
    expect(earlier).toMatchObject({ hasEarlier: true, hasLater: true });
  });

  it('keeps each conversation to its player', async () => {
    const mine = await loginAs(app, 'demo02');
    const theirs = await loginAs(app, 'demo01');
    await sendOk(theirs.token, { text: 'a private question about my card' });
    expect((await conversation(app, mine.token)).messages).toEqual([]);
  });

  it.each([
    [{ text: '   ' }, 'Type a message first'],
    [{ text: 'x'.repeat(501) }, 'A message can be at most 500 characters'],
    [{}, 'Send either a text or an image'],
    [{ text: 'hi', image: 'authorization/x.png' }, 'Send either a text or an image'],
    [{ text: 42 }, 'Message must be text'],
  ])('refuses %j with a clear message and stores nothing', async (body, msg) => {
    const { token } = await loginAs(app, 'demo02');
    expect(failure(await send(app, token, body)).msg).toBe(msg);
    expect((await conversation(app, token)).messages).toEqual([]);
  });

  it('counts characters as a player does: 500 emoji are allowed, in Chinese the refusal is Chinese', async () => {
    const { token } = await loginAs(app, 'demo02');
    await sendOk(token, { text: '😀'.repeat(500) });
    expect(failure(await send(app, token, { text: '字'.repeat(501) }, { lang: 'zh_hans' })).msg).toBe('每条消息最多 500 个字符');
  });

  it('refuses both cursors at once', async () => {
    const { token } = await loginAs(app, 'demo02');
    expect(failure(await call(app, api.chat.getMessages, { after: 1, before: 3 }, { token })).msg).toBe(
      'Give either after or before, not both',
    );
  });

  it('refuses a flood: the 21st message of a minute waits, then goes through', async () => {
    const { token } = await loginAs(app, 'demo02');
    for (let i = 1; i <= 20; i++) await sendOk(token, { text: `message ${i}` });
    expect(failure(await send(app, token, { text: 'one more' })).msg).toBe(
      'You are sending messages too quickly: at most 20 a minute. Try again in 60 seconds',
    );
    expect(failure(await send(app, token, { text: 'one more' }, { lang: 'zh_hans' })).msg).toBe(
      '发送过于频繁：每分钟最多 20 条，请 60 秒后再试',
    );
    expect((await conversation(app, token, { limit: 100 })).messages).toHaveLength(40);
    await ctl(app).world.advance({ seconds: 59 });
    expect(failure(await send(app, token, { text: 'one more' })).msg).toMatch(/Try again in 1 second$/);
    await ctl(app).world.advance({ seconds: 1 });
    await sendOk(token, { text: 'one more' });
  });

  it('posts once for a retried send with the same Idempotency-Key', async () => {
    const { token } = await loginAs(app, 'demo02');
    const first = await send(app, token, { text: 'is my transfer lost?' }, { key: 'send-1' });
    const again = await send(app, token, { text: 'is my transfer lost?' }, { key: 'send-1' });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(okData(api.chat.send, again)).toEqual(okData(api.chat.send, first));
    expect((await conversation(app, token)).messages).toHaveLength(2);
    expect(failure(await send(app, token, { text: 'something else' }, { key: 'send-1' })).msg).toMatch(
      /already used with a different request/,
    );
  });

  it("accepts the player's own image, not another player's or a made-up path", async () => {
    const mine = await loginAs(app, 'demo02');
    const theirs = await loginAs(app, 'demo01');
    const foreign = await uploadPng(app, theirs);
    for (const image of [foreign.path, foreign.url, 'authorization/nothing.png', 'https://evil.example/x.png']) {
      expect(failure(await send(app, mine.token, { image })).msg).toBe(
        'Send an image you uploaded yourself (the path or URL from common/upload)',
      );
    }
    const own = await uploadPng(app, mine);
    const sent = await sendOk(mine.token, { image: own.path });
    expect(sent.message).toMatchObject({ sender: 1, text: null, image: own.url });
    expect(sent.replies[0]).toMatchObject({
      text: 'Image received. A customer service agent will look at it and reply here shortly.',
      article: null,
    });
    expect((await app.inject({ method: 'GET', url: own.url })).statusCode).toBe(200);
    // By URL too (what the web holds after an upload).
    expect((await sendOk(mine.token, { image: own.url })).message.image).toBe(own.url);
  });
});

describe('the human agent', () => {
  it('replies once on the clock, two minutes after the first waiting message, in both languages, about the topic', async () => {
    const { token } = await loginAs(app, 'demo02');
    await sendOk(token, { text: 'hello?' });
    await ctl(app).world.advance({ seconds: 30 });
    await sendOk(token, { text: 'My deposit has not arrived' });
    const [handover] = (await ctl(app).chat.handovers({ username: 'demo02' })).handovers;
    expect(handover).toMatchObject({ status: 0, articleId: 102, dueAt: '2026-11-22T12:02:00+08:00', finishedAt: null });

    await ctl(app).world.advance({ seconds: 89 });
    expect((await conversation(app, token, { after: 4 })).messages).toEqual([]);
    await ctl(app).world.advance({ seconds: 1 });
    const poll = await conversation(app, token, { after: 4 });
    expect(poll.waiting).toBeNull();
    expect(poll.messages).toHaveLength(1);
    const reply = poll.messages[0]!;
    expect(reply).toMatchObject({ id: 5, sender: 3, createdAt: '2026-11-22T12:02:00+08:00' });
    expect(reply.senderName).toMatch(/^Agent \w+$/);
    expect(reply.text).toMatch(/^Hello, this is \w+ from Star Harbour customer service\. About your deposit:/);
    const chinese = (await conversation(app, token, { after: 4 }, 'zh_hans')).messages[0]!;
    expect(chinese.senderName).toMatch(/^客服/);
    expect(chinese.text).toMatch(/^您好，我是星港娱乐客服.+关于您的存款/);

    // Replied once: more time brings nothing more, and a new question opens a new hand-over.
    await ctl(app).world.advance({ minutes: 10 });
    expect((await conversation(app, token, { after: 5 })).messages).toEqual([]);
    expect((await sendOk(token, { text: 'thanks' })).waiting).not.toBeNull();
    expect((await ctl(app).chat.handovers({ username: 'demo02', status: 'all' })).handovers.map((h) => h.status)).toEqual([0, 1]);
  });

  it('acknowledges an image, and answers generally when no question matched', async () => {
    const session = await loginAs(app, 'demo02');
    await sendOk(session.token, { image: (await uploadPng(app, session)).path });
    await ctl(app).chat.reply({ username: 'demo02' });
    const reply = (await conversation(app, session.token)).messages.at(-1)!;
    expect(reply.sender).toBe(3);
    expect(reply.text).toContain('Could you tell me a little more');
    expect(reply.text).toContain('Thank you for the image');
  });

  it('replies now through the control API; 409 when nothing waits, 404 for an unknown player', async () => {
    const { token } = await loginAs(app, 'demo02');
    expect((await controlCall(app, control.chat.reply, { username: 'demo02' })).status).toBe(409);
    expect((await controlCall(app, control.chat.reply, { username: 'nobody99' })).status).toBe(404);
    await sendOk(token, { text: 'How do I withdraw?' });
    const { handover } = await ctl(app).chat.reply({ username: 'demo02' });
    expect(handover).toMatchObject({ status: 1, finishedAt: '2026-11-22T12:00:00+08:00' });
    const read = await conversation(app, token);
    expect(read.waiting).toBeNull();
    expect(read.messages.at(-1)!.text).toContain('About your withdrawal');
    expect((await controlCall(app, control.chat.reply, { username: 'demo02' })).status).toBe(409);
  });

  it('keeps the conversation and the waiting hand-over through a state export and import', async () => {
    const { token } = await loginAs(app, 'demo02');
    await sendOk(token, { text: 'VIP birthday gift' });
    const snapshot = await ctl(app).world.exportState({ secrets: 'true' });
    await ctl(app).world.reset();
    expect((await call(app, api.chat.getMessages, {}, { token })).statusCode).toBe(401);
    await ctl(app).world.importState(snapshot);
    expect((await conversation(app, token)).messages.map((m) => m.article?.id ?? m.text)).toEqual(['VIP birthday gift', 401]);
    await ctl(app).world.advance({ minutes: 2 });
    expect((await conversation(app, token)).messages.at(-1)!.text).toContain('About VIP');
  });
});
