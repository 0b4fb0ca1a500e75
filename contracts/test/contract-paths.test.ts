import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, flattenContract } from '../src';
import { specPaths } from './spec-paths';

const endpoints = flattenContract(api);
const contractPaths = new Map(endpoints.map(({ key, endpoint }) => [endpoint.path.toLowerCase(), key]));

describe('the contract covers spec §7', () => {
  const docsSpec = fileURLToPath(new URL('../../docs/spec.md', import.meta.url));

  it("keeps its copy of the spec table identical to the specification's §7 (docs/spec.md)", () => {
    const section = readFileSync(docsSpec, 'utf8').split('## 7.')[1]!.split('## 8.')[0]!;
    const rows = section
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .join('\n');
    expect(readFileSync(fileURLToPath(new URL('./spec-section-7.md', import.meta.url)), 'utf8').trim()).toBe(rows.trim());
  });

  it("keeps docs/spec.md identical to the product team's specification, when it is beside the repo", (context) => {
    const shared = fileURLToPath(new URL('../../../shared/seed/spec.md', import.meta.url));
    if (!existsSync(shared)) return context.skip(); // a fresh clone: docs/spec.md is the reference
    expect(readFileSync(docsSpec, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('derives 95 calls from the spec', () => {
    expect(specPaths()).toHaveLength(95);
    expect(new Set(specPaths().map((p) => p.toLowerCase())).size).toBe(95);
  });

  it.each(specPaths())('has an endpoint for %s', (path) => {
    expect(contractPaths.has(path.toLowerCase()), `missing ${path}`).toBe(true);
  });

  it('has no two endpoints on one path', () => {
    expect(contractPaths.size).toBe(endpoints.length);
  });

  it('gives every endpoint a method, a summary and schemas', () => {
    for (const { key, endpoint } of endpoints) {
      expect(['GET', 'POST'], key).toContain(endpoint.method);
      expect(endpoint.summary.length, key).toBeGreaterThan(10);
      expect(endpoint.input, key).toBeDefined();
      expect(endpoint.output, key).toBeDefined();
      expect(endpoint.path, key).not.toMatch(/^\/|^api\//);
    }
  });
});
