import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { invalidateMoney } from '@web/lib/money-keys';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { helpKeys } from './keys';

/** How often the app asks for news while it is visible (besides every change of screen and coming back to it). */
export const NEWS_POLL_MS = 30_000;
/** The newest personal messages asked for: more than a player gets between two screens. */
const NEWS_PAGE_SIZE = 5;

/** The newest personal messages (Message/getAllMessageList, kind 2: money news and the welcome), one small page. */
export const moneyNewsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: helpKeys.news(viewer),
    queryFn: ({ signal }) => request(wire.help.getAllMessageList, { kind: 2, page: 1, pageSize: NEWS_PAGE_SIZE }, { signal }),
    select: (page) => page.list,
    staleTime: 0,
    refetchInterval: NEWS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/**
 * What money news changes on screen, in one place: every query under the money root (balances of the central
 * and venue wallets, the My card with its unread badge, every record list) and the message lists.
 */
export function invalidateForMoneyNews(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: helpKeys.messageLists(viewer) })]).then(
    () => undefined,
  );
}

/** Where the newest message this player has been told about is kept on this device. */
const seenKey = (uid: string) => `moneyNewsSeen:${uid}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The id of the newest message this device has told the player about, or null before it first looked. */
export function seenNews(uid: string): number | null {
  const stored = storage()?.getItem(seenKey(uid));
  const id = stored === null || stored === undefined ? NaN : Number(stored);
  return Number.isSafeInteger(id) ? id : null;
}

export function markNewsSeen(uid: string, id: number): void {
  storage()?.setItem(seenKey(uid), String(id));
}

export interface NewsItem {
  id: number;
  title: string;
  read: boolean;
}

/**
 * What to tell the player now: the unread messages newer than the last one told about, newest first. The first
 * look on a device only notes where the news stands (older messages are in Messages, counted by the badge).
 * Advances the mark, so each message is told about once.
 */
export function takeFreshNews(uid: string, list: readonly NewsItem[]): NewsItem[] {
  const newest = list.reduce((max, m) => Math.max(max, m.id), 0);
  const seen = seenNews(uid);
  if (seen === null || newest > seen) markNewsSeen(uid, Math.max(newest, seen ?? 0));
  if (seen === null) return [];
  return list.filter((m) => m.id > seen && !m.read).sort((a, b) => b.id - a.id);
}
