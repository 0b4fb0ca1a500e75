import type { Lang } from '@contracts/core/lang';
import { fieldLabels } from '@contracts/messages/field-labels';
import type { ResourceLanguage } from 'i18next';

/**
 * One language's i18n namespaces: its locale files (web/src/locales/<lang>/<namespace>.json), the
 * contract's validation messages (namespace `validation`, the server's own sentences) and the field
 * labels (namespace `fields`). Each language is one chunk (strings-<lang>.ts), loaded when shown.
 */
export function languageStrings(
  lang: Lang,
  files: Record<string, Record<string, unknown>>,
  validation: Record<string, string>,
): ResourceLanguage {
  const namespaces: ResourceLanguage = {
    validation,
    fields: Object.fromEntries(Object.entries(fieldLabels).map(([key, labels]) => [key, labels[lang]])),
  };
  for (const [file, content] of Object.entries(files)) {
    const ns = /([^/]+)\.json$/.exec(file)?.[1];
    if (ns) namespaces[ns] = content;
  }
  return namespaces;
}
