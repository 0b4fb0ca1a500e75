import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface KeypadSheetProps {
  visible: boolean;
  /** The heading's id (the dialog is labelled by it). */
  titleId: string;
  title: string;
  /** While the call is out the sheet cannot be cancelled. */
  pending: boolean;
  /** The cancel button also spins while pending (the withdrawal is being sent). */
  showPending?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The bottom sheet the withdrawal-password pads open in: heading, the pad and its text, Cancel. */
export function KeypadSheet({ visible, titleId, title, pending, showPending = false, onClose, children }: KeypadSheetProps) {
  const { t } = useTranslation('wallet');
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="wallet-sheet wallet-sheet-keypad" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="wallet-sheet-title">
          {title}
        </h2>
        {children}
        <div className="wallet-sheet-actions">
          <Button block onClick={onClose} disabled={pending} loading={showPending && pending}>
            {t('common:cancel')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
