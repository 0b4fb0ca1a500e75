import { MESSAGE_FORMATS, type Lang } from '@contracts';
import i18next from 'i18next';
import { en, type MessageKey } from './en';
import { zhHans } from './zh_hans';

export type { MessageKey } from './en';

export const messages: Record<Lang, Record<MessageKey, string>> = { en, zh_hans: zhHans };

/**
 * The mock's messages through i18next, as the web's strings are: a count reads "1 attempt" / "4 attempts"
 * (plurals `_one`/`_other`, nested with `$t(…)`), not "attempt(s)". Variables are not nested
 * (i18next's skipOnVariables), so an echoed request text cannot pull in another message.
 */
const catalog = i18next.createInstance();
void catalog.init({
  resources: { en: { translation: en }, zh_hans: { translation: zhHans } },
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
  initAsync: false,
});
// `{{min, money}}`, `{{rate, percent}}`: the contract's formatters, as the web's strings use them.
for (const [name, format] of Object.entries(MESSAGE_FORMATS)) catalog.services.formatter?.add(name, format);

export function translateMessage(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return catalog.t(key, { ...params, lng: lang });
}
