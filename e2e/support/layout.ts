import { expect, type Page } from '@playwright/test';

/** The narrowest phone the product supports (DESIGN.md §5: 360 px wide). */
export const NARROW = { width: 360, height: 740 } as const;

/** Text or a painted control closer than this to the screen's edge "touches" it. */
const EDGE_PX = 2;

export interface LayoutProblem {
  kind: 'sideways-scroll' | 'text-at-edge' | 'control-at-edge';
  /** A short CSS path and the text, for the failure message. */
  where: string;
}

/**
 * Runs in the page: what a player would see as broken layout at the current viewport width.
 *  - the document scrolls sideways;
 *  - a visible text run starts or ends within EDGE_PX of the screen's edge;
 *  - a visible control (button, link, field, chip) that paints a box of its own (border or background) and is not a
 *    full-width row touches the edge. A keypad's keys (antd-mobile's NumberKeyboard, the PIN pad) tile the screen
 *    from edge to edge like the phone's own keyboard, by design.
 * Content a horizontal scroller or a marquee clips on purpose (a chip row, a swiper, a notice bar) is left out, and so
 * is anything entirely off screen (a closed drawer). A string rather than a function: tsx's helpers do not exist in
 * the page.
 */
const findProblems = (width: number) => `((width) => {
  const EDGE = ${EDGE_PX};
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > width) problems.push({ kind: 'sideways-scroll', where: 'document is ' + root.scrollWidth + ' px wide at ' + width + ' px: ' + widest() });

  function widest() {
    let worst = null;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 0.5 && !clipped(el, false) && (!worst || r.right > worst.r.right)) worst = { el, r };
    }
    return worst ? path(worst.el) + ' reaches ' + Math.round(worst.r.right) + ' px' : 'no element';
  }
  function path(el) {
    const parts = [];
    for (let node = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const cls = [...node.classList].filter((c) => !c.startsWith('adm-') || parts.length === 0).slice(0, 2).join('.');
      parts.unshift(node.tagName.toLowerCase() + (cls ? '.' + cls : ''));
    }
    return parts.join(' > ');
  }
  function hidden(el) {
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
      // Visually hidden for screen readers only (clipped to nothing).
      if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none') return true;
      if (node.getAttribute && node.getAttribute('aria-hidden') === 'true') return true;
    }
    return false;
  }
  // Inside something that scrolls or clips sideways and is wider inside than out: cut off on purpose (a text's own
  // element counts, as an ellipsis does; a control's own box does not).
  function clipped(el, self) {
    for (let node = self ? el : el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow !== 'visible' && node.scrollWidth > node.clientWidth + 1) return true;
    }
    return false;
  }
  const offscreen = (r) => r.width === 0 || r.height === 0 || r.right <= 0 || r.left >= width || r.bottom <= 0;
  const atEdge = (r) => r.left < EDGE || r.right > width - EDGE;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent || !text.textContent.trim()) continue;
    const el = text.parentElement;
    if (!el || seen.has(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const r of range.getClientRects()) {
      if (offscreen(r) || !atEdge(r)) continue;
      if (hidden(el) || clipped(el, true)) break;
      seen.add(el);
      problems.push({ kind: 'text-at-edge', where: path(el) + ' "' + text.textContent.trim().slice(0, 40) + '" at ' + Math.round(r.left) + '–' + Math.round(r.right) + ' px' });
      break;
    }
  }

  const KEYPADS = '.adm-number-keyboard-popup';
  const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=option]';
  for (const el of document.querySelectorAll(CONTROLS)) {
    const r = el.getBoundingClientRect();
    if (offscreen(r) || !atEdge(r) || r.width >= width * 0.9 || el.closest(KEYPADS)) continue;
    const style = getComputedStyle(el);
    const painted = parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth) > 0 && style.borderLeftColor !== 'rgba(0, 0, 0, 0)'
      || (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent')
      || style.boxShadow !== 'none';
    if (!painted || hidden(el) || clipped(el, false)) continue;
    problems.push({ kind: 'control-at-edge', where: path(el) + ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40) + '" at ' + Math.round(r.left) + '–' + Math.round(r.right) + ' px' });
  }
  return problems;
})(${width})`;

/**
 * The layout problems of the page as it is drawn now, at the viewport's width. The width comes from the test, not
 * from the page: a phone (Playwright's `isMobile`) widens `innerWidth` to whatever overflows, so the page's own
 * measure can never show a sideways scroll.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the layout check needs a fixed viewport');
  return (await page.evaluate(findProblems(width))) as LayoutProblem[];
}

/**
 * Fails when the page scrolls sideways or puts text or a control against the screen's edge, at the journey's own
 * width and at 360 px; the viewport is put back afterwards. Resizing by 30 px stays under the app's reload threshold
 * (it reloads on a width change of more than 100 px).
 */
export async function expectLayoutSound(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  const widths = viewport && viewport.width !== NARROW.width ? [viewport.width, NARROW.width] : [NARROW.width];
  const found: string[] = [];
  for (const width of widths) {
    if (viewport && width !== viewport.width) await page.setViewportSize({ width, height: viewport.height });
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    for (const problem of await layoutProblems(page)) found.push(`${width} px ${problem.kind}: ${problem.where}`);
  }
  if (viewport) await page.setViewportSize(viewport);
  expect(found, `layout problems on ${label}`).toEqual([]);
}
