import { PartnerStatus as PartnerReview } from '@contracts/common/partner-programme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInviteQuery } from '@web/api/common/get-user-invite';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { formatRate } from '../components/format-rate';
import { PartnerForm } from '../components/partner-form';
import { PartnerStatus } from '../components/partner-status';
import '../invite.css';
import { Section } from '@web/components/section';

export default function JoinUsPage(props: PageProps) {
  return (
    <FeatureStrings ns="invite">
      <JoinUs {...props} />
    </FeatureStrings>
  );
}

/** mine/joinOur: the partner programme's terms, the player's application status, and the form when they may apply. */
function JoinUs({ titleKey }: PageProps) {
  const { t } = useTranslation('invite');
  const invite = useQuery(userInviteQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={invite} label={t('loading')} lines={8}>
        {(info) => (
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
        )}
      </QueryState>
    </Page>
  );
}
