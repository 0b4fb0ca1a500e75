import type { Plugin } from 'vite';
// Types only: the contract itself is loaded when the module is first asked for (below).
import type * as Contract from '../../contracts/src/index.ts';

export const WIRE_MODULE = 'virtual:api-wire';
const RESOLVED = `\0${WIRE_MODULE}`;

/** What the wire module is made from: the contract tree and its walker. */
export type ContractSource = Pick<typeof Contract, 'api' | 'flattenContract'>;

/** `export const wire = { account: { login: { method, path } … } … }`: the contract without zod. */
export function wireModuleSource({ api, flattenContract }: ContractSource): string {
  const wire: Record<string, Record<string, unknown>> = {};
  for (const { key, endpoint } of flattenContract(api)) {
    const [area = '', call = ''] = key.split('.');
    wire[area] ??= {};
    wire[area][call] = { method: endpoint.method, path: endpoint.path, ...(endpoint.multipart ? { multipart: true } : {}) };
  }
  return `export const wire = ${JSON.stringify(wire)};\n`;
}

/**
 * The contract's zod schemas are read in Node, at build time, so that the browser gets only what a request needs
 * (method, path, multipart). Whether a call needs a login is the server's to enforce: the client sends its token
 * whenever it has one, so `auth` stays out. The contract is TypeScript written for bundlers (imports without file
 * extensions), which Node cannot load as it is: tsx loads it here, as it runs every script, instead of the contract
 * being bundled into Vite's and Vitest's config (which warned, line by line, that Vite's native config loader could
 * not load it). A change to an endpoint's path reaches `npm run dev` on its next start.
 */
async function loadContract(): Promise<ContractSource> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('../../contracts/src/index.ts', import.meta.url)) as ContractSource;
}

/** Serves `virtual:api-wire` (typed in wire-module.d.ts as WireTree<Api>). */
export function apiWirePlugin(): Plugin {
  let source: Promise<string> | undefined;
  return {
    name: 'api-wire',
    resolveId: (id) => (id === WIRE_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? (source ??= loadContract().then(wireModuleSource)) : undefined),
  };
}
