import { describe, expect, it } from 'vitest';
import { bestArticle, chatArticle, plainText, wordsOf } from '@mock/areas/chat/bot';
// The deposit area writes article 101 of the help centre (from its channels) when it loads, as it does in the app.
import '@mock/areas/deposit/area';

describe('the help-centre assistant', () => {
  it.each([
    ['How do I withdraw money?', 'en', 201],
    ['how to cash out to usdt', 'en', 201],
    ['how do i top up', 'en', 101],
    ['My deposit has not arrived yet', 'en', 102],
    ['What are the fees?', 'en', 202],
    ['I forgot my password', 'en', 501],
    ['transfer to a game venue', 'en', 301],
    ['why is my personal data locked', 'en', 601],
    ['怎么提现', 'zh_hans', 201],
    ['如何充值', 'zh_hans', 101],
    ['存款没到账', 'zh_hans', 102],
    ['手续费是多少', 'zh_hans', 202],
    ['VIP 生日礼金', 'zh_hans', 401],
  ] as const)('answers "%s" (%s) with article %i', (question, lang, id) => {
    expect(bestArticle(question, lang)?.id).toBe(id);
  });

  it.each([
    ['hello', 'en'],
    ['can I play poker here', 'en'],
    ['你好', 'zh_hans'],
    ['今天天气怎么样', 'zh_hans'],
  ] as const)('finds nothing for small talk: "%s"', (question, lang) => {
    expect(bestArticle(question, lang)).toBeNull();
  });

  it('matches in the request language only', () => {
    // An English question against the Chinese articles shares no words.
    expect(bestArticle('How do I withdraw money?', 'zh_hans')).toBeNull();
  });

  it('reads Latin words with a light stemming and Chinese as character pairs', () => {
    expect([...wordsOf('Withdrawals and deposits are arriving', 'en')]).toEqual(['withdraw', 'deposit', 'arriv']);
    expect([...wordsOf('存款未到账', 'zh_hans')]).toEqual(['存款', '款未', '未到', '到账']);
  });

  it('quotes an article as plain text with a short excerpt and its in-app link', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>one</li><li>two</li></ul>')).toBe('A & B one two');
    const en = chatArticle(202, 'en')!;
    expect(en).toMatchObject({ id: 202, title: 'Fees, limits and turnover', link: 'pages/mine/helpCenter?id=202' });
    expect(en.excerpt).not.toMatch(/[<>]/);
    expect([...en.excerpt].length).toBeLessThanOrEqual(91);
    const zh = chatArticle(202, 'zh_hans')!;
    expect(zh.excerpt.endsWith('…')).toBe(true);
    expect([...zh.excerpt].length).toBeLessThanOrEqual(51);
    expect(chatArticle(999, 'en')).toBeNull();
  });
});
