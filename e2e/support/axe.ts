import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectLayoutSound } from './layout';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now, or when the page
 * scrolls sideways or puts text or a control against the screen's edge at its width or at 360 px.
 */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  // Let entrance animations and toasts settle so colours are final.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  await expectLayoutSound(page, label);
}
