/**
 * npm run graph:cycles [-- DIR] — the import cycles of a source tree (default mock-server/src): the strongly
 * connected groups of files that import each other round, and the pairs of folders that import each other both
 * ways. The report; mock-server/test/import-graph.test.ts keeps both at zero for the mock.
 */
import { relative, resolve } from 'node:path';
import { fileCycles, foldersBothWays, importGraph } from './import-graph';

const graph = importGraph(resolve(process.argv[2] ?? 'mock-server/src'), process.cwd());
const groups = fileCycles(graph);
const bothWays = foldersBothWays(graph);
console.log(`${relative(process.cwd(), graph.root)}: ${graph.edges.size} files, ${[...graph.edges.values()].flat().length} imports`);
console.log(`import cycles: ${groups.length} group(s) of files; the largest has ${groups[0]?.length ?? 0} files`);
for (const group of groups.slice(0, 5))
  console.log(
    `  ${group.length} files, e.g. ${group
      .slice(0, 4)
      .map((f) => relative(graph.root, f))
      .join(', ')}`,
  );
console.log(`folders importing each other both ways: ${bothWays.length}`);
for (const pair of bothWays) console.log(`  ${pair}`);
