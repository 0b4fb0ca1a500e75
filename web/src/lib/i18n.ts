import type { Lang } from '@contracts/core/lang';
import { fieldLabels } from '@contracts/messages/field-labels';
import { validationMessages } from '@contracts/messages';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { session } from './session';

/** Every locale file: web/src/locales/<lang>/<namespace>.json. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export const LANGS: readonly Lang[] = ['zh_hans', 'en'];

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const lang of LANGS) {
    resources[lang] = {
      // Form messages are the server's own sentences (the contract's keyed messages).
      validation: validationMessages[lang],
      fields: Object.fromEntries(Object.entries(fieldLabels).map(([key, labels]) => [key, labels[lang]])),
    };
  }
  for (const [file, content] of Object.entries(files)) {
    const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang && ns && resources[lang]) resources[lang][ns] = content;
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: session.get().lang,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'validation', 'fields'],
  interpolation: { escapeValue: false }, // React escapes
  // Keys are flat ("username.format", "loadFailed.title"), as in the contract's message table.
  keySeparator: false,
  initAsync: false,
});
