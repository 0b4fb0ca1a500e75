import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport's bottom an on-screen keyboard covers, in CSS pixels. Mobile browsers
 * now shrink only the visual viewport when a keyboard opens, so a `bottom: 0` bar would sit behind it; the
 * composer moves up by this much instead. 0 without a keyboard or without the VisualViewport API.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
