import type { DialogConfirmProps } from 'antd-mobile';

/**
 * antd-mobile's confirm dialog, loaded when it opens: Dialog brings the animation library
 * (~26 kB gzip with its mask and popup code), which no first screen needs.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm(props);
}
