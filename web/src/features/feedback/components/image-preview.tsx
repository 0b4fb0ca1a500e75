import { Button, type ButtonRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface ImagePreviewProps {
  images: readonly string[];
  /** The image shown; null: closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A feedback image at full width, over the page: a modal dialog with previous / next / close buttons,
 * Escape and the arrow keys. Our own rather than antd-mobile's ImageViewer, which closes on a tap only
 * (no button, no key) and names each picture by its URL.
 */
export function ImagePreview({ images, index, onIndex, onClose }: ImagePreviewProps) {
  const { t } = useTranslation(['feedback', 'common']);
  const close = useRef<ButtonRef>(null);
  const open = index !== null && images[index] !== undefined;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.nativeElement?.focus();
    return () => opener?.focus();
  }, [open]);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      if (event.key === 'ArrowRight' && index < images.length - 1) onIndex(index + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, images.length, onClose, onIndex]);

  if (!open) return null;
  const name = t('images.preview', { n: index + 1, total: images.length });
  return createPortal(
    <div className="feedback-viewer" role="dialog" aria-modal="true" aria-label={name}>
      <img className="feedback-viewer-image" src={images[index]} alt={name} />
      <div className="feedback-viewer-bar">
        <Button size="small" disabled={index === 0} onClick={() => onIndex(index - 1)}>
          {t('images.previous')}
        </Button>
        <Button ref={close} size="small" color="primary" onClick={onClose}>
          {t('common:close')}
        </Button>
        <Button size="small" disabled={index === images.length - 1} onClick={() => onIndex(index + 1)}>
          {t('images.next')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
