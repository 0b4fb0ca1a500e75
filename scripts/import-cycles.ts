/**
 * npm run graph:cycles [-- DIR] — the import cycles of a source tree (default mock-server/src): the strongly
 * connected groups of files that import each other round (type-only imports included: they tie the code as
 * much for a reader), and the pairs of folders that import each other both ways. A report, not a test: the
 * structure work drives both counts to zero, and a test then keeps them there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(process.argv[2] ?? 'mock-server/src');
const ALIASES: Record<string, string> = { '@mock/': 'mock-server/src/', '@contracts/': 'contracts/src/' };
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import names, when it is one of ours under ROOT (packages and other trees are left out). */
function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias ? resolve(ALIASES[alias]! + spec.slice(alias.length)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && candidate.startsWith(ROOT)) return candidate;
  }
  return null;
}

const files = sourceFiles(ROOT);
const edges = new Map(files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2]!)).filter((to): to is string => to !== null)]));

/** Tarjan's strongly connected components (recursive: a source tree is shallow enough). */
function cycles(): string[][] {
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
  for (const file of files) if (!order.has(file)) visit(file);
  return groups.sort((a, b) => b.length - a.length);
}

/** areas/<name> for an area's files, else the top folder (core, control …) or the file itself. */
const folderOf = (file: string) => {
  const parts = relative(ROOT, file).split(/[\\/]/);
  if (parts[0] === 'areas' && parts.length > 2) return `areas/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.tsx?$/, '');
};
const folderEdges = new Set(
  [...edges].flatMap(([from, tos]) =>
    tos
      .map((to) => [folderOf(from), folderOf(to)] as const)
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => `${a} → ${b}`),
  ),
);
const bothWays = [...folderEdges]
  .map((edge) => edge.split(' → ') as [string, string])
  .filter(([a, b]) => a < b && folderEdges.has(`${b} → ${a}`))
  .map(([a, b]) => `${a} ↔ ${b}`);

const groups = cycles();
console.log(`${relative(process.cwd(), ROOT)}: ${files.length} files, ${[...edges.values()].flat().length} imports`);
console.log(`import cycles: ${groups.length} group(s) of files; the largest has ${groups[0]?.length ?? 0} files`);
for (const group of groups.slice(0, 5)) console.log(`  ${group.length} files, e.g. ${group.slice(0, 4).map((f) => relative(ROOT, f)).join(', ')}`);
console.log(`folders importing each other both ways: ${bothWays.length}`);
for (const pair of bothWays) console.log(`  ${pair}`);
