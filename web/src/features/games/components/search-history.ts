/** The player's recent searches on this device (localStorage), newest first, at most 10, no repeats. */
const KEY = 'lobby.searchHistory';
export const HISTORY_MAX = 10;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(0, HISTORY_MAX) : [];
  } catch {
    return []; // a damaged entry is forgotten, not fatal
  }
}

export function addToHistory(keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return readHistory();
  const next = [word, ...readHistory().filter((w) => w.toLowerCase() !== word.toLowerCase())].slice(0, HISTORY_MAX);
  storage()?.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearHistory(): string[] {
  storage()?.removeItem(KEY);
  return [];
}
