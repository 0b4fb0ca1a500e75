import type { FastFoodRound, FoodItem } from '@contracts/fastfood/fastfood-types';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformTime } from './format';
import { verifyRound, type RoundCheck } from './verify-round';

interface RoundHistoryProps {
  rounds: readonly FastFoodRound[];
  items: ReadonlyMap<number, FoodItem>;
  ringLength: number;
}

/** Drawn rounds with the winning item, the lamp, the seed hash published before and the seed revealed after. */
export function RoundHistory({ rounds, items, ringLength }: RoundHistoryProps) {
  return (
    <ul className="ff-list">
      {rounds.map((round) => (
        <HistoryRow
          key={round.roundNo}
          round={round}
          item={round.winningItemId === null ? undefined : items.get(round.winningItemId)}
          ringLength={ringLength}
        />
      ))}
    </ul>
  );
}

function HistoryRow({ round, item, ringLength }: { round: FastFoodRound; item: FoodItem | undefined; ringLength: number }) {
  const { t } = useTranslation('fastfood');
  const [check, setCheck] = useState<RoundCheck | 'failed' | null>(null);
  const seed = round.seed;
  const verify = () => {
    if (seed === null) return;
    verifyRound({ ...round, seed }, ringLength).then(setCheck, () => setCheck('failed'));
  };
  return (
    <li className="ff-row" data-round={round.roundNo}>
      <div className="ff-row-head">
        <span className="ff-row-title">{round.roundNo}</span>
        <span className="ff-row-meta">{platformTime(round.drawAt)}</span>
      </div>
      <p className="ff-row-result">
        {item ? (
          <>
            <img src={item.icon} alt="" width={24} height={24} />
            {t('history.result', { item: item.name, lamp: (round.ringPosition ?? 0) + 1 })}
          </>
        ) : (
          t('history.void')
        )}
      </p>
      <dl className="ff-seeds">
        <dt>{t('history.seedHash')}</dt>
        <dd>
          <code>{round.seedHash}</code>
        </dd>
        <dt>{t('history.seed')}</dt>
        <dd>
          <code>{seed ?? t('history.seedHidden')}</code>
        </dd>
      </dl>
      {seed !== null && round.ringPosition !== null && (
        <div className="ff-verify">
          <Button size="mini" onClick={verify}>
            {t('history.verify')}
          </Button>
          {check && (
            <span
              role="status"
              className={check !== 'failed' && check.hashMatches && check.positionMatches ? 'ff-tone-win' : 'ff-tone-loss'}
            >
              {check === 'failed'
                ? t('history.verifyFailed')
                : check.hashMatches && check.positionMatches
                  ? t('history.verified', { lamp: check.position + 1 })
                  : t('history.mismatch', { lamp: check.position + 1 })}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
