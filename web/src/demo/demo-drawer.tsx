import { Button, Popup } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSection } from './chat-section';
import { ClockSection } from './clock-section';
import { MoneySection } from './money-section';
import { ResetSection } from './reset-section';
import { ScenarioSection } from './scenario-section';
import './demo-drawer.css';

/**
 * The demo build's floating "Demo" button and its drawer: the mock's clock, the pending money and chat a back office
 * would decide, the scenarios to start from, and a reset — what a presenter needs without a second tab on the control API. Loaded only in that
 * build (demo-slot.tsx), after the first screen.
 */
export default function DemoDrawer() {
  // Its words are a namespace of their own, loaded with it.
  const { t, ready } = useTranslation('demo', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  // Focus goes into the drawer when it opens and back to its button when it closes, so a keyboard stays in step.
  useEffect(() => {
    if (open) dialog.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  if (!ready) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="demo-float"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('button')}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="demo-sheet" destroyOnClose>
        {open && (
          <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="demo-drawer-title" tabIndex={-1} className="demo-dialog">
            <h2 id="demo-drawer-title" className="demo-title">
              {t('title')}
            </h2>
            <p className="demo-hint">{t('intro')}</p>
            <ClockSection />
            <MoneySection />
            <ChatSection />
            <ScenarioSection />
            <ResetSection />
            <Button block onClick={close} className="demo-close">
              {t('close')}
            </Button>
          </div>
        )}
      </Popup>
    </>
  );
}
