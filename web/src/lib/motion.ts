import { useEffect, useState } from 'react';

/** The player asked their system for less motion: moving pieces start still (WCAG 2.3.3, 2.2.2). */
export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Whether the page is on screen (document.visibilityState): what moves stops while nobody sees it. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
