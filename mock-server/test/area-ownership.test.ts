import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Area } from '@mock/core/area';

/**
 * An area writes only the collections it declares; another area that needs a change calls a function the
 * owner exports. The world's own collections (sessions, wallets) are written only by core/ (auth, ledger).
 * Read from the sources: every `.db.<collection>.<write>(` under mock-server/src/areas.
 */
const AREAS_DIR = join(import.meta.dirname, '../src/areas');
const WRITE = /\.db\.(\w+)\s*\.\s*(create|update|updateMany|delete|deleteMany)\(/g;

const areaNames = readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

async function ownerOfEachCollection(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const name of areaNames) {
    const module = (await import(`../src/areas/${name}/index.ts`)) as Record<string, unknown>;
    const area = Object.values(module).find((value): value is Area => typeof value === 'object' && value !== null && 'routes' in value);
    if (!area) throw new Error(`areas/${name}/index.ts exports no area`);
    for (const collection of Object.keys(area.collections)) owners.set(collection, name);
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** "areas/x/file.ts:line writes y (owned by z)" for every write outside the owner. */
function foreignWrites(files: Array<{ path: string; text: string }>, owners: Map<string, string>): string[] {
  return files.flatMap(({ path, text }) => {
    const area = relative(AREAS_DIR, path).split(/[\\/]/)[0];
    return [...text.matchAll(WRITE)].flatMap((match) => {
      const collection = match[1]!;
      const owner = owners.get(collection) ?? 'core';
      if (owner === area) return [];
      const line = text.slice(0, match.index).split('\n').length;
      return [`areas/${relative(AREAS_DIR, path)}:${line} writes ${collection} (owned by ${owner === 'core' ? 'core/' : `areas/${owner}`})`];
    });
  });
}

describe('areas own their data', () => {
  it('no area writes a collection of another area or of the core', async () => {
    const owners = await ownerOfEachCollection();
    const files = sourceFiles(AREAS_DIR).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(foreignWrites(files, owners)).toEqual([]);
  });

  it('notices a write to another area\'s collection, over lines, and to the core\'s', () => {
    const owners = new Map([['players', 'account'], ['bets', 'games']]);
    const file = (area: string, text: string) => ({ path: join(AREAS_DIR, area, 'x.ts'), text });
    expect(
      foreignWrites(
        [
          file('vip', 'await world.db.players.update(q, data);'),
          file('lottery', 'ok();\nawait world.db.bets\n  .create({});'),
          file('account', 'world.db.sessions.deleteMany(q); world.db.players.update(q, d);'),
        ],
        owners,
      ),
    ).toEqual([
      'areas/vip/x.ts:1 writes players (owned by areas/account)',
      'areas/lottery/x.ts:2 writes bets (owned by areas/games)',
      'areas/account/x.ts:1 writes sessions (owned by core/)',
    ]);
  });
});
