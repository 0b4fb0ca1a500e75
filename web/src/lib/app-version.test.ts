import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app-version';

describe('APP_VERSION', () => {
  it("is spec §9's 1.3.3 and the package's own version", () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe('1.3.3');
    expect(pkg.version).toBe(APP_VERSION);
  });
});
