/** Text placed inside HTML the mock writes itself (a demo game page, a personal message's rich text). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page the mock writes itself (a demo game, a stand-in payment page): one head for all of them. */
export function htmlPage({ lang, title, style, body }: { lang: string; title: string; style?: string; body: string }): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ];
  if (style) head.push(`<style>${style}</style>`);
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>`;
}
