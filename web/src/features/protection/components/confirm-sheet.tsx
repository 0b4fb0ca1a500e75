import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmSheetProps {
  visible: boolean;
  /** The heading's id: the dialog is named by it. */
  titleId: string;
  title: string;
  /** While the call is out the sheet stays: the answer decides what comes next. */
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The bottom sheet of a step that cannot be undone: its heading, what it will do, the form that does it, Cancel. */
export function ConfirmSheet({ visible, titleId, title, pending, onClose, children }: ConfirmSheetProps) {
  const { t } = useTranslation('common');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName="protection-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="protection-sheet-title">
          {title}
        </h2>
        {children}
        <Button block className="protection-sheet-cancel" onClick={close} disabled={pending}>
          {t('cancel')}
        </Button>
      </div>
    </Popup>
  );
}
