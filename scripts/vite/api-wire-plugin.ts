import type { Plugin } from 'vite';
// Runs in Node when Vite or Vitest loads its config: the contract's zod schemas are read here, at build
// time, so that the browser gets only what a request needs (method, path, multipart). Whether a call needs
// a login is the server's to enforce: the client sends its token whenever it has one, so `auth` stays out.
import { flattenContract, type ContractTree } from '../../contracts/src/core/endpoint';
import { api } from '../../contracts/src/index';

export const WIRE_MODULE = 'virtual:api-wire';
const RESOLVED = `\0${WIRE_MODULE}`;

/** `export const wire = { account: { login: { method, path } … } … }`: the contract without zod. */
export function wireModuleSource(tree: ContractTree = api): string {
  const wire: Record<string, Record<string, unknown>> = {};
  for (const { key, endpoint } of flattenContract(tree)) {
    const [area = '', call = ''] = key.split('.');
    wire[area] ??= {};
    wire[area][call] = { method: endpoint.method, path: endpoint.path, ...(endpoint.multipart ? { multipart: true } : {}) };
  }
  return `export const wire = ${JSON.stringify(wire)};\n`;
}

/** Serves `virtual:api-wire` (typed in wire-module.d.ts as WireTree<Api>). */
export function apiWirePlugin(): Plugin {
  return {
    name: 'api-wire',
    resolveId: (id) => (id === WIRE_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? wireModuleSource() : undefined),
  };
}
