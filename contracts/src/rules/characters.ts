/*
 * How long a text is as a person sees it, without zod: the chat page and the feedback form show a counter on
 * their first paint, before any schema is imported.
 */

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Characters as a person sees them: grapheme clusters, so "👍🏽" (two code points), "é" written as e + a
 * combining accent, a flag and a family of four joined by zero-width joiners are one each, and CJK or Latin
 * letters one each. The one count of every free-text rule (rules/text.ts `visibleText`) and of every counter
 * beside such a field. Intl.Segmenter is in Node 16+ and every browser the app supports; where it is missing
 * (Firefox before 125) the count falls back to code points and the server, which has it, still decides.
 */
export function visibleLength(text: string): number {
  if (segmenter === undefined)
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  if (segmenter === null) return [...text].length;
  // Each step of a segment iterator copies its whole input (V8), so a long text is counted a window at a time:
  // every segment of a window but the last is whole (a boundary depends only on what precedes it and the next
  // character, never cut in half: a window does not end inside a surrogate pair), and the next window starts
  // where that last one did. Linear instead of quadratic.
  let count = 0;
  for (let start = 0, width = WINDOW; start < text.length;) {
    let end = start + width;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end++;
    const { segments, lastStart } = countSegments(segmenter, text.slice(start, end));
    if (end >= text.length) return count + segments;
    if (segments > 1) {
      count += segments - 1;
      start += lastStart;
      width = WINDOW;
    } else width *= 2; // one character wider than the window (marks stacked on a letter)
  }
  return count;
}

const WINDOW = 256;

function countSegments(by: Intl.Segmenter, piece: string): { segments: number; lastStart: number } {
  let segments = 0;
  let lastStart = 0;
  for (const { index } of by.segment(piece)) {
    segments++;
    lastStart = index;
  }
  return { segments, lastStart };
}

/**
 * The most code points one character may carry: every emoji sequence fits (the longest, a kiss of two people
 * with skin tones, has 10), as does any letter with its accents. A text with more is no text a person typed
 * (hundreds of combining marks on one letter); the rules refuse it, and the document can state this bound.
 */
export const CODE_POINTS_PER_CHARACTER = 10;
