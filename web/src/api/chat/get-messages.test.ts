// @vitest-environment jsdom
import { api } from '@contracts';
import type { ChatMessage } from '@contracts/chat/chat';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@web/lib/session';
import { fakeApi, type Answer } from '@web/test/fake-api';
import { conversationQuery, loadEarlierMessages, mergeMessages, type Conversation } from './get-messages';

const viewer = { lang: 'en' as const, uid: '42' };
const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  sender: 1,
  senderName: null,
  text,
  image: null,
  article: null,
  createdAt: '2026-11-22T12:00:00+08:00',
});
type GetMessages = typeof api.chat.getMessages;
const page = (ids: number[], more: Partial<{ hasEarlier: boolean; hasLater: boolean; waiting: Conversation['waiting'] }> = {}) => ({
  messages: ids.map((id) => message(id)),
  hasEarlier: false,
  hasLater: false,
  waiting: null,
  ...more,
});

let server: ReturnType<typeof fakeApi>;
/** The server's next answers, one per call, in order: a call beyond them is a failure of the test. */
let answers: Array<Answer<GetMessages>>;
const answerNext = (...next: Array<Answer<GetMessages>>) => answers.push(...next);
let client: QueryClient;
beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uid', '42');
  session.reload();
  answers = [];
  server = fakeApi().on(api.chat.getMessages, (input, call) => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`chat/getMessages asked once more than the test answers: ${call.url}`);
    return typeof answer === 'function' ? answer(input, call) : answer;
  });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => vi.unstubAllGlobals());

const asked = () => server.calls(api.chat.getMessages).map(({ url }) => url.replace('/api/chat/getMessages', ''));

describe('the conversation query', () => {
  it('reads the newest page first, then polls only after the last message it holds', async () => {
    answerNext(page([3, 4], { hasEarlier: true }));
    await client.fetchQuery(conversationQuery(viewer));
    answerNext(page([]));
    await client.refetchQueries();
    answerNext(page([5, 6], { waiting: { since: '2026-11-22T12:00:00+08:00', expectedBy: '2026-11-22T12:02:00+08:00' } }));
    await client.refetchQueries();
    expect(asked()).toEqual(['', '?after=4', '?after=4']);
    const held = client.getQueryData<Conversation>(conversationQuery(viewer).queryKey)!;
    expect(held.messages.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(held.hasEarlier).toBe(true);
    expect(held.waiting?.expectedBy).toBe('2026-11-22T12:02:00+08:00');
  });

  it('reads on while the server says more follow', async () => {
    answerNext(page([1]));
    await client.fetchQuery(conversationQuery(viewer));
    answerNext(page([2, 3], { hasLater: true }), page([4]));
    await client.refetchQueries();
    expect(asked()).toEqual(['', '?after=1', '?after=3']);
    expect(client.getQueryData<Conversation>(conversationQuery(viewer).queryKey)!.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a message a send put in the cache while a poll was on its way', async () => {
    answerNext(page([1]));
    await client.fetchQuery(conversationQuery(viewer));
    const key = conversationQuery(viewer).queryKey;
    answerNext(() => {
      client.setQueryData<Conversation>(
        key,
        (held) => held && { ...held, messages: mergeMessages(held.messages, [message(2), message(3)]) },
      );
      return page([]);
    });
    await client.refetchQueries();
    expect(client.getQueryData<Conversation>(key)!.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('loads earlier messages before the oldest one held', async () => {
    answerNext(page([51, 52], { hasEarlier: true }));
    await client.fetchQuery(conversationQuery(viewer));
    answerNext(page([49, 50], { hasEarlier: false, hasLater: true }));
    await loadEarlierMessages(client, viewer);
    expect(asked().at(-1)).toBe('?before=51');
    const held = client.getQueryData<Conversation>(conversationQuery(viewer).queryKey)!;
    expect(held.messages.map((m) => m.id)).toEqual([49, 50, 51, 52]);
    expect(held.hasEarlier).toBe(false);
  });

  it('merges by id: a message seen twice is kept once, the newer copy wins', () => {
    expect(mergeMessages([message(1), message(2, 'old')], [message(2, 'new'), message(3)]).map((m) => `${m.id}${m.text}`)).toEqual([
      '1m1',
      '2new',
      '3m3',
    ]);
  });
});
