import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPiece } from '@web/lib/lazy-page';
import { useSession } from '@web/lib/use-session';
import { afterFirstScreen } from '@web/lib/after-first-screen';
import { bulletinsQuery } from '@web/api/games/get-bulletin';
import { QueryState } from '@web/components/query-state';

const BulletinNotice = lazyPiece(() => import('./bulletin-notice'));

/**
 * The bulletins (game/getBulletin). Their 40 px are kept from the first paint: an empty bar while
 * the answer comes, the first bulletin as plain text until the notice bar's chunk is in (after the
 * first screen), so nothing below moves. Only an empty or failed answer gives the space back.
 */
export function BulletinBar() {
  const { t } = useTranslation('lobby');
  const bulletins = useQuery(bulletinsQuery(useSession()));
  const [ready, setReady] = useState(false);
  const count = bulletins.data?.length ?? 0;
  useEffect(() => {
    if (count === 0) return;
    return afterFirstScreen(() => setReady(true));
  }, [count]);
  return (
    <QueryState
      query={bulletins}
      label={t('bulletin.label')}
      loading={
        <section className="lobby-bulletin" aria-busy="true" aria-label={t('bulletin.label')}>
          <p className="lobby-bulletin-static" />
        </section>
      }
      // Nothing to announce, or no answer: the bar is not needed.
      failure={() => null}
      empty={null}
    >
      {(all) => {
        const still = <p className="lobby-bulletin-static">{all[0]?.text}</p>;
        return (
          <section className="lobby-bulletin" aria-label={t('bulletin.label')}>
            {ready ? <BulletinNotice items={all} fallback={still} /> : still}
          </section>
        );
      }}
    </QueryState>
  );
}
