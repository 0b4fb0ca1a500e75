import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server (notices, help articles, promotions, partner stories) is HTML written by
 * other people: it is sanitised with DOMPurify before it reaches the DOM, with a profile narrower than
 * DOMPurify's default:
 * - HTML only: no SVG or MathML (their namespaces are where most sanitiser bypasses live);
 * - no `style` element or attribute (CSS can load URLs and hide or overlay content), no forms, frames,
 *   objects, embeds, `<base>`, `<meta>` or `<link>`;
 * - links and images only to http(s), mailto:, tel: or in-app (relative or `#/…`) addresses: never
 *   `javascript:`, `data:`, `vbscript:` or anything else;
 * - external links open in a new tab with `rel="noopener noreferrer"` (the page they open gets no handle
 *   on this one and no referrer); in-app hash links stay in the app.
 * Images are lazy and fit the width (rich-text class in styles.css).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target', 'ping'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i,
  ALLOW_DATA_ATTR: false,
};

const EXTERNAL = /^https?:\/\//i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance of our own, so the hook below never changes how another caller sanitises. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      node.setAttribute('rel', 'noopener noreferrer');
      if (EXTERNAL.test(href)) node.setAttribute('target', '_blank');
    }
    if (node.nodeName === 'IMG') {
      // DOMPurify lets data: images through by default; an author's inline image is not needed here.
      if (/^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // Without a text alternative an image is announced by its file name: decorative unless told.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = created;
  return created;
}

/** The HTML that is safe to insert, as a string (exported for tests and for any non-React use). */
export function sanitizeRichText(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

interface RichTextProps {
  html: string;
  className?: string;
  /** The landmark-free region's name, when the text is the page's main content. */
  label?: string;
}

/** Server rich text, sanitised, rendered in the app's type scale. */
export function RichText({ html, className, label }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
