import { escapeHtml } from '../core/html';

/**
 * The little Markdown the OpenAPI document's descriptions use, as HTML: `code`, **bold**, paragraphs and
 * numbered or dashed lists. Everything is escaped first, so a description can never add markup of its own.
 */
export function markdownInline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

export function markdownBlock(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .reduce<Array<{ list: 'ol' | 'ul' | null; html: string }>>((out, block) => {
      const ordered = /^\d+\.\s/.test(block);
      const dashed = /^[-*]\s/.test(block);
      if (!ordered && !dashed) return [...out, { list: null, html: `<p>${markdownInline(block)}</p>` }];
      const list = ordered ? 'ol' : 'ul';
      const items = block.split(/\n(?=\d+\.\s|[-*]\s)/).map((item) => `<li>${markdownInline(item.replace(/^(\d+\.|[-*])\s+/, ''))}</li>`);
      const last = out.at(-1);
      // Items separated by blank lines are one list.
      if (last?.list === list) return [...out.slice(0, -1), { list, html: last.html.replace(new RegExp(`</${list}>$`), `${items.join('')}</${list}>`) }];
      return [...out, { list, html: `<${list}>${items.join('')}</${list}>` }];
    }, [])
    .map((part) => part.html)
    .join('\n');
}
