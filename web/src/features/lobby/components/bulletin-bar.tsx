import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPiece } from '@web/lib/lazy-page';
import { useSession } from '@web/lib/use-session';
import { afterFirstScreen } from './after-first-screen';
import { bulletinsQuery } from '@web/api/games/get-bulletin';

const BulletinNotice = lazyPiece(() => import('./bulletin-notice'));

/**
 * The bulletins (game/getBulletin). Until the notice bar's chunk has arrived (after the first paint),
 * the first bulletin shows as plain text in a box of the same size, so nothing moves.
 */
export function BulletinBar() {
  const { t } = useTranslation('lobby');
  const bulletins = useQuery(bulletinsQuery(useSession()));
  const [ready, setReady] = useState(false);
  const items = bulletins.data ?? [];
  useEffect(() => {
    if (items.length === 0) return;
    return afterFirstScreen(() => setReady(true));
  }, [items.length]);
  if (items.length === 0) return null; // nothing to announce, or no answer: the bar is not needed
  return (
    <section className="lobby-bulletin" aria-label={t('bulletin.label')}>
      {ready ? <BulletinNotice items={items} /> : <p className="lobby-bulletin-static">{items[0]?.text}</p>}
    </section>
  );
}
