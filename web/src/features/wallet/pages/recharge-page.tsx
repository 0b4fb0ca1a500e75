import { DepositChannelType, type DepositChannel, type DepositChannelGroup } from '@contracts/deposit/channels';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { channelGroupsQuery } from '@web/api/deposit/get-recharge-channels';
import { channelsQuery } from '@web/api/deposit/get-recharge-channels1';
import { BalanceBar } from '../components/balance-bar';
import { DepositForm } from '../components/deposit-form';
import { QueryState } from '@web/components/query-state';
import '../wallet.css';
import { useSession } from '@web/lib/use-session';
import { ToggleRow } from '@web/components/toggle-row';
import { Section } from '@web/components/section';

/** Step 1 picks a channel type, step 2 a channel of it (when there are several), then its form. */
export default function RechargePage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const groups = useQuery(channelGroupsQuery(useSession()));
  const [picked, setPicked] = useState<number | null>(null);
  const sorted = [...(groups.data ?? [])].sort((a, b) => a.sort - b.sort);
  const type = picked ?? sorted[0]?.type ?? null;

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <BalanceBar />
      <ProtectionLinks />
      <QueryState
        query={groups}
        label={t('recharge.loadingChannels')}
        empty={<Empty className="surface-card" description={t('recharge.noChannels')} />}
      >
        {() => (
          <>
            <Section title={t('recharge.methods')} className="surface-card" titleClassName="wallet-section-title">
              {(titleId) => (
                <div className="wallet-method-grid" role="group" aria-labelledby={titleId}>
                  {sorted.map((g) => (
                    <MethodButton key={g.type} group={g} active={g.type === type} onPick={() => setPicked(g.type)} />
                  ))}
                </div>
              )}
            </Section>
            {type !== null && <ChannelStep key={type} type={type} />}
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** Player protection two taps away from paying: a deposit limit, or a break from the platform altogether. */
function ProtectionLinks() {
  const { t } = useTranslation('wallet');
  return (
    <nav className="wallet-protection" aria-label={t('recharge.protection')}>
      <Link className="text-link" to={routes.responsibleGaming({ section: 'limits' })}>
        {t('recharge.setLimit')}
      </Link>
      <Link className="text-link" to={routes.responsibleGaming({ section: 'exclusion' })}>
        {t('recharge.selfExclusion')}
      </Link>
    </nav>
  );
}

function MethodButton({ group, active, onPick }: { group: DepositChannelGroup; active: boolean; onPick: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <button type="button" className="wallet-method" aria-pressed={active} onClick={onPick}>
      <img src={group.icon} alt="" width={32} height={32} />
      <span>{group.name}</span>
      {group.bestGiftPercent && (
        <span className="wallet-badge">
          {t(group.giftVaries ? 'recharge.giftUpTo' : 'recharge.giftBadge', { percent: group.bestGiftPercent })}
        </span>
      )}
    </button>
  );
}

/** A channel chip: its name, and its own gift (the method's badge may be "up to" another channel's). */
function ChannelLabel({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      {channel.name}
      {channel.giftPercent !== null && (
        <span className="wallet-option-sub"> {t('recharge.giftBadge', { percent: channel.giftPercent })}</span>
      )}
    </>
  );
}

function ChannelStep({ type }: { type: number }) {
  const { t } = useTranslation(['wallet', 'common']);
  const channels = useQuery(channelsQuery(useSession(), type));
  const [picked, setPicked] = useState<number | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((c) => c.id === picked) ?? list.find((c) => c.recommended) ?? list[0];

  return (
    <QueryState query={channels} label={t('recharge.loadingChannels')}>
      {() => {
        if (!channel) return <Empty className="surface-card" description={t('recharge.noChannels')} />;
        return (
          <>
            {list.length > 1 && (
              <Section title={t('recharge.channels')} className="surface-card" titleClassName="wallet-section-title">
                {(titleId) => (
                  <ToggleRow
                    labelledBy={titleId}
                    className="wallet-options"
                    optionClassName="wallet-option"
                    options={list.map((c) => ({ value: c.id, label: <ChannelLabel channel={c} /> }))}
                    value={channel.id}
                    onChange={setPicked}
                  />
                )}
              </Section>
            )}
            {channel.type === DepositChannelType.enum.contactService ? (
              <Section title={channel.name} className="surface-card" titleClassName="wallet-section-title">
                <p className="wallet-instructions">{channel.instructions}</p>
                <Link className="wallet-link-button" to={`/${channel.serviceUrl.replace(/^\//, '')}`}>
                  {t('recharge.contactService')}
                </Link>
              </Section>
            ) : (
              <DepositForm key={channel.id} channel={channel} />
            )}
          </>
        );
      }}
    </QueryState>
  );
}
