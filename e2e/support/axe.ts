import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectLayoutSound } from './layout';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now, or when the page
 * scrolls sideways or puts text or a control against the screen's edge at its width or at 360 px.
 */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  // A step of its own, so a report shows what each check cost.
  await test.step(`axe: ${label}`, () => axeClean(page, label), { box: true });
  await test.step(`layout: ${label}`, () => expectLayoutSound(page, label), { box: true });
}

/**
 * Lets entrance animations and toasts settle so colours are final: resolves once nothing on the page has changed for
 * SETTLE_MS (antd-mobile animates with inline styles from script, which only a mutation shows) and no finite CSS
 * animation or transition runs, or after MAX_SETTLE_MS, the fixed wait this replaces, whichever comes first. A string,
 * like the layout check: tsx's helpers do not exist in the page.
 */
const SETTLE_MS = 120;
const MAX_SETTLE_MS = 350;
const settled = (page: Page) =>
  page.evaluate(`new Promise((done) => {
    const start = performance.now();
    let changed = start;
    const observer = new MutationObserver(() => { changed = performance.now(); });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const animating = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity);
    const check = () => {
      const now = performance.now();
      if (now - start >= ${MAX_SETTLE_MS} || (now - changed >= ${SETTLE_MS} && !animating())) {
        observer.disconnect();
        done();
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);

async function axeClean(page: Page, label: string): Promise<void> {
  await settled(page);
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank page: a
  // third of the time (about 190 ms against 530 ms a check on the lobby), and the app's frames (the demo games) are
  // same-origin, which legacy mode still checks. Only the violations are collected: nothing reads the passes.
  // (`options` replaces the whole options object, so it comes before `withTags`.)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
