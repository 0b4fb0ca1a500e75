import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeChoice, storedThemeChoice, type ThemeChoice } from '@web/lib/theme';

const CHOICES: ThemeChoice[] = ['light', 'dark', 'auto'];

/** Light, dark or the system's setting (lib/theme.ts), applied at once; toggle buttons like the language switch. */
export function ThemeSwitch() {
  const { t } = useTranslation('profile');
  const [choice, setChoice] = useState<ThemeChoice>(storedThemeChoice);
  return (
    <div className="language-switch" role="group" aria-label={t('settings.theme')}>
      {CHOICES.map((option) => (
        <Button
          key={option}
          size="small"
          color="primary"
          fill={option === choice ? 'solid' : 'outline'}
          aria-pressed={option === choice}
          onClick={() => {
            setThemeChoice(option);
            setChoice(option);
          }}
        >
          {t(`settings.theme.${option}`)}
        </Button>
      ))}
    </div>
  );
}
