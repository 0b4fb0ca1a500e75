import type { FastFoodRound, FoodItem } from '@contracts/fastfood/fastfood-types';
import { useTranslation } from 'react-i18next';
import { Section } from '@web/components/section';

interface HistoryStripProps {
  rounds: readonly FastFoodRound[] | undefined;
  items: ReadonlyMap<number, FoodItem>;
}

/** The last eight winning items, newest first, in a row under the ring (eight fit in one row at 360 px). */
export function HistoryStrip({ rounds, items }: HistoryStripProps) {
  const { t } = useTranslation('fastfood');
  if (!rounds || rounds.length === 0) return null;
  return (
    <Section title={t('history.recent')} className="ff-strip" titleClassName="ff-strip-title">
      <ol className="ff-strip-list">
        {rounds.slice(0, 8).map((round) => {
          const item = round.winningItemId === null ? undefined : items.get(round.winningItemId);
          const label = item ? `${round.roundNo.slice(-4)} ${item.name}` : `${round.roundNo.slice(-4)} ${t('history.void')}`;
          return (
            <li key={round.roundNo} className="ff-strip-item" title={label}>
              {item ? <img src={item.icon} alt={label} width={28} height={28} /> : <span className="ff-strip-void">{label}</span>}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
