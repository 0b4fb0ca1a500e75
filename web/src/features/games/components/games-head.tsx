import { useTranslation } from 'react-i18next';
import { ToggleRow } from '@web/components/toggle-row';
import { GAME_TABS, TAB_KEYS, useLobbyFilter } from './lobby-filter';

/**
 * The games section's head: its heading and, on the same row, All / Recommend / Collection (one row where
 * two were, so the first games show on a small phone).
 */
export function GamesHead({ heading, categoryName }: { heading: string; categoryName: string }) {
  const { t } = useTranslation('lobby');
  const { tab, set } = useLobbyFilter();
  return (
    <div className="lobby-section-head lobby-games-head">
      <h2 id="lobby-games-heading" className="lobby-section-title">
        {heading}
      </h2>
      <ToggleRow
        label={t('tab.label', { category: categoryName })}
        className="toggle-segments lobby-tabs"
        options={GAME_TABS.map((value) => ({ value, label: t(TAB_KEYS[value]) }))}
        value={tab}
        onChange={(value) => set('tab', String(value))}
      />
    </div>
  );
}
