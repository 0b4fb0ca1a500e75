import type { ToastShowProps } from 'antd-mobile';
import type { ToastHandler } from 'antd-mobile/es/components/toast';
import { keepNumbersWhole } from './keep-whole';

/** How long a message toast stays (spec §3). */
export const TOAST_MS = 2_000;

/**
 * The one way to show a toast: antd-mobile's Toast, loaded on first use. It brings its animation
 * library (~23 kB gzip), which no first screen needs, and a message shown a few milliseconds later is
 * not noticeably late. Resolves with the handle (a loading mask closes through it). A message wraps
 * between words only (styles.css) and keeps its round and order numbers whole.
 */
export async function showToast(props: ToastShowProps | string): Promise<ToastHandler> {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  const { content, ...rest } = typeof props === 'string' ? { content: props } : props;
  return Toast.show({ duration: TOAST_MS, ...rest, content: typeof content === 'string' ? keepNumbersWhole(content) : content });
}
