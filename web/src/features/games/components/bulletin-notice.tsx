import type { Bulletin } from '@contracts/games/catalog';
import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The scrolling notice bar (a lazy piece: its chunk shares code with the toast and the animation
 * library, which the first screen does not need). A button stops the scrolling and shows the whole
 * text instead (WCAG 2.2.2), which is also how it starts for players who prefer reduced motion.
 */
export default function BulletinNotice({ items }: { items: Bulletin[] }) {
  const { t } = useTranslation('lobby');
  const [still, setStill] = useState(prefersReducedMotion);
  const text = items.map((b) => b.text).join('    ·    ');
  return (
    <NoticeBar
      key={still ? 'still' : 'moving'}
      content={still ? items.map((b) => <p key={b.id}>{b.text}</p>) : text}
      wrap={still}
      icon={<SoundOutline aria-hidden="true" />}
      color="default"
      extra={
        <button type="button" className="lobby-bulletin-toggle" aria-pressed={still} onClick={() => setStill((s) => !s)}>
          {t('bulletin.stop')}
        </button>
      }
    />
  );
}
