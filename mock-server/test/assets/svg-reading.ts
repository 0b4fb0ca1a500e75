/** Reading generated SVG in tests: a small well-formedness check and the text it draws. */

const NAME = /^[A-Za-z_][\w.:-]*$/;

/**
 * Problems that would stop an XML parser: unbalanced or crossed tags, unquoted or repeated
 * attributes, a bare "&" or "<" in text. Enough for generated markup (no comments, CDATA or doctype).
 */
export function svgProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const text = (chunk: string) => {
    if (/&(?!(#\d+|#x[\da-fA-F]+|amp|lt|gt|quot|apos);)/.test(chunk)) problems.push(`bare & in "${chunk.slice(0, 30)}"`);
    if (chunk.includes('>')) problems.push(`stray > in "${chunk.slice(0, 30)}"`);
  };
  let at = 0;
  while (at < xml.length) {
    const start = xml.indexOf('<', at);
    text(xml.slice(at, start === -1 ? xml.length : start));
    if (start === -1) break;
    const end = xml.indexOf('>', start);
    if (end === -1) return [...problems, 'unterminated tag'];
    const tag = xml.slice(start + 1, end);
    at = end + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (open.pop() !== name) problems.push(`</${name}> closes the wrong element`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const [, name = '', rest = ''] = /^(\S+)([\s\S]*?)\/?$/.exec(tag) ?? [];
    if (!NAME.test(name)) problems.push(`bad element name "${name}"`);
    const attributes = rest.trim();
    const seen = new Set<string>();
    const leftover = attributes.replace(/([A-Za-z_][\w.:-]*)="([^"<]*)"/g, (_m, attr: string, value: string) => {
      if (seen.has(attr)) problems.push(`<${name}> repeats ${attr}`);
      seen.add(attr);
      text(value);
      return '';
    });
    if (leftover.trim() !== '') problems.push(`<${name}> has malformed attributes: ${leftover.trim().slice(0, 30)}`);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (!xml.startsWith('<svg ')) problems.push('does not start with <svg');
  return problems;
}

export interface DrawnText {
  x: number;
  fontSize: number;
  anchor: 'start' | 'middle';
  lines: string[];
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** Each <text> element: its x (the first tspan's or its own), font size, anchor and lines. */
export function textsOf(svg: string): DrawnText[] {
  return [...svg.matchAll(/<text([^>]*)>([\s\S]*?)<\/text>/g)].map(([, attrs = '', inner = '']) => {
    const attr = (name: string, from: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(from)?.[1];
    const spans = [...inner.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)];
    const x = Number(attr('x', spans[0]?.[1] ?? '') ?? attr('x', attrs));
    return {
      x,
      fontSize: Number(attr('font-size', attrs)),
      anchor: attr('text-anchor', attrs) === 'middle' ? 'middle' : 'start',
      lines: spans.length > 0 ? spans.map((s) => unescape(s[2] ?? '')) : [unescape(inner)],
    };
  });
}
