import type { Lang } from '@contracts/core/lang';
import { viewerKey, type Viewer } from '../viewer';

/** Messages (per player and language) and the help centre (per language: visitors read it too). */
export const helpKeys = {
  messages: () => ['messages'] as const,
  messageLists: (viewer: Viewer) => [...helpKeys.messages(), 'list', ...viewerKey(viewer)] as const,
  messageList: (viewer: Viewer, kind: 1 | 2 | undefined) => [...helpKeys.messageLists(viewer), kind ?? 'all'] as const,
  message: (viewer: Viewer, id: number) => [...helpKeys.messages(), 'one', ...viewerKey(viewer), id] as const,
  /** The newest personal messages, asked for on every screen to tell the player about money news. */
  news: (viewer: Viewer) => [...helpKeys.messages(), 'news', ...viewerKey(viewer)] as const,
  help: () => ['help'] as const,
  helpList: (lang: Lang) => [...helpKeys.help(), 'list', lang] as const,
  article: (lang: Lang, id: number) => [...helpKeys.help(), 'article', lang, id] as const,
};
