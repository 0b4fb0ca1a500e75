import { parseLang, type Lang } from '@contracts/core/lang';

/**
 * The player's session, persisted in localStorage under the spec's keys (token, uid, lang, username).
 * The password the spec lists is never stored. A tiny store with subscribe so React re-renders
 * (useSyncExternalStore) when a login, logout, 401 or language switch changes it.
 */
export interface SessionState {
  token: string;
  uid: string;
  lang: Lang;
  username: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // private mode or disabled storage: the session lives in memory only
  }
}

/** First visit: the browser's language decides (zh* → zh_hans, anything else → en). */
export function detectLang(browserLanguage: string | undefined): Lang {
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh_hans' : 'en';
}

function read(): SessionState {
  const s = storage();
  const storedLang = s?.getItem('lang');
  return {
    token: s?.getItem('token') ?? '',
    uid: s?.getItem('uid') ?? '',
    lang: storedLang ? parseLang(storedLang) : detectLang(typeof navigator === 'undefined' ? undefined : navigator.language),
    username: s?.getItem('username') ?? '',
  };
}

let state: SessionState = read();
// Persist the detected language so the first choice sticks.
storage()?.setItem('lang', state.lang);

function commit(next: SessionState) {
  state = next;
  const s = storage();
  if (s) {
    for (const key of ['token', 'uid', 'lang', 'username'] as const) {
      if (next[key]) s.setItem(key, next[key]);
      else s.removeItem(key);
    }
  }
  listeners.forEach((l) => l());
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoggedIn: () => state.token !== '',
  /** After login or registration. The username stays after logout to prefill the login form. */
  signIn(data: { token: string; uid: number | string; username: string }) {
    commit({ ...state, token: data.token, uid: String(data.uid), username: data.username });
  },
  /** Logout and 401: token and uid go, the remembered username and language stay. */
  clearAuth() {
    commit({ ...state, token: '', uid: '' });
  },
  setLang(lang: Lang) {
    if (lang !== state.lang) commit({ ...state, lang });
  },
  /** Tests: re-read localStorage after changing it. */
  reload() {
    state = read();
    listeners.forEach((l) => l());
  },
};
