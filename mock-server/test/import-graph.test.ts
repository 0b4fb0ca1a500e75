import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCycles, folderEdges, folderOf, foldersBothWays, importGraph, type ImportGraph } from '../../scripts/import-graph';

/**
 * The mock's import graph (the same one `npm run graph:cycles` reports): no files importing each other round, no
 * two folders importing each other both ways, and a core that imports no area (it is handed them by the
 * composition root, areas/world.ts). Each rule is also run on the graph with one import added that breaks it.
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

  it('finds a deliberate violation of each rule', () => {
    const coreToArea = withImport(graph, 'core/store.ts', 'areas/account/index.ts');
    expect(coreImportsOfAreas(coreToArea)).toEqual(['core → areas/account (core/store.ts → areas/account/index.ts)']);
    // The account area's index imports core/area.ts, which imports core/store.ts: one import back closes a circle.
    expect(fileCycles(coreToArea).length).toBeGreaterThan(0);
    expect(foldersBothWays(coreToArea)).toContain('areas/account ↔ core');
    expect(foldersBothWays(withImport(graph, 'areas/account/players.ts', 'areas/vip/index.ts'))).toContain('areas/account ↔ areas/vip');
    expect(folderOf(graph.root, at('areas/vip/index.ts'))).toBe('areas/vip');
  });
});
