import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bare lottery-row names that DESIGN.md §3 assigns to the fast-food game. */
const FAST_FOOD_NAMES = new Set(['bet', 'accountbalance', 'rate', 'betRec', 'funds', 'getHistory', 'getOption', 'submit', 'getBetList']);

/**
 * Reads spec §7's table of endpoint paths and applies DESIGN.md §3's naming rules: a bare name takes
 * the prefix of the entry before it in its row; games live under game/; the fast-food names under fastfood/.
 */
export function specPaths(): string[] {
  const table = readFileSync(fileURLToPath(new URL('./spec-section-7.md', import.meta.url)), 'utf8');
  const paths = ['common/checkUpdate'];
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const [, area, list] = cells;
    if (!area || !list || area === 'Area' || /^-+$/.test(area)) continue;
    let prefix = area === 'Games' ? 'game' : '';
    for (const entry of list.split(',').map((e) => e.trim())) {
      if (entry.includes('/')) {
        prefix = entry.split('/')[0]!;
        paths.push(entry);
      } else if (area === 'Lottery' && FAST_FOOD_NAMES.has(entry) && (prefix === 'caipiao' || prefix === 'fastfood')) {
        prefix = 'fastfood';
        paths.push(`fastfood/${entry}`);
      } else {
        paths.push(`${prefix}/${entry}`);
      }
    }
  }
  return paths;
}
