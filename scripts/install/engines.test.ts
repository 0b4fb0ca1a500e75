import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(fileURLToPath(new URL('../../package-lock.json', import.meta.url)), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
  engines: { node: string };
};

/** What `npm install` would install on this machine: platform packages for another OS or CPU are skipped. */
const installed = Object.entries(lock.packages).filter(
  ([path, pkg]) => path !== '' && (!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch)),
);

describe('a fresh install prints no engine warning', () => {
  it('runs on the Node version the project declares', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  // Without the override in package.json, cookie@2 (through light-my-request) wants Node ≥ 22 and this fails.
  it.each(installed.filter(([, pkg]) => pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node))(
    '%s accepts this Node',
    (_path, pkg) => {
      const wanted = (pkg.engines as { node: string }).node;
      expect(semver.satisfies(process.version, wanted, { includePrerelease: true }), `needs node ${wanted}`).toBe(true);
    },
  );
});

describe('the README', () => {
  it('names the Node version the project declares, where setting up starts', () => {
    const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const setUp = readme.slice(readme.indexOf('## Set up, run, test'), readme.indexOf('```sh'));
    const minimum = semver.minVersion(manifest.engines.node)?.version.replace(/\.0$/, '');
    expect(setUp).toContain(`Node.js ${minimum} or newer`);
  });
});
