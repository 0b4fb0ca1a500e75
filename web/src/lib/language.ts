import type { Lang } from '@contracts/core/lang';
import { i18n } from './i18n';
import { session } from './session';

/** BCP 47 for the html lang attribute (screen readers pick the voice from it). */
export const htmlLang = (lang: Lang) => (lang === 'zh_hans' ? 'zh-Hans' : 'en');

/**
 * One value drives the UI and the `lang` header: switching stores it, re-translates the UI, and
 * `onChange` lets the app refetch server content that comes in the request's language.
 */
export function bindLanguage(onChange: (lang: Lang) => void): () => void {
  let current = session.get().lang;
  const apply = (lang: Lang) => {
    document.documentElement.lang = htmlLang(lang);
    void i18n.changeLanguage(lang);
  };
  apply(current);
  return session.subscribe(() => {
    const next = session.get().lang;
    if (next === current) return;
    current = next;
    apply(next);
    onChange(next);
  });
}

export const setLanguage = (lang: Lang) => session.setLang(lang);
