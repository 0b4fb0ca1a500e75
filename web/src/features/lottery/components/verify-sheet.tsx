import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyRound, type RoundToVerify, type Verification } from '../verify';
import { ResultView } from './result-view';

interface VerifySheetProps {
  round: RoundToVerify | null;
  type: LotteryTypeCode;
  onClose: () => void;
}

/**
 * The fairness check of one round: the hash published before the round, the seed revealed after, and
 * the browser's own recomputation (SHA-256 with Web Crypto, the contract's resultFromDigest), with a
 * plain verdict in words for each check.
 */
export function VerifySheet({ round, type, onClose }: VerifySheetProps) {
  const { t } = useTranslation(['lottery', 'common']);
  return (
    <Popup visible={round !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="lottery-sheet" destroyOnClose>
      {round && (
        <div role="dialog" aria-modal="true" aria-labelledby="lottery-verify-title">
          <h2 id="lottery-verify-title" className="lottery-sheet-title">
            {t('verify.title', { issue: round.issue })}
          </h2>
          <VerifyBody round={round} type={type} />
          <Button block onClick={onClose} className="lottery-sheet-close">
            {t('common:close')}
          </Button>
        </div>
      )}
    </Popup>
  );
}

function VerifyBody({ round, type }: { round: RoundToVerify; type: LotteryTypeCode }) {
  const { t } = useTranslation('lottery');
  const [verdict, setVerdict] = useState<Verification | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    verifyRound(round, type).then(
      (v) => live && setVerdict(v),
      () => live && setVerdict('failed'),
    );
    return () => {
      live = false;
    };
  }, [round, type]);

  return (
    <>
      <dl className="lottery-verify-facts">
        <dt>{t('verify.issue')}</dt>
        <dd>{round.issue}</dd>
        <dt>{t('verify.seedHash')}</dt>
        <dd className="lottery-hex">{round.seedHash}</dd>
        <dt>{t('verify.seed')}</dt>
        <dd className="lottery-hex">{round.seed ?? t('verify.seedHidden')}</dd>
        <dt>{t('verify.published')}</dt>
        <dd>{round.result ? <ResultView type={type} result={round.result} size="s" /> : t('verify.noResult')}</dd>
      </dl>
      <div className="lottery-verify-verdict" role="status" aria-live="polite">
        {verdict === null && <p>{t('verify.working')}</p>}
        {verdict === 'failed' && <p className="is-bad">{t('verify.failed')}</p>}
        {verdict !== null && verdict !== 'failed' && verdict.state === 'unrevealed' && <p>{t('verify.unrevealed')}</p>}
        {verdict !== null && verdict !== 'failed' && verdict.state === 'checked' && (
          <>
            <p className={verdict.hashMatches ? 'is-good' : 'is-bad'} data-testid="verify-hash">
              {verdict.hashMatches ? t('verify.hashOk') : t('verify.hashBad')}
            </p>
            <p className="lottery-verify-detail">
              {t('verify.computedHash')} <span className="lottery-hex">{verdict.computedHash}</span>
            </p>
            <p className={verdict.resultMatches ? 'is-good' : 'is-bad'} data-testid="verify-result">
              {verdict.resultMatches ? t('verify.resultOk') : t('verify.resultBad')}
            </p>
            <p className="lottery-verify-detail">
              {t('verify.recomputed')} <ResultView type={type} result={verdict.recomputed} size="s" />
            </p>
          </>
        )}
      </div>
    </>
  );
}
