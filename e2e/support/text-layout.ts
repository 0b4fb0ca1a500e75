import type { Locator } from '@playwright/test';

/**
 * The Latin words and numbers (round numbers, amounts) inside the located elements that the browser laid out
 * over more than one line: "Doughnu / t", "20261122- / 0735". Chinese runs are left out, since they rightly wrap
 * between any two characters.
 */
export function wordsSplitAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}\-.,'’]*/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return split;
  });
}

/** How many lines of text the located element shows (the distinct tops of its text's line boxes). */
export function textLineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}
