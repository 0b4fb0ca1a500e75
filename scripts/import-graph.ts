import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The import graph of a source tree, shared by `npm run graph:cycles` (the report) and
 * mock-server/test/import-graph.test.ts (the rules). Type-only imports count: they tie the code as much for a reader.
 */

const ALIASES: Record<string, string> = { '@mock/': 'mock-server/src/', '@contracts/': 'contracts/src/' };
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each file (absolute path) and the files of the tree it imports. */
export interface ImportGraph {
  root: string;
  edges: Map<string, string[]>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import names, when it is one of ours under ROOT (packages and other trees are left out). */
function resolveImport(root: string, repo: string, from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias
    ? resolve(repo, ALIASES[alias]! + spec.slice(alias.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && candidate.startsWith(root)) return candidate;
  }
  return null;
}

/** The imports of every source file under ROOT (REPO: where the aliases' folders are). */
export function importGraph(root: string, repo: string): ImportGraph {
  const edges = new Map(
    sourceFiles(root).map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((m) => resolveImport(root, repo, file, m[1] ?? m[2]!))
        .filter((to): to is string => to !== null),
    ]),
  );
  return { root, edges };
}

/** The strongly connected groups of more than one file (Tarjan's; recursive: a source tree is shallow enough), largest first. */
export function fileCycles({ edges }: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, order.get(to)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const file of edges.keys()) if (!order.has(file)) visit(file);
  return groups.sort((a, b) => b.length - a.length);
}

/** areas/<name> for an area's files, else the top folder (core, control …) or the file itself. */
export function folderOf(root: string, file: string): string {
  const parts = relative(root, file).split(/[\\/]/);
  if (parts[0] === 'areas' && parts.length > 2) return `areas/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.tsx?$/, '');
}

/** Every import between two different folders, as "from → to" with the files that make it. */
export function folderEdges(graph: ImportGraph): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [from, tos] of graph.edges) {
    for (const to of tos) {
      const [a, b] = [folderOf(graph.root, from), folderOf(graph.root, to)];
      if (a === b) continue;
      const key = `${a} → ${b}`;
      found.set(key, [...(found.get(key) ?? []), `${relative(graph.root, from)} → ${relative(graph.root, to)}`]);
    }
  }
  return found;
}

/** The pairs of folders that import each other both ways, "a ↔ b" (a before b). */
export function foldersBothWays(graph: ImportGraph): string[] {
  const edges = folderEdges(graph);
  return [...edges.keys()]
    .map((edge) => edge.split(' → ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
}
