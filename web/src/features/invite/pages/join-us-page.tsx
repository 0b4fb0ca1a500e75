import { PartnerStatus as PartnerReview } from '@contracts/common/partner-programme';
import type { UserInvite } from '@contracts/common/partners';
import { useTranslation } from 'react-i18next';
import { Section } from '@web/components/section';
import type { PageProps } from '@web/lib/page-props';
import { formatRate } from '../components/format-rate';
import { InviteFrame } from '../components/invite-frame';
import { PartnerForm } from '../components/partner-form';
import { PartnerStatus } from '../components/partner-status';

/** mine/joinOur: the partner programme's terms, the player's application status, and the form when they may apply. */
export default function JoinUsPage(props: PageProps) {
  return <InviteFrame {...props}>{(info) => <Partnership info={info} />}</InviteFrame>;
}

function Partnership({ info }: { info: UserInvite }) {
  const { t } = useTranslation('invite');
  return (
    <>
      <Section title={t('terms.title')} className="surface-card" titleClassName="invite-card-title">
        <p className="invite-hint">{t('terms.intro')}</p>
        <ul className="invite-terms">
          <li>{t('terms.rate', { rate: formatRate(info.commission.rate) })}</li>
          <li>{t('terms.partnerRate')}</li>
          <li>{t('terms.turnover')}</li>
          <li>{t('terms.review')}</li>
          <li>{t('terms.conduct')}</li>
        </ul>
      </Section>
      {info.partner ? (
        <PartnerStatus application={info.partner} />
      ) : (
        <div className="surface-card">
          <p className="invite-hint">{t('status.none')}</p>
        </div>
      )}
      {(info.partner === null || info.partner.status === PartnerReview.enum.rejected) && <PartnerForm />}
    </>
  );
}
