import type { Lang } from '@contracts';
import { translate, type ErrorKey } from '../../core/errors';
import { escapeHtml } from '../../core/html';
import type { World } from '../../core/store';
import { postMessage } from './messages';
import type { Bilingual } from './schemas';

/** The app's transaction detail page (web/src/app/routes.ts `routes.transactionDetail`), as an in-app link of a message. */
const TRANSACTION_HASH = '#/pages/mine/transactionDetail';

/** One paragraph of a message: a catalog key and its parameters. */
export type Sentence = [key: ErrorKey, params: Record<string, string>];

/**
 * A personal message about one of the player's orders that was decided (a deposit credited or rejected, a
 * withdrawal paid or rejected): the title and sentences written in both languages as it is decided, so the
 * message reads in the language of each request, and a link to the order's transaction. Called from the
 * order's lifecycle decision, so it is written in the unit of work that moves the money: both or neither, and
 * once, as the decision is.
 */
export async function tellAboutOrder(
  world: World,
  atMs: number,
  news: { uid: number; orderNo: string; title: ErrorKey; sentences: Sentence[] },
): Promise<void> {
  const both = (write: (lang: Lang) => string): Bilingual => ({ en: write('en'), zh_hans: write('zh_hans') });
  const link = `${TRANSACTION_HASH}?orderNo=${encodeURIComponent(news.orderNo)}`;
  await postMessage(world, atMs, {
    uid: news.uid,
    kind: 2,
    title: both((lang) => translate(news.title, lang)),
    content: both((lang) =>
      [
        ...news.sentences.map(([key, params]) => `<p>${escapeHtml(translate(key, lang, params))}</p>`),
        `<p><a href="${link}">${escapeHtml(translate('news.viewTransaction', lang))}</a></p>`,
      ].join(''),
    ),
  });
}
