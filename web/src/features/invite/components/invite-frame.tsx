import type { UserInvite } from '@contracts/common/partners';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userInviteQuery } from '@web/api/common/get-user-invite';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import '../invite.css';

interface InviteFrameProps extends PageProps {
  children: (info: UserInvite) => ReactNode;
}

/** The invite and join-us pages: the feature's strings, then the player's invitation (one query for both) under the page's title. */
export function InviteFrame(props: InviteFrameProps) {
  return (
    <FeatureStrings ns="invite">
      <WithInvite {...props} />
    </FeatureStrings>
  );
}

function WithInvite({ titleKey, children }: InviteFrameProps) {
  const { t } = useTranslation('invite');
  const invite = useQuery(userInviteQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={invite} label={t('loading')} lines={8}>
        {(info) => children(info)}
      </QueryState>
    </Page>
  );
}
