import { CenterPopup } from 'antd-mobile';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './prompts.css';

interface PromptDialogProps {
  open: boolean;
  /** The heading's id: the dialog is named by it. */
  titleId: string;
  title: string;
  /** What it says (the dialog's description), then its buttons. */
  children: ReactNode;
  actions: ReactNode;
}

/**
 * The protection prompts' modal: centred, over a mask that a tap does not close (each prompt has its own way out),
 * a named dialog that takes focus when it opens, keeps Tab inside, and hands focus back to what had it. antd-mobile's
 * imperative Dialog cannot hold these prompts: its content renders outside the app's providers (a form, a link).
 */
export function PromptDialog({ open, titleId, title, children, actions }: PromptDialogProps) {
  return (
    <CenterPopup visible={open} className="prompt-popup" bodyClassName="prompt-dialog" destroyOnClose>
      {/* Drawn only while open: it leaves (and focus returns) at once, while the mask fades. */}
      {open && (
        <PromptBox titleId={titleId} title={title} actions={actions}>
          {children}
        </PromptBox>
      )}
    </CenterPopup>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

function PromptBox({ titleId, title, children, actions }: Omit<PromptDialogProps, 'open'>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    return () => opener?.focus();
  }, []);

  // aria-modal tells a screen reader; a keyboard needs Tab held inside too.
  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !box.current) return;
    const stops = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const here = document.activeElement;
    if (event.shiftKey && (here === first || here === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && here === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="prompt-box" onKeyDown={keepFocus}>
      <h2 id={titleId} className="prompt-title">
        {title}
      </h2>
      <div className="prompt-content">{children}</div>
      <div className="prompt-actions">{actions}</div>
    </div>
  );
}
