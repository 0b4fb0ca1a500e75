import { describe, expect, it } from 'vitest';
import { FEATURE_NAMESPACES, LANGUAGE_CHUNKS, i18n, i18nReady } from './i18n';

describe('i18n', () => {
  it('loads only the language on screen, and the other one when the player switches', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'lobby')).toBe(true); // every namespace arrives with the language
    expect(i18n.hasResourceBundle('zh_hans', 'common')).toBe(false);
    await i18n.changeLanguage('zh_hans');
    expect(i18n.t('tab.home')).toBe('首页');
    expect(i18n.t('validation:required', { field: '密码' })).toBe('请输入密码');
  });

  it('keeps a feature namespace out of the language chunk and loads it on demand, in each language', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'lottery')).toBe(false);
    await i18n.loadNamespaces('lottery');
    expect(i18n.t('lottery:slip.title')).toBe('Betting slip');
    // A switch loads the namespaces in use for the new language before it shows.
    await i18n.changeLanguage('zh_hans');
    expect(i18n.t('lottery:slip.title')).toBe('投注单');
  });

  it('no feature namespace is in a language chunk (strings-<lang>.ts leaves each one out of its glob)', async () => {
    for (const load of Object.values(LANGUAGE_CHUNKS)) {
      const { default: namespaces } = await load();
      expect(Object.keys(FEATURE_NAMESPACES).filter((ns) => ns in namespaces)).toEqual([]);
    }
  });
});
