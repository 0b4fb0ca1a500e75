import type { QueryClient } from '@tanstack/react-query';
import { THEME_KEY } from './theme';

/** What "clear cache" keeps in localStorage: the session (spec §3) and the theme choice. */
const KEPT = new Set(['token', 'uid', 'lang', 'username', THEME_KEY]);

function removeAllBut(storage: Storage | undefined, kept: Set<string>) {
  if (!storage) return;
  for (const key of Object.keys(storage)) if (!kept.has(key)) storage.removeItem(key);
}

function storages(): { local: Storage | undefined; session: Storage | undefined } {
  try {
    return { local: localStorage, session: sessionStorage };
  } catch {
    return { local: undefined, session: undefined }; // storage blocked: there is nothing kept to clear
  }
}

/**
 * The settings page's "clear cache": everything this app keeps on the device apart from the login and
 * the player's choices. Loaded data (lists, balances, pictures' addresses) is dropped from memory and
 * asked for again; saved search history and the pages' saved state (a deposit's receipt shown on its pay
 * page) are removed; any Cache Storage the browser holds for this origin is emptied. The player stays
 * logged in; language and theme stay.
 */
export async function clearAppCache(queryClient: QueryClient): Promise<void> {
  const { local, session } = storages();
  removeAllBut(local, KEPT);
  session?.clear();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
  queryClient.clear();
}
