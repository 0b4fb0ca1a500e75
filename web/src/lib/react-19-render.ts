import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What antd-mobile's Toast, Dialog and Modal render with (vite.config.ts aliases rc-util's
 * `React/render` here). rc-util's version calls ReactDOM.render, which React 19 removed, and carries
 * a regenerator runtime (~4 kB gzip) onto every first screen; this one uses createRoot and is tiny.
 * It replaces antd-mobile's documented `unstableSetRender` hook, which had to run at start-up.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  // antd-mobile unmounts from inside the closing component's own callback: let that render finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
}
