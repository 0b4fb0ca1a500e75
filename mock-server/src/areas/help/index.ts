// What other areas call of the help area: personal messages and news of an order, the help centre's articles, bilingual text.
export { HELP_CATEGORIES, writeHelpArticle, type HelpArticleText } from './articles';
export { markRead, personalMessageIds, postMessage } from './messages';
export { tellAboutOrder, type NewsLink, type Sentence } from './order-news';
export { Bilingual } from './schemas';
