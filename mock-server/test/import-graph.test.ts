import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCycles, folderEdges, folderOf, foldersBothWays, importGraph, type ImportGraph } from '../../scripts/import-graph';

/**
 * The mock's import graph (the same one `npm run graph:cycles` reports): no files importing each other round, no
 * two folders importing each other both ways, a core that imports no area (it is handed them by the
 * composition root, areas/world.ts), and areas reached only through their faces. Each rule is also run on the
 * graph with one import added that breaks it.
 */
const REPO = resolve(import.meta.dirname, '../..');
const graph = importGraph(join(REPO, 'mock-server/src'), REPO);
const at = (path: string) => join(graph.root, path);

/** "core → areas/account (core/store.ts → areas/account/index.ts)" for each import out of core/ into what it must not know. */
function coreImportsOfAreas(g: ImportGraph): string[] {
  return [...folderEdges(g)]
    .filter(([edge]) => /^core → (areas|control|assets|docs)(\/|$)/.test(edge))
    .flatMap(([edge, files]) => files.map((file) => `${edge} (${file})`));
}

/**
 * "from → to" for each import that reaches into an area past its faces: from outside areas/<name>/, only its
 * index.ts (what others call) may be imported, and its area.ts (its declaration: collections, seed, routes, jobs)
 * only by the list of areas, areas/index.ts, so that calling an area never loads its handlers, seed or clock jobs.
 */
function areaDeepImports(g: ImportGraph): string[] {
  const list = at('areas/index.ts');
  return [...g.edges].flatMap(([from, tos]) =>
    tos
      .filter((to) => {
        const [top, area, file, ...deeper] = relative(g.root, to).split(/[\\/]/);
        if (top !== 'areas' || file === undefined) return false;
        if (file === 'area.ts' && deeper.length === 0) return from !== list;
        return folderOf(g.root, from) !== `areas/${area}` && !(file === 'index.ts' && deeper.length === 0);
      })
      .map((to) => `${relative(g.root, from)} → ${relative(g.root, to)}`),
  );
}

/** The graph with one more import. */
function withImport(g: ImportGraph, from: string, to: string): ImportGraph {
  const edges = new Map(g.edges);
  edges.set(at(from), [...(edges.get(at(from)) ?? []), at(to)]);
  return { root: g.root, edges };
}

describe('the mock import graph', () => {
  it('has no files that import each other round', () => {
    expect(fileCycles(graph).map((group) => group.map((file) => relative(graph.root, file)))).toEqual([]);
  });

  it('has no folders that import each other both ways', () => {
    expect(foldersBothWays(graph)).toEqual([]);
  });

  it('has a core that imports no area, control, assets or docs', () => {
    expect(coreImportsOfAreas(graph)).toEqual([]);
  });

  it('has areas that others import only through their index.ts, and their area.ts only in the list of areas', () => {
    expect(areaDeepImports(graph)).toEqual([]);
  });

  it('finds a deliberate violation of each rule', () => {
    const coreToArea = withImport(graph, 'core/store.ts', 'areas/account/index.ts');
    expect(coreImportsOfAreas(coreToArea)).toEqual(['core → areas/account (core/store.ts → areas/account/index.ts)']);
    // The account area's index imports core/area.ts, which imports core/store.ts: one import back closes a circle.
    expect(fileCycles(coreToArea).length).toBeGreaterThan(0);
    expect(foldersBothWays(coreToArea)).toContain('areas/account ↔ core');
    expect(foldersBothWays(withImport(graph, 'areas/account/players.ts', 'areas/vip/index.ts'))).toContain('areas/account ↔ areas/vip');
    expect(folderOf(graph.root, at('areas/vip/index.ts'))).toBe('areas/vip');
    expect(areaDeepImports(withImport(graph, 'areas/records/money-log.ts', 'areas/welfare/awards.ts'))).toEqual([
      'areas/records/money-log.ts → areas/welfare/awards.ts',
    ]);
    expect(areaDeepImports(withImport(graph, 'areas/games/bets/records.ts', 'areas/account/players.ts'))).toEqual([
      'areas/games/bets/records.ts → areas/account/players.ts',
    ]);
    expect(areaDeepImports(withImport(graph, 'assets/routes.ts', 'areas/lottery/rooms.ts'))).toEqual([
      'assets/routes.ts → areas/lottery/rooms.ts',
    ]);
    expect(areaDeepImports(withImport(graph, 'areas/help/routes.ts', 'areas/account/area.ts'))).toEqual([
      'areas/help/routes.ts → areas/account/area.ts',
    ]);
    // Its own area.ts is the list's too; another area's index, and its own files, are anyone's.
    expect(areaDeepImports(withImport(graph, 'areas/account/routes.ts', 'areas/account/area.ts'))).toEqual([
      'areas/account/routes.ts → areas/account/area.ts',
    ]);
    expect(
      areaDeepImports(
        withImport(
          withImport(graph, 'areas/records/money-log.ts', 'areas/welfare/index.ts'),
          'areas/records/money-log.ts',
          'areas/records/names.ts',
        ),
      ),
    ).toEqual([]);
  });
});
