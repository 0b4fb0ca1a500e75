import type { UserInvite } from '@contracts/common/partners';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { FactsList } from '@web/components/facts-list';
import { QrCode } from '@web/components/qr-code';
import { Section } from '@web/components/section';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { formatRate } from '../components/format-rate';
import { InviteFrame } from '../components/invite-frame';
import { ShareActions } from '../components/share-actions';

/** mine/invite: the QR code of the invitation link (high error correction, margin 1), copy and share, the friends and the commission. */
export default function InvitePage(props: PageProps) {
  return <InviteFrame {...props}>{(info) => <InviteCards info={info} />}</InviteFrame>;
}

function InviteCards({ info }: { info: UserInvite }) {
  const { t } = useTranslation('invite');
  return (
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
        <FactsList
          className="invite-stats"
          rows={[
            [t('friends.invited'), info.invitedCount],
            [t('friends.active'), info.activeCount],
          ]}
        />
        {info.invitedCount === 0 && <p className="invite-hint">{t('friends.none')}</p>}
      </Section>
      <Section title={t('commission.title')} className="surface-card" titleClassName="invite-card-title">
        <p className="invite-hint">{t('commission.rate', { rate: formatRate(info.commission.rate) })}</p>
        <FactsList
          className="invite-stats invite-stats-four"
          rows={[
            [t('commission.today'), formatMoney(info.commission.today)],
            [t('commission.thisMonth'), formatMoney(info.commission.thisMonth)],
            [t('commission.total'), formatMoney(info.commission.total)],
            [t('commission.pending'), formatMoney(info.commission.pending)],
          ]}
        />
        <p className="invite-more">
          <Link className="text-link" to={routes.joinUs()}>
            {t('toJoinUs')}
          </Link>
        </p>
      </Section>
    </>
  );
}
