// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeRichText } from './rich-text';

/** The sanitised HTML parsed back, to look at what a browser would build from it. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeRichText(html);
  return host;
}

/** Nothing in the result can run script: no handler attribute, no script-capable element, no script URL. */
function expectInert(host: HTMLElement) {
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
  expect(host.querySelector('script, iframe, frame, object, embed, form, input, button, style, svg, math, base, meta, link')).toBeNull();
}

describe('sanitizeRichText', () => {
  it.each([
    ['a script tag', '<p>hi</p><script>alert(1)</script>'],
    ['a script tag in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>hi</p>'],
    ['an event handler on an image', '<img src="x.png" onerror="alert(1)">'],
    ['event handlers on ordinary tags', '<p onclick="alert(1)" onmouseover="alert(2)">hi</p><body onload="alert(3)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link with mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: link hidden by an entity tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['<svg onload>', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['<svg><script>', '<svg><script>alert(1)</script></svg>'],
    ['an SVG link with xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a MathML payload', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a style element with an expression', '<style>p { width: expression(alert(1)) }</style><p>hi</p>'],
    ['a style attribute with url(javascript:)', '<p style="background:url(javascript:alert(1))">hi</p>'],
    ['a style attribute with a CSS expression', '<div style="width: expression(alert(1))">x</div>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    [
      'a form with a javascript: action',
      '<form action="javascript:alert(1)"><input name="password"><button formaction="javascript:alert(2)">Go</button></form>',
    ],
    ['object and embed', '<object data="evil.swf"></object><embed src="javascript:alert(1)">'],
    ['a meta refresh and a base tag', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">'],
    ['a mutation-XSS attempt through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ])('removes %s', (_name, html) => {
    expectInert(parse(html));
  });

  it('keeps ordinary formatting and text', () => {
    const host = parse(
      '<h3>Title</h3><p>Some <strong>bold</strong> and <em>em</em></p><ul><li>one</li></ul><ol><li>two</li></ol><table><tr><td>cell</td></tr></table>',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Title');
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('td')?.textContent).toBe('cell');
  });

  it('opens external links safely in a new tab and keeps in-app links in the app', () => {
    const host = parse(
      '<a href="https://example.com/help">out</a><a href="#/pages/mine/helpCenter">in</a><a href="mailto:help@example.com">mail</a><a href="https://x.example" target="_self">t</a>',
    );
    const [out, inApp, mail, forced] = [...host.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inApp?.getAttribute('href')).toBe('#/pages/mine/helpCenter');
    expect(inApp?.hasAttribute('target')).toBe(false);
    expect(mail?.getAttribute('href')).toBe('mailto:help@example.com');
    // The author cannot pick a target that keeps a handle on this page.
    expect(forced?.getAttribute('target')).toBe('_blank');
    expect(forced?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps images from http(s) or the app, lazy, with an empty alt when none was given', () => {
    const host = parse(
      '<img src="/assets/banners/en/1.svg"><img src="https://cdn.example/a.png" alt="A chart" srcset="javascript:alert(1) 1x">',
    );
    const [local, remote] = [...host.querySelectorAll('img')];
    expect(local?.getAttribute('src')).toBe('/assets/banners/en/1.svg');
    expect(local?.getAttribute('alt')).toBe('');
    expect(local?.getAttribute('loading')).toBe('lazy');
    expect(remote?.getAttribute('alt')).toBe('A chart');
    expect(remote?.hasAttribute('srcset')).toBe(false);
  });
});

describe('RichText', () => {
  it('renders the sanitised HTML in a rich-text block', () => {
    const { container } = render(<RichText html={'<p>Hello <b>world</b></p><img src=x onerror="window.__hit = 1">'} className="notice" />);
    const block = container.querySelector('.rich-text.notice');
    expect(block?.querySelector('b')?.textContent).toBe('world');
    expect(block?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as unknown as { __hit?: number }).__hit).toBeUndefined();
  });
});
