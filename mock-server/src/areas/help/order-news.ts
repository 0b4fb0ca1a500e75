import type { Lang } from '@contracts';
import { translate, type ErrorKey } from '../../core/errors';
import { escapeHtml } from '../../core/html';
import type { World } from '../../core/store';
import { postMessage } from './messages';
import type { Bilingual } from './schemas';

/**
 * The app's pages a message about money links to (web/src/app/routes.ts): one transaction (a deposit or a
 * withdrawal), one bet (a venue bet or a lottery or fast-food order, which are bets too) or the reward records.
 */
const LINKS = {
  transaction: { hash: '#/pages/mine/transactionDetail', label: 'news.viewTransaction', byOrder: true },
  bet: { hash: '#/pages/mine/betDetail', label: 'news.viewBet', byOrder: true },
  rewards: { hash: '#/pages/mine/redemptionRecord', label: 'news.viewRewards', byOrder: false },
} as const satisfies Record<string, { hash: string; label: ErrorKey; byOrder: boolean }>;

export type NewsLink = keyof typeof LINKS;

/** One paragraph of a message: a catalog key and its parameters (a name in both languages reads in each). */
export type Sentence = [key: ErrorKey, params: Record<string, string | Bilingual>];

const inLanguage = (params: Sentence[1], lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : value[lang]]));

/**
 * A personal message about money that moved on one of the player's orders: a deposit credited or rejected, a
 * withdrawal paid or rejected, a bet or a lottery order settled with a win, a reward granted. The title and
 * sentences are written in both languages as it is decided, so the message reads in the language of each
 * request, with a link to the order's page (`link`, the transaction unless said). Called from inside the
 * decision that moves the money, in its unit of work: both or neither, and once, as the decision is.
 */
export async function tellAboutOrder(
  world: World,
  atMs: number,
  news: { uid: number; orderNo: string; title: ErrorKey; sentences: Sentence[]; link?: NewsLink },
): Promise<void> {
  const both = (write: (lang: Lang) => string): Bilingual => ({ en: write('en'), zh_hans: write('zh_hans') });
  const target = LINKS[news.link ?? 'transaction'];
  const href = target.byOrder ? `${target.hash}?orderNo=${encodeURIComponent(news.orderNo)}` : target.hash;
  await postMessage(world, atMs, {
    uid: news.uid,
    kind: 2,
    title: both((lang) => translate(news.title, lang)),
    content: both((lang) =>
      [
        ...news.sentences.map(([key, params]) => `<p>${escapeHtml(translate(key, lang, inLanguage(params, lang)))}</p>`),
        `<p><a href="${href}">${escapeHtml(translate(target.label, lang))}</a></p>`,
      ].join(''),
    ),
  });
}
