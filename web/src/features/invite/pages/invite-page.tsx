import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { userInviteQuery } from '@web/api/common/get-user-invite';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QrCode } from '@web/components/qr-code';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { formatRate } from '../components/format-rate';
import { ShareActions } from '../components/share-actions';
import '../invite.css';
import { Section } from '@web/components/section';

export default function InvitePage(props: PageProps) {
  return (
    <FeatureStrings ns="invite">
      <Invite {...props} />
    </FeatureStrings>
  );
}

/** mine/invite: the QR code of the invitation link (high error correction, margin 1), copy and share, the friends and the commission. */
function Invite({ titleKey }: PageProps) {
  const { t } = useTranslation('invite');
  const invite = useQuery(userInviteQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={invite} label={t('loading')} lines={8}>
        {(info) => (
          <>
            <Section title={t('qr.title')} className="surface-card invite-qr-card" titleClassName="invite-card-title">
              <p className="invite-hint">{t('qr.hint')}</p>
              <QrCode value={info.qrContent} label={t('qr.label')} size={200} />
              <p className="invite-code">
                {t('code.label')} <strong data-testid="invite-code">{info.inviteCode}</strong>
              </p>
              <p className="invite-link">
                <a href={info.inviteLink} data-testid="invite-link">
                  {info.inviteLink}
                </a>
              </p>
              <ShareActions link={info.inviteLink} code={info.inviteCode} />
            </Section>
            <Section title={t('friends.title')} className="surface-card" titleClassName="invite-card-title">
              <dl className="invite-stats">
                <div>
                  <dt>{t('friends.invited')}</dt>
                  <dd>{info.invitedCount}</dd>
                </div>
                <div>
                  <dt>{t('friends.active')}</dt>
                  <dd>{info.activeCount}</dd>
                </div>
              </dl>
              {info.invitedCount === 0 && <p className="invite-hint">{t('friends.none')}</p>}
            </Section>
            <Section title={t('commission.title')} className="surface-card" titleClassName="invite-card-title">
              <p className="invite-hint">{t('commission.rate', { rate: formatRate(info.commission.rate) })}</p>
              <dl className="invite-stats invite-stats-four">
                <div>
                  <dt>{t('commission.today')}</dt>
                  <dd>{formatMoney(info.commission.today)}</dd>
                </div>
                <div>
                  <dt>{t('commission.thisMonth')}</dt>
                  <dd>{formatMoney(info.commission.thisMonth)}</dd>
                </div>
                <div>
                  <dt>{t('commission.total')}</dt>
                  <dd>{formatMoney(info.commission.total)}</dd>
                </div>
                <div>
                  <dt>{t('commission.pending')}</dt>
                  <dd>{formatMoney(info.commission.pending)}</dd>
                </div>
              </dl>
              <p className="invite-more">
                <Link className="text-link" to={routes.joinUs()}>
                  {t('toJoinUs')}
                </Link>
              </p>
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
