import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@web/components/language-switch';

export function AuthHeader({ tagline }: { tagline: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-brand">
      <p className="auth-brand-name">{t('siteName')}</p>
      <p className="auth-brand-tagline">{tagline}</p>
      <div style={{ marginTop: 12 }}>
        <LanguageSwitch />
      </div>
    </div>
  );
}
