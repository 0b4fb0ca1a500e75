import { MESSAGE_FORMATS } from '@contracts/core/format';
import type { Lang } from '@contracts/core/lang';
import i18next, { type BackendModule, type ResourceKey, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { session } from './session';

export const LANGS: readonly Lang[] = ['zh_hans', 'en'];

/** One chunk per language: the first screen downloads only the language it shows, the other comes on a switch. */
export const LANGUAGE_CHUNKS: Record<Lang, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('../locales/strings-en'),
  zh_hans: () => import('../locales/strings-zh_hans'),
};

/**
 * Namespaces kept out of the language chunk: a feature whose pages are off the first screen loads its own
 * strings with its page (`FeatureStrings`), so adding a game does not grow every first screen. Their files
 * stay in locales/<lang>/ (the parity test reads them); strings-<lang>.ts leaves them out of its glob.
 */
export const FEATURE_NAMESPACES: Record<string, Record<Lang, () => Promise<{ default: ResourceKey }>>> = {
  lottery: { en: () => import('../locales/en/lottery.json'), zh_hans: () => import('../locales/zh_hans/lottery.json') },
  fastfood: { en: () => import('../locales/en/fastfood.json'), zh_hans: () => import('../locales/zh_hans/fastfood.json') },
  orders: { en: () => import('../locales/en/orders.json'), zh_hans: () => import('../locales/zh_hans/orders.json') },
  records: { en: () => import('../locales/en/records.json'), zh_hans: () => import('../locales/zh_hans/records.json') },
  interest: { en: () => import('../locales/en/interest.json'), zh_hans: () => import('../locales/zh_hans/interest.json') },
  rewards: { en: () => import('../locales/en/rewards.json'), zh_hans: () => import('../locales/zh_hans/rewards.json') },
  // settings, password, personal data / notices, help, about / invite, join-us
  profile: { en: () => import('../locales/en/profile.json'), zh_hans: () => import('../locales/zh_hans/profile.json') },
  content: { en: () => import('../locales/en/content.json'), zh_hans: () => import('../locales/zh_hans/content.json') },
  invite: { en: () => import('../locales/en/invite.json'), zh_hans: () => import('../locales/zh_hans/invite.json') },
  // promotions and sponsorship
  promotions: { en: () => import('../locales/en/promotions.json'), zh_hans: () => import('../locales/zh_hans/promotions.json') },
  sponsorship: { en: () => import('../locales/en/sponsorship.json'), zh_hans: () => import('../locales/zh_hans/sponsorship.json') },
  // customer service (service index and chat)
  service: { en: () => import('../locales/en/service.json'), zh_hans: () => import('../locales/zh_hans/service.json') },
  // feedback form, my feedback and its detail
  feedback: { en: () => import('../locales/en/feedback.json'), zh_hans: () => import('../locales/zh_hans/feedback.json') },
  // the daily announcement and sign-in prompt
  greeting: { en: () => import('../locales/en/greeting.json'), zh_hans: () => import('../locales/zh_hans/greeting.json') },
  // the user agreement and the privacy notice (mine/about?doc=…)
  legal: { en: () => import('../locales/en/legal.json'), zh_hans: () => import('../locales/zh_hans/legal.json') },
  // the forgotten password's steps
  recovery: { en: () => import('../locales/en/recovery.json'), zh_hans: () => import('../locales/zh_hans/recovery.json') },
  // the security page (bound contacts, open sessions)
  security: { en: () => import('../locales/en/security.json'), zh_hans: () => import('../locales/zh_hans/security.json') },
  // what the shell adds after the first screen: the money-news notice and the service button
  shell: { en: () => import('../locales/en/shell.json'), zh_hans: () => import('../locales/zh_hans/shell.json') },
  // player protection's prompts over any page: the reality check, the limit invitation, the notice before a first bet
  protectionPrompts: {
    en: () => import('../locales/en/protectionPrompts.json'),
    zh_hans: () => import('../locales/zh_hans/protectionPrompts.json'),
  },
  // player protection's pages: responsible gaming and the activity statement
  protection: { en: () => import('../locales/en/protection.json'), zh_hans: () => import('../locales/zh_hans/protection.json') },
  // the demo build's drawer (web/src/demo): no other build ever asks for it, so its files stay out of every chunk
  demo: { en: () => import('../locales/en/demo.json'), zh_hans: () => import('../locales/zh_hans/demo.json') },
};

export const i18n = i18next.createInstance();

/**
 * An i18next backend over the language chunks. The first namespace asked for loads the whole
 * language and puts every namespace of it in the store, so no component ever waits for another one.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const feature = FEATURE_NAMESPACES[ns]?.[lng as Lang];
    if (feature) {
      feature().then(
        ({ default: resources }) => callback(null, resources),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
      return;
    }
    const load = LANGUAGE_CHUNKS[lng as Lang];
    if (!load) return callback(null, {});
    load().then(
      ({ default: namespaces }) => {
        for (const [name, resources] of Object.entries(namespaces)) {
          if (name !== ns) i18n.addResourceBundle(lng, name, resources, true, true);
        }
        callback(null, namespaces[ns] ?? {});
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the current language's strings are in: main.tsx renders after it. */
export const i18nReady = i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    lng: session.get().lang,
    // Both languages carry every key (locales.test.ts), so nothing falls back; a fallback language
    // would be downloaded beside the one on screen.
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    // Keys are flat ("username.format", "loadFailed.title"), as in the contract's message table.
    keySeparator: false,
    initAsync: false,
  });

// `{{min, money}}`, `{{rate, percent}}`: the contract's formatters, as the mock's messages use them.
for (const [name, format] of Object.entries(MESSAGE_FORMATS)) i18n.services.formatter?.add(name, format);
