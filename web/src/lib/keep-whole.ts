import { createElement, type ReactNode } from 'react';

/** A run of letters and digits joined by hyphens that holds a digit: a round or order number, a date. */
const HYPHENATED_NUMBER = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g;

/**
 * The text with its hyphenated numbers ("20261122-0735", "FF20261122-0736") in `.keep-whole` spans: browsers may
 * break a line after any hyphen, which splits a round number in two. The text wraps at its spaces (and between
 * Chinese characters) as before; a plain string comes back when there is nothing to keep together.
 */
export function keepNumbersWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(HYPHENATED_NUMBER)) {
    if (!/\d/.test(match[0])) continue;
    parts.push(text.slice(from, match.index), createElement('span', { key: match.index, className: 'keep-whole' }, match[0]));
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
