// @ts-check
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint: typescript-eslint (syntax only, no type information: fast), React hooks, and the import boundaries
 * between the layers (web: app, shared code, features; contracts; the mock's core) written as
 * `no-restricted-imports` regexes (docs/decisions.md, "Tooling").
 *
 * ESLint does not merge the options of one rule across config objects: the last matching object wins. So each
 * file gets its whole list of restrictions from exactly one `boundary()` object, most specific last.
 */

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {string} regex @param {string} message */
const ban = (regex, message) => ({ regex, message });

/**
 * Static imports and re-exports (`no-restricted-imports`) and lazy `import('…')` (`no-restricted-syntax`; esquery's
 * regex literal cannot hold a `/`, hence `\x2F`) checked against the same regexes.
 * @param {string[]} files @param {Array<{ regex: string, message: string }>} patterns
 */
const boundary = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
    ],
  },
});

// A relative import may climb one folder (a feature's pages → its api); further is another area: use `@web/…`.
const climbsOut = ban('^(\\.\\./){2,}', 'Import across folders through the @web/… alias, so the boundary rules see it.');
const noFeatures = ban('^(@web/|(\\.\\./)+)features/', 'Shared code (api, components, lib, app) never imports a feature.');
const contractsAlone = ban('^@(web|mock)/|(^|/)(web|mock-server)/', 'contracts/ imports nothing from web/ or mock-server/.');
const nodeOnly = ban(`^(node:|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$))`, 'contracts/src runs in the browser too: no Node-only API.');

export default defineConfig(
  { ignores: ['dist/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // `const { status: _status, ...rest } = filter` is how we leave a property out.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  { files: ['web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },

  // web/src: shared code (api, components, lib, app) below the features, which never import each other.
  boundary(['web/src/**/*.{ts,tsx}'], [climbsOut]),
  boundary(['web/src/{api,components,lib,app}/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'], [climbsOut, noFeatures]),
  // How routes register: the route table (and the router's not-found page) may load feature pages and route lists.
  boundary(
    ['web/src/app/route-table.ts', 'web/src/app/route-table.test.ts', 'web/src/app/router.tsx'],
    [climbsOut, ban('^(@web/|(\\.\\./)+)features/(?![^/]+/routes$|[^/]+/pages/[^/]+$)', 'The route table loads only feature pages and route lists.')],
  ),
  ...features.flatMap((feature) => {
    const otherFeature = ban(`^(@web/|(\\.\\./)+)features/(?!${feature}/)`, `Features never import each other (${feature} → another feature): move the shared piece to api/, components/ or lib/.`);
    return [
      boundary([`web/src/features/${feature}/**/*.{ts,tsx}`], [climbsOut, otherFeature]),
      // At a feature's root, one folder up is already another feature.
      boundary([`web/src/features/${feature}/*.{ts,tsx}`], [otherFeature, ban('^\\.\\./', 'Import across folders through the @web/… alias.')]),
    ];
  }),

  // contracts/: shared by both sides, so it imports neither, and its code runs in the browser (no Node API).
  boundary(['contracts/**/*.ts'], [contractsAlone]),
  boundary(['contracts/src/**/*.ts'], [contractsAlone, nodeOnly]),

  // The mock's core knows no area: the composition root (areas/world.ts) hands it the areas.
  boundary(['mock-server/src/core/**/*.ts'], [ban('^(@mock/|\\.\\./)(areas|control|assets|docs)(/|$)', 'mock-server/src/core imports no area.')]),
  // An area registers its collections, counters and settings with the core by declaration merging: `interface
  // AreaCollections extends Registers<typeof collections> {}` is how (core/store.ts).
  {
    files: ['mock-server/src/areas/*/index.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
);
