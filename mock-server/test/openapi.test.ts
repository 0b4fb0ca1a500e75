import { describe, expect, it } from 'vitest';
import { api, flattenContract } from '@contracts';
import { control, testApp } from './helpers';

describe('/api/openapi.json and /api/docs', () => {
  it('documents every contract endpoint with its method, summary and security', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { summary: string; security: unknown[]; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.TOKEN).toMatchObject({ type: 'apiKey', in: 'header', name: 'TOKEN' });
    for (const { endpoint } of flattenContract(api)) {
      const operation = doc.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.path).toBeDefined();
      expect(operation!.summary).toBe(endpoint.summary);
      expect(operation!.security.length > 0, `${endpoint.path} security`).toBe(endpoint.auth !== 'none');
      expect(Object.keys(operation!.responses)).toContain('200');
    }
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/'))).toHaveLength(flattenContract(api).length);
    // The control API under its own tag, never secured by TOKEN.
    for (const { key, endpoint } of flattenContract(control)) {
      const operation = doc.paths[`/__mock/${endpoint.path}`]?.[endpoint.method.toLowerCase()] as
        { tags?: string[]; security: unknown[] } | undefined;
      expect(operation?.tags, key).toEqual(['control']);
      expect(operation?.security).toEqual([]);
    }
    await app.close();
  });

  it('serves a docs page that fetches nothing from the internet', async () => {
    const app = await testApp();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    // Every file it loads is this server's (the curl lines name the server's own origin as text).
    const loaded = [...page.body.matchAll(/<(?:script|link|img)\b[^>]*\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThan(0);
    for (const url of loaded) expect(url).toMatch(/^\/(?!\/)/);
    await app.close();
  });
});
