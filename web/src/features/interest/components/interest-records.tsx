import { InterestRecordType, interestRecordTypeLabels } from '@contracts/interest/interest';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interestRecordsQuery } from '@web/api/interest/get-list';
import { OptionField } from '@web/components/picker-field';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

/** Money that leaves the principal or the receivable reads as minus. */
const OUTGOING = new Set<InterestRecordType>([2, 4]);

/** The earnings and movements list: daily accruals, transfers, receipts, maturities, with a type filter. */
export function InterestRecords() {
  const { t } = useTranslation('interest');
  const viewer = useSession();
  const [type, setType] = useState('');
  const list = useInfiniteQuery(interestRecordsQuery(viewer, type === '' ? undefined : (Number(type) as InterestRecordType)));
  const options = [
    { value: '', label: t('records.allTypes') },
    ...InterestRecordType.options.map((v) => ({ value: String(v), label: interestRecordTypeLabels[v][viewer.lang] })),
  ];
  return (
    <Section title={t('records.title')} className="surface-card" titleClassName="interest-title">
      <div className="interest-filter">
        <OptionField label={t('records.type')} options={options} value={type} onChange={setType} />
      </div>
      <RecordList
        query={list}
        lines={4}
        look={{ title: false, size: 'small' }}
        emptyText={t('records.empty')}
        emptyClassName="interest-empty"
      >
        {(rows) => (
          <ul className="interest-rows">
            {rows.map((r) => (
              <li key={r.orderNo}>
                <span className="interest-row-main">
                  <span className="interest-row-title">{interestRecordTypeLabels[r.type][viewer.lang]}</span>
                  <span className="interest-row-meta">
                    {r.productName} · {formatPlatformTime(r.createdAt)}
                  </span>
                  {/* An accrual that covers several days (the clock jumped) says which, in the server's words. */}
                  {r.remark !== '' && <span className="interest-row-meta">{r.remark}</span>}
                </span>
                <span className="interest-row-side">
                  <span
                    className={`interest-amount ${OUTGOING.has(r.type) ? 'interest-amount-out' : r.type === InterestRecordType.enum.accrual ? 'interest-amount-in' : ''}`}
                  >
                    {OUTGOING.has(r.type) ? '-' : r.type === InterestRecordType.enum.maturity ? '' : '+'}
                    {formatMoney(r.amount)}
                  </span>
                  <span className="interest-row-meta">{t('records.principalAfter', { amount: formatMoney(r.principalAfter) })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
    </Section>
  );
}
