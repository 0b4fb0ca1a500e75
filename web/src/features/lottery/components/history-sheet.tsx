import type { Round } from '@contracts/lottery/lottery-types';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { lotteryHistoryQuery } from '@web/api/lottery/caipiao-get-history';
import { RecordList } from '@web/components/record-list';
import { ResultRow } from './recent-results';

interface HistorySheetProps {
  open: boolean;
  lotteryId: number;
  type: LotteryTypeCode;
  onVerify: (round: Round) => void;
  onClose: () => void;
}

/** The lottery's whole draw history (caipiao/getHistory), page by page; every drawn round can be verified. */
export function HistorySheet({ open, lotteryId, type, onVerify, onClose }: HistorySheetProps) {
  const { t } = useTranslation(['lottery', 'common']);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="lottery-sheet lottery-sheet-tall" destroyOnClose>
      {open && (
        <div role="dialog" aria-modal="true" aria-labelledby="lottery-history-title">
          <h2 id="lottery-history-title" className="lottery-sheet-title">
            {t('history.title')}
          </h2>
          <HistoryList lotteryId={lotteryId} type={type} onVerify={onVerify} />
          <Button block onClick={onClose} className="lottery-sheet-close">
            {t('common:close')}
          </Button>
        </div>
      )}
    </Popup>
  );
}

function HistoryList({ lotteryId, type, onVerify }: Omit<HistorySheetProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('lottery');
  const history = useInfiniteQuery(lotteryHistoryQuery(lotteryId));
  return (
    <RecordList query={history} label={t('history.loading')} lines={3} emptyText={t('recent.empty')} emptyClassName="lottery-empty">
      {(rounds) => (
        <ul className="lottery-recent">
          {rounds.map((round) => (
            <ResultRow key={round.issue} round={round} type={type} onVerify={onVerify} />
          ))}
        </ul>
      )}
    </RecordList>
  );
}
