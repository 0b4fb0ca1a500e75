import type { InputRef } from 'antd-mobile';
import type { RefCallBack } from 'react-hook-form';

/**
 * The ref every form field hands react-hook-form, which focuses the first invalid field on submit.
 * A plain focus() scrolls the input to the top edge, under the sticky navigation bar (focus scrolling
 * ignores CSS scroll padding), hiding the label and half the message. This one focuses without
 * scrolling, then scrollIntoView, which honours the root's scroll padding (the bar's height) and the
 * controls' scroll margin (the label above them, styles.css); a field already in view does not move.
 */
export function fieldFocusRef(ref: RefCallBack) {
  return (handle: InputRef | null) =>
    ref(
      handle && {
        focus: () => {
          const input = handle.nativeElement;
          input?.focus({ preventScroll: true });
          // Optional: jsdom (the unit tests' DOM) has no scrollIntoView.
          input?.scrollIntoView?.({ block: 'nearest' });
        },
      },
    );
}
