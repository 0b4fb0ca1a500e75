import type { Bulletin } from '@contracts/games/catalog';
import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@web/lib/motion';

/**
 * The scrolling notice bar (a lazy piece: its chunk shares code with the toast and the animation
 * library, which the first screen does not need), one line high. A button stops the scrolling (WCAG 2.2.2), which
 * is also how it starts for players who prefer reduced motion; standing still it shows the newest bulletin on its
 * line and a button that opens every bulletin's whole text below it.
 */
export default function BulletinNotice({ items }: { items: Bulletin[] }) {
  const { t } = useTranslation('lobby');
  const [still, setStill] = useState(prefersReducedMotion);
  const [open, setOpen] = useState(false);
  const text = items.map((b) => b.text).join('    ·    ');
  return (
    <>
      <NoticeBar
        key={still ? 'still' : 'moving'}
        content={still ? <span className="lobby-bulletin-line">{items[0]?.text}</span> : text}
        icon={<SoundOutline aria-hidden="true" />}
        color="default"
        extra={
          <span className="lobby-bulletin-actions">
            {still && (
              <button
                type="button"
                className="lobby-bulletin-toggle"
                aria-expanded={open}
                aria-controls="lobby-bulletin-all"
                onClick={() => setOpen((o) => !o)}
              >
                {t('bulletin.all')}
              </button>
            )}
            <button type="button" className="lobby-bulletin-toggle" aria-pressed={still} onClick={() => setStill((s) => !s)}>
              {t('bulletin.stop')}
            </button>
          </span>
        }
      />
      {still && open && (
        <ul id="lobby-bulletin-all" className="lobby-bulletin-all">
          {items.map((b) => (
            <li key={b.id}>{b.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}
