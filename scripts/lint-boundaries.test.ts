import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries of eslint.config.js, proven on snippets linted as if they sat at the given path. */

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const importOf = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
const lazyImportOf = (source: string) => `export const load = () => import('${source}');\n`;

describe('import boundaries', () => {
  it.each([
    ['web/src/features/wallet/pages/a.tsx', '@web/features/games/api/games'],
    ['web/src/features/wallet/pages/a.tsx', '../../lobby/api/games'],
    ['web/src/features/wallet/routes.ts', '../games/routes'],
    ['web/src/components/a.tsx', '@web/features/wallet/api/payees'],
    ['web/src/components/a.tsx', '../features/wallet/api/payees'],
    ['web/src/lib/a.ts', '@web/features/auth/api/login'],
    ['web/src/api/funds/a.ts', '@web/features/wallet/api/funds'],
    ['web/src/api/funds/a.ts', '../../features/wallet/api/funds'],
    ['web/src/app/tabs.ts', '@web/features/games/routes'],
    ['web/src/app/route-table.ts', '@web/features/games/api/games'],
    ['contracts/src/a.ts', '@web/lib/money'],
    ['contracts/src/a.ts', '@mock/core/ledger'],
    ['contracts/src/a.ts', '../../mock-server/src/app'],
    ['contracts/src/a.ts', 'node:crypto'],
    ['contracts/src/a.ts', 'fs/promises'],
    ['mock-server/src/core/a.ts', '../areas/funds/wallets'],
    ['mock-server/src/core/a.ts', '../control/context'],
    ['mock-server/src/core/a.ts', '@mock/areas/funds/wallets'],
    ['mock-server/src/core/store.ts', '../areas'],
  ])('%s may not import %s', async (file, source) => {
    expect(await boundaryErrors(file, importOf(source))).not.toEqual([]);
    expect(await boundaryErrors(file, lazyImportOf(source))).not.toEqual([]);
  });

  it.each([
    ['web/src/features/wallet/pages/a.tsx', '../api/payees'],
    ['web/src/features/wallet/pages/a.tsx', '@web/features/wallet/api/payees'],
    ['web/src/features/wallet/pages/a.tsx', '@web/components/page'],
    ['web/src/app/route-table.ts', '@web/features/games/routes'],
    ['web/src/app/route-table.ts', '@web/features/games/pages/home-page'],
    ['web/src/components/a.tsx', '@web/lib/money'],
    ['contracts/src/a.ts', 'zod'],
    ['contracts/test/a.test.ts', 'node:fs'],
    ['mock-server/src/core/a.ts', '../world/seed'],
  ])('%s may import %s', async (file, source) => {
    expect(await boundaryErrors(file, importOf(source))).toEqual([]);
    expect(await boundaryErrors(file, lazyImportOf(source))).toEqual([]);
  });
});
