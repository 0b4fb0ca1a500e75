import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTableFiles, routesIn } from './route-preload';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WEB_SRC = at('../../web/src');
const ROUTE_FILES = routeTableFiles(WEB_SRC);

describe('route preloading reads the route tables', () => {
  // The registry's `routes.<name>.path` entries over several lines matched nothing with the old one-line regex,
  // and index.html preloaded no page at all (the route map was empty).
  it.each(ROUTE_FILES)('finds every page entry that loads a module in %s', (file) => {
    const entries = readFileSync(file, 'utf8').match(/load:\s*\(\)\s*=>\s*import\(/g) ?? [];
    const found = routesIn(file, WEB_SRC);
    expect(entries.length).toBeGreaterThan(0);
    expect(found).toHaveLength(entries.length);
  });

  it('maps home, login and recharge to their page modules, with the login rule', () => {
    const all = ROUTE_FILES.flatMap((file) => routesIn(file, WEB_SRC));
    const byPath = new Map(all.map((r) => [r.path, r]));
    expect(byPath.get('/pages/tabbarPages/home/index')?.module).toBe(`${WEB_SRC}/features/games/pages/home-page`);
    expect(byPath.get('/pages/userPages/login')).toMatchObject({ module: `${WEB_SRC}/features/auth/pages/login-page`, auth: false });
    expect(byPath.get('/pages/mine/recharge')).toMatchObject({ module: `${WEB_SRC}/features/wallet/pages/recharge-page`, auth: true });
    // The plugin once read a hand-kept list of four feature tables: the later features' pages were never preloaded.
    expect(byPath.get('/pages/mine/vip')).toMatchObject({ module: `${WEB_SRC}/features/welfare/pages/vip-page`, auth: true });
    expect(byPath.get('/pages/mine/helpCenter')).toMatchObject({
      module: `${WEB_SRC}/features/content/pages/help-center-page`,
      auth: false,
    });
    expect(ROUTE_FILES.length).toBeGreaterThanOrEqual(11);
  });
});
