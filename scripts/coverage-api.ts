/**
 * What is built and what is still to come, as a report rather than tests (issue 7 #6): contract endpoints whose
 * mock handler is real or still `notImplemented()`, and spec §2 routes that have a page or still show "coming
 * soon". Usage: npm run coverage:api
 */
import { createServer } from 'vite';
import { api } from '../contracts/src';
import { pairHandlers } from '../mock-server/src/core/binder';
import { handlers } from '../mock-server/src/areas';
import { isNotImplemented } from '../mock-server/src/core/not-implemented';
import type { RouteEntry } from '../web/src/lib/page-props';
import { aliases } from '../vite.aliases';
import { apiWirePlugin } from './vite/api-wire-plugin';

/** `label (n): a, b, c` per group, groups sorted by name. */
function groupedLines<T>(items: T[], groupOf: (item: T) => string, nameOf: (item: T) => string): string[] {
  const groups = new Map<string, string[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), nameOf(item)]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([group, names]) => `    ${group} (${names.length}): ${names.join(', ')}`);
}

/**
 * The route table is web code (antd-mobile pulls in CSS): Vite loads it the way it builds the app, in SSR mode.
 */
async function loadRouteTable(): Promise<{ routeTable: RouteEntry[] }> {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // The api files import the wire descriptor the app's build generates (virtual:api-wire).
    plugins: [apiWirePlugin()],
    resolve: { alias: aliases },
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['antd-mobile'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await vite.ssrLoadModule('/web/src/app/route-table.ts')) as Awaited<ReturnType<typeof loadRouteTable>>;
  } finally {
    await vite.close();
  }
}

const bound = pairHandlers(api, handlers);
const pending = bound.filter((b) => isNotImplemented(b.handler)).map((b) => b.endpoint.path);
console.log(`API endpoints: ${bound.length - pending.length} implemented, ${pending.length} not implemented (${bound.length} in the contract)`);
console.log(groupedLines(pending, (path) => path.split('/')[0] ?? path, (path) => path.split('/').slice(1).join('/')).join('\n'));

const { routeTable } = await loadRouteTable();
// Every page of spec §2 has its route and page (web/src/app/route-table.test.ts checks the list).
console.log(`Web routes: ${routeTable.length} built`);
