import type { PageText } from '../page-text';

/** The page's words, with the two app links the server adds. */
export type PageWords = PageText & { transferUrl: string; backUrl: string };

export const $ = <E extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as E;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A player who asked for less motion gets the outcome at once: no spins, no flights, no waits. */
export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits for an animation's step, or not at all under reduced motion. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

/** A card face from its code ("10♥"), dealt in with a flip when `animate`. */
export function playingCard(code: string, animate: boolean): HTMLElement {
  const red = /[♥♦]$/.test(code);
  return el('span', { className: `playing-card${red ? ' red' : ''}${animate ? ' deal-in' : ''}`, textContent: code });
}

export const cardBack = () => el('span', { className: 'playing-card back', textContent: '?' });
