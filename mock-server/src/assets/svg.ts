import { createHash } from 'node:crypto';
import type { HttpReply, HttpRequest } from '../core/http';

/** What every generated image shares: escaping, the font stack, text measuring and the cached answer. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** System fonts only (nothing downloaded): a CJK face first so Chinese never falls back to boxes. */
export const FONTS = escapeXml('system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif');

/**
 * Estimated advance of one character in em, for a bold sans face: on the generous side (measured
 * against DejaVu Sans Bold, wider than PingFang or Roboto), so text that "fits" by this estimate fits
 * on a real device too. CJK ideographs are a full em.
 */
function advance(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1;
  if (char === ' ') return 0.35;
  if (/[il.,:;'!|]/.test(char)) return 0.34;
  if (/[fjrt()[\]-]/.test(char)) return 0.48;
  if (/[mwMW%@]/.test(char)) return 1;
  if (/[A-Z]/.test(char)) return 0.78;
  return 0.66;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += advance(char);
  return em * fontSize;
}

/** Words to wrap on: spaces for Latin text, every ideograph for CJK (keeping "28" or "%" with its neighbour). */
function tokens(text: string): string[] {
  return text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
}

/** Greedy wrap into lines no wider than maxWidth (a single word wider than that gets a line of its own). */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    const candidate = line + token;
    if (line.trim() !== '' && textWidth(candidate.trimEnd(), fontSize) > maxWidth && token.trim() !== '') {
      lines.push(line.trim());
      line = token;
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  /** The widest line's estimated width at fontSize. */
  width: number;
}

/**
 * The largest font size from `size` down to `minSize` at which the text wraps into at most `maxLines`
 * lines of `maxWidth`. If even `minSize` does not do it, the minimum-size wrap is scaled down further
 * until it fits: text is shrunk, never clipped.
 */
export function fitText(text: string, box: { maxWidth: number; maxLines: number; size: number; minSize: number }): FittedText {
  const measure = (lines: string[], fontSize: number) => Math.max(0, ...lines.map((l) => textWidth(l, fontSize)));
  for (let fontSize = box.size; fontSize >= box.minSize; fontSize--) {
    const lines = wrap(text, fontSize, box.maxWidth);
    const width = measure(lines, fontSize);
    if (lines.length <= box.maxLines && width <= box.maxWidth) return { lines, fontSize, width };
  }
  const words = wrap(text, box.minSize, box.maxWidth);
  // Too many lines: join the overflow onto the last allowed line, then scale that down to the width.
  const lines = [...words.slice(0, box.maxLines - 1), words.slice(box.maxLines - 1).join(' ')].filter((l) => l !== '');
  const fontSize = Math.floor(((box.minSize * box.maxWidth) / measure(lines, box.minSize)) * 10) / 10;
  return { lines, fontSize, width: measure(lines, fontSize) };
}

/** One line if the text fits at `oneLineMin` or larger (most Chinese names), else up to two lines. */
export function fitName(text: string, box: { maxWidth: number; size: number; oneLineMin: number; minSize: number }): FittedText {
  const oneLine = fitText(text, { maxWidth: box.maxWidth, maxLines: 1, size: box.size, minSize: box.oneLineMin });
  return oneLine.fontSize >= box.oneLineMin
    ? oneLine
    : fitText(text, { maxWidth: box.maxWidth, maxLines: 2, size: box.size, minSize: box.minSize });
}

/** A <text> of fitted lines; `y` is the first baseline, the others follow at `lineHeight` × size. */
export function textLines(
  fitted: FittedText,
  at: { x: number; y: number; lineHeight: number; anchor?: 'start' | 'middle'; attrs?: string },
): string {
  const anchor = at.anchor === 'middle' ? ' text-anchor="middle"' : '';
  const spans = fitted.lines
    .map(
      (line, i) =>
        `<tspan x="${at.x}" ${i === 0 ? `y="${at.y}"` : `dy="${round(fitted.fontSize * at.lineHeight)}"`}>${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-size="${fitted.fontSize}"${anchor}${at.attrs ? ` ${at.attrs}` : ''}>${spans}</text>`;
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** An SVG document of the given size; `label` is its accessible name. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" font-family="${FONTS}">${body}</svg>`;
}

/**
 * Sends a generated image cacheably: a day's public max-age and a strong ETag of the body, so a
 * reload revalidates with a 304 instead of downloading the image again.
 */
export function sendSvg(request: HttpRequest, reply: HttpReply, body: string): HttpReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(body);
}

export const notFound = (reply: HttpReply) => reply.code(404).send({ code: 0, msg: 'not found', data: null });
