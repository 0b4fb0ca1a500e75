import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BottomSheetProps {
  visible: boolean;
  /** The heading's id: the dialog is named by it. */
  titleId: string;
  title: string;
  /** While the call is out the sheet stays (Cancel and the mask do nothing): the answer decides what comes next. */
  pending: boolean;
  /** Cancel also spins while pending (a withdrawal being sent). */
  showPending?: boolean;
  /** The feature's own class on the sheet's body (its height, the keypad's room). */
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

/** The bottom sheet of a step the player confirms (a PIN, a time-out, self-exclusion): heading, its content, Cancel. */
export function BottomSheet({ visible, titleId, title, pending, showPending = false, className, onClose, children }: BottomSheetProps) {
  const { t } = useTranslation('common');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName={className ? `bottom-sheet ${className}` : 'bottom-sheet'} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="bottom-sheet-title">
          {title}
        </h2>
        {children}
        <div className="bottom-sheet-actions">
          <Button block onClick={close} disabled={pending} loading={showPending && pending}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
