import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Area } from '@mock/core/area';

/**
 * An area writes and reads only the collections it declares (in its area.ts); another area that needs a change or
 * a figure calls a function the owner exports from its index.ts. The world's own collections (sessions, wallets)
 * are written only by core/ (auth, ledger) and read by anyone. Read from the sources: every
 * `.db.<collection>.<write>(` and every `.db.<collection>` under mock-server/src/areas.
 */
const AREAS_DIR = join(import.meta.dirname, '../src/areas');
const WRITE = /\.db\.(\w+)\s*\.\s*(create|update|updateMany|delete|deleteMany)\(/g;
const READ = /\.db\.(\w+)\b/g;

const areaNames = readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

async function ownerOfEachCollection(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const name of areaNames) {
    const module = (await import(`../src/areas/${name}/area.ts`)) as Record<string, unknown>;
    const area = Object.values(module).find((value): value is Area => typeof value === 'object' && value !== null && 'routes' in value);
    if (!area) throw new Error(`areas/${name}/area.ts exports no area`);
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
      return [
        `areas/${relative(AREAS_DIR, path)}:${line} writes ${collection} (owned by ${owner === 'core' ? 'core/' : `areas/${owner}`})`,
      ];
    });
  });
}

/** "areas/x/file.ts reads y (owned by z)", once per file and collection, for every read of another area's collection (the core's are everyone's). */
function foreignReads(files: Array<{ path: string; text: string }>, owners: Map<string, string>): string[] {
  const found = files.flatMap(({ path, text }) => {
    const area = relative(AREAS_DIR, path).split(/[\\/]/)[0];
    return [...text.matchAll(READ)].flatMap((match) => {
      const owner = owners.get(match[1]!);
      return owner === undefined || owner === area
        ? []
        : [`areas/${relative(AREAS_DIR, path)} reads ${match[1]} (owned by areas/${owner})`];
    });
  });
  return [...new Set(found)].sort();
}

describe('areas own their data', () => {
  it('no area writes a collection of another area or of the core', async () => {
    const owners = await ownerOfEachCollection();
    const files = sourceFiles(AREAS_DIR).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(foreignWrites(files, owners)).toEqual([]);
  });

  it("notices a write to another area's collection, over lines, and to the core's", () => {
    const owners = new Map([
      ['players', 'account'],
      ['bets', 'games'],
    ]);
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

  it("no area reads a collection of another area: it calls the owner's function", async () => {
    const owners = await ownerOfEachCollection();
    const files = sourceFiles(AREAS_DIR).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(foreignReads(files, owners)).toEqual([]);
  });

  it("notices a read of another area's collection, not of its own or the core's", () => {
    const owners = new Map([
      ['players', 'account'],
      ['bets', 'games'],
    ]);
    const file = (area: string, text: string) => ({ path: join(AREAS_DIR, area, 'x.ts'), text });
    expect(
      foreignReads(
        [
          file('invite', 'world.db.players.findMany(q); world.db.ledger.where({ uid });'),
          file('games', 'world.db.bets.findFirst(q); world.db.sessions.all();'),
        ],
        owners,
      ),
    ).toEqual(['areas/invite/x.ts reads players (owned by areas/account)']);
  });
});
