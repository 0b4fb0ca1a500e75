import type { Lang } from '@contracts';
import type { ChatArticle } from '@contracts/chat/chat';
import { HELP_CATEGORIES, type HelpArticleText } from '../help';

/*
 * The help-centre assistant: it answers a question with the help article whose words it shares most, in
 * the request language. Words are Latin words (lower case, a light stemming) and, for Chinese, every pair
 * of neighbouring Han characters (Chinese has no spaces; a pair catches 取款, 到账, 密码). Each shared word
 * counts by how rare it is among the articles (a word every article has says little) and three times
 * when it is in the title. Below MIN_SCORE the assistant says it found nothing.
 */

/**
 * Any word of an article's title (3 × its rarity), or two rare words of its text, is enough; one word of the
 * text alone (at most ≈ 2.3: "play", "今天") is not, or small talk would get an article.
 */
export const MIN_SCORE = 2.5;
const TITLE_WEIGHT = 3;
/** An excerpt's length: a Chinese character carries about as much as two English letters. */
const EXCERPT_CHARS: Record<Lang, number> = { en: 90, zh_hans: 50 };

const ENGLISH_STOP_WORDS = new Set(
  (
    'a about am an and are at be been but by can could did do does doing for from get got had has have hello help hi how i if in ' +
    'is it its me my no not of on or please should so still than that the their them then there these they this to too up was ' +
    'we were what when where which who why will with would yet you your'
  ).split(' '),
);

/** Common Chinese pairs that carry no topic (question words, pronouns, politeness). */
const CHINESE_STOP_PAIRS = new Set([
  '怎么',
  '如何',
  '什么',
  '为什',
  '么我',
  '我的',
  '可以',
  '一下',
  '请问',
  '你好',
  '您好',
  '这个',
  '那个',
  '是否',
  '为何',
  '怎样',
  '还是',
  '已经',
  '的时',
  '时候',
  '我想',
  '想要',
  '帮我',
  '谢谢',
]);

/** Words players use that the articles say otherwise. */
const SYNONYMS: Record<Lang, Array<[RegExp, string]>> = {
  en: [
    [/\bcash(?:ing)? ?out\b/g, 'withdraw'],
    [/\btop(?:ping)? ?up\b/g, 'deposit'],
    [/\brecharge\b/g, 'deposit'],
    [/\bpay ?out\b/g, 'withdraw'],
    [/\blog ?in\b/g, 'login password'],
    [/\bcrypto\b/g, 'usdt'],
  ],
  zh_hans: [
    [/提现|出款/g, '取款'],
    [/充值|入款/g, '存款'],
    [/登陆|登入/g, '登录'],
    [/虚拟币|加密货币/g, 'USDT'],
  ],
};

function stem(word: string): string {
  for (const suffix of ['ings', 'ing', 'als', 'al', 'ed', 'es']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return trimE(word.slice(0, -suffix.length));
  }
  if (word.endsWith('s') && !word.endsWith('ss') && word.length >= 4) return trimE(word.slice(0, -1));
  return trimE(word);
}
const trimE = (word: string) => (word.endsWith('e') && word.length >= 5 ? word.slice(0, -1) : word);

/** The distinct words of a text, as the matcher compares them. */
export function wordsOf(text: string, lang: Lang): Set<string> {
  let plain = text.toLowerCase();
  for (const [pattern, replacement] of SYNONYMS[lang]) plain = plain.replace(pattern, ` ${replacement.toLowerCase()} `);
  const words = new Set<string>();
  for (const word of plain.match(/[a-z0-9]+/g) ?? []) {
    if (word.length >= 3 && !ENGLISH_STOP_WORDS.has(word)) words.add(stem(word));
  }
  for (const run of plain.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (!CHINESE_STOP_PAIRS.has(pair)) words.add(pair);
    }
  }
  return words;
}

/** HTML to plain text: the articles are simple, fixed HTML (no scripts, few entities). */
export function plainText(html: string): string {
  return (
    html
      .replace(/<\/(p|li|h\d)>/g, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      // Chinese sentences are not spaced: the space left for a closed paragraph or item goes after their punctuation.
      .replace(/([。！？；：，）])\s+/gu, '$1')
      .trim()
  );
}

interface IndexedArticle {
  article: HelpArticleText;
  title: Set<string>;
  body: Set<string>;
}

interface LanguageIndex {
  articles: IndexedArticle[];
  /** How rare each word is among the articles: ln(1 + N / articles having it). */
  weight: Map<string, number>;
}

const indexes = new Map<Lang, LanguageIndex>();

/** The articles' words per language, built once: the articles are fixed text. */
function indexFor(lang: Lang): LanguageIndex {
  const cached = indexes.get(lang);
  if (cached) return cached;
  const articles = HELP_CATEGORIES.flatMap((c) => c.articles).map((article) => ({
    article,
    title: wordsOf(article.title[lang], lang),
    body: wordsOf(plainText(article.content[lang]), lang),
  }));
  const counts = new Map<string, number>();
  for (const a of articles) for (const word of new Set([...a.title, ...a.body])) counts.set(word, (counts.get(word) ?? 0) + 1);
  const weight = new Map([...counts].map(([word, n]) => [word, Math.log(1 + articles.length / n)]));
  const index = { articles, weight };
  indexes.set(lang, index);
  return index;
}

/** The article that best answers a question in that language, or null when none shares enough words. */
export function bestArticle(question: string, lang: Lang): { id: number; score: number } | null {
  const { articles, weight } = indexFor(lang);
  const asked = wordsOf(question, lang);
  let best: { id: number; score: number } | null = null;
  for (const a of articles) {
    let score = 0;
    for (const word of asked) {
      const w = weight.get(word) ?? 0;
      if (a.title.has(word)) score += TITLE_WEIGHT * w;
      else if (a.body.has(word)) score += w;
    }
    // Ties keep the earlier article (the help centre's order).
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { id: a.article.id, score };
  }
  return best;
}

/** The category of an article: its icon key names the agent's topic ("deposit", "withdrawal" …). */
export function topicOf(articleId: number): string | null {
  return HELP_CATEGORIES.find((c) => c.articles.some((a) => a.id === articleId))?.icon ?? null;
}

function excerptOf(text: string, lang: Lang): string {
  const max = EXCERPT_CHARS[lang];
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  // English: end on a whole word; Chinese has no spaces, so any character will do.
  const space = lang === 'en' ? cut.lastIndexOf(' ') : -1;
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:，。；：、]+$/u, '')}…`;
}

/** A bot answer's article in the language of the read. */
export function chatArticle(articleId: number, lang: Lang): ChatArticle | null {
  const article = HELP_CATEGORIES.flatMap((c) => c.articles).find((a) => a.id === articleId);
  if (!article) return null;
  return {
    id: article.id,
    title: article.title[lang],
    excerpt: excerptOf(plainText(article.content[lang]), lang),
    link: `pages/mine/helpCenter?id=${article.id}`,
  };
}
