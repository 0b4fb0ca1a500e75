import { api } from '@contracts';
import { flattenContract } from '@contracts/core/endpoint';
import { wire } from 'virtual:api-wire';
import { describe, expect, it } from 'vitest';
import { wireModuleSource } from './api-wire-plugin';

describe('the wire module (the contract without zod)', () => {
  it('describes every endpoint of the contract with its method and path (and multipart), nothing the browser does not use', () => {
    const endpoints = flattenContract(api);
    expect(endpoints.length).toBeGreaterThan(90);
    for (const { key, endpoint } of endpoints) {
      const [area = '', call = ''] = key.split('.');
      const described = (wire as unknown as Record<string, Record<string, unknown>>)[area]?.[call];
      expect(described, key).toEqual({ method: endpoint.method, path: endpoint.path, ...(endpoint.multipart ? { multipart: true } : {}) });
    }
  });

  it('is plain data: no schema, so importing it does not bring zod', () => {
    const source = wireModuleSource({ api, flattenContract });
    expect(source.startsWith('export const wire = {')).toBe(true);
    expect(source).not.toMatch(/import|zod|_def|safeParse/);
  });
});
