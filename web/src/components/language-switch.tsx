import type { Lang } from '@contracts/core/lang';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@web/lib/language';
import { useSession } from '@web/lib/use-session';

const OPTIONS: Array<{ lang: Lang; label: string; htmlLang: string }> = [
  { lang: 'zh_hans', label: '简体中文', htmlLang: 'zh-Hans' },
  { lang: 'en', label: 'English', htmlLang: 'en' },
];

/** Two toggle buttons, each labelled in its own language so a player who cannot read the other finds theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang } = useSession();
  return (
    <div className="language-switch" role="group" aria-label={t('language')}>
      {OPTIONS.map((option) => (
        <Button
          key={option.lang}
          size="small"
          fill={option.lang === lang ? 'solid' : 'outline'}
          color="primary"
          aria-pressed={option.lang === lang}
          onClick={() => setLanguage(option.lang)}
        >
          <span lang={option.htmlLang}>{option.label}</span>
        </Button>
      ))}
    </div>
  );
}
