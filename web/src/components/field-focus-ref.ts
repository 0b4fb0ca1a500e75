import type { RefCallBack } from 'react-hook-form';

/**
 * The ref every form field hands react-hook-form, which focuses the first invalid field on submit.
 * A plain focus() scrolls the input to the top edge, under the sticky navigation bar (focus scrolling
 * ignores CSS scroll padding), hiding the label and half the message. This one focuses without
 * scrolling, then scrollIntoView, which honours the root's scroll padding (the bar's height) and the
 * controls' scroll margin (the label above them, styles.css); a field already in view does not move.
 */
export function fieldFocusRef(ref: RefCallBack) {
  // An antd-mobile input's handle, or a plain element (a radio of a group, a picker's button).
  return (handle: { nativeElement: HTMLElement | null } | HTMLElement | null) =>
    ref(
      handle && {
        focus: () => {
          const input = handle instanceof HTMLElement ? handle : handle.nativeElement;
          input?.focus({ preventScroll: true });
          // Optional: jsdom (the unit tests' DOM) has no scrollIntoView.
          input?.scrollIntoView?.({ block: 'nearest' });
        },
      },
    );
}
