import type { PartnerApplication } from '@contracts/common/partner-programme';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const STATUS = {
  0: { key: 'status.pending', color: 'warning' },
  1: { key: 'status.approved', color: 'success' },
  2: { key: 'status.rejected', color: 'danger' },
} as const;

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The player's application, said plainly: its status, when it was sent and decided, and the platform's note. */
export function PartnerStatus({ application }: { application: PartnerApplication }) {
  const { t } = useTranslation('invite');
  const status = STATUS[application.status];
  return (
    <section className="surface-card" aria-labelledby="partner-status-title" data-testid="partner-status">
      <h2 id="partner-status-title" className="invite-card-title">
        {t('status.title')}{' '}
        <Tag color={status.color} fill="outline">
          {t(status.key)}
        </Tag>
      </h2>
      <p className="invite-hint">{t(`${status.key}.text`)}</p>
      <dl className="facts-list">
        <div>
          <dt>{t('status.appliedAt')}</dt>
          <dd>{day(application.appliedAt)}</dd>
        </div>
        {application.decidedAt && (
          <div>
            <dt>{t('status.decidedAt')}</dt>
            <dd>{day(application.decidedAt)}</dd>
          </div>
        )}
        {application.remark && (
          <div>
            <dt>{t('status.remark')}</dt>
            <dd>{application.remark}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
