import { REALITY_CHECK_MINUTES, realityCheckLabels, type RealityCheckMinutes } from '@contracts/protection/session';
import { useTranslation } from 'react-i18next';
import { useSetRealityCheck } from '@web/api/protection/set-reality-check';
import { ToggleRow } from '@web/components/toggle-row';
import { showToast } from '@web/lib/toast';
import { useSession } from '@web/lib/use-session';

/** The reality-check interval: a choice applies when pressed (nothing to undo, so no form). */
export function RealityCheckSection({ minutes, titleId }: { minutes: RealityCheckMinutes; titleId: string }) {
  const { t } = useTranslation('protection');
  const { lang } = useSession();
  const interval = useSetRealityCheck();
  // While a choice is being sent it shows pressed; a refusal (the server's toast) falls back to the one in force.
  const shown = interval.isPending ? interval.variables : minutes;
  const choose = (next: RealityCheckMinutes) => {
    if (next === minutes || interval.isPending) return;
    interval.mutate(next, { onSuccess: () => void showToast(t('realityCheck.done', { choice: realityCheckLabels[next][lang] })) });
  };
  return (
    <>
      <p className="protection-text">{t('realityCheck.intro')}</p>
      <ToggleRow<RealityCheckMinutes>
        labelledBy={titleId}
        className="toggle-segments protection-choices"
        options={REALITY_CHECK_MINUTES.map((m) => ({ value: m, label: realityCheckLabels[m][lang] }))}
        value={shown}
        onChange={choose}
      />
    </>
  );
}
