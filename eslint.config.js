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

/** @param {string} regex @param {string} message @param {string[]} [importNames] only these names of the module */
const ban = (regex, message, importNames) => ({ regex, message, ...(importNames && { importNames }) });

/**
 * A contract enum compared by its number (`method.type === 2`, `case 1:` on a `.status`) reads as nothing and
 * survives a renumbering: compare with the contract's named value (`WithdrawalMethodType.enum.usdt`). One-digit
 * literals only, so an HTTP status (`response.status === 401`) is not one.
 */
const enumField = '/^(type|status|state|kind)$/';
const digit = '/^[0-9]$/';
const enumMessage = 'Compare a contract enum with its named value (e.g. PayeeType.enum.bankCard), not a number.';
const enumByNumber = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/][left.computed=false][left.property.name=${enumField}][right.raw=${digit}]`,
    message: enumMessage,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/][right.computed=false][right.property.name=${enumField}][left.raw=${digit}]`,
    message: enumMessage,
  },
  {
    selector: `SwitchStatement[discriminant.computed=false][discriminant.property.name=${enumField}] > SwitchCase[test.raw=${digit}]`,
    message: enumMessage,
  },
];

/**
 * Static imports and re-exports (`no-restricted-imports`) and lazy `import('…')` (`no-restricted-syntax`; esquery's
 * regex literal cannot hold a `/`, hence `\x2F`) checked against the same regexes (a ban of some names only is
 * static: a lazy import takes the whole module).
 * @param {string[]} files @param {Array<{ regex: string, message: string, importNames?: string[] }>} patterns
 * @param {Array<{ selector: string, message: string }>} [syntax] more of no-restricted-syntax for these files
 */
const boundary = (files, patterns, syntax = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns
        .filter((p) => !p.importNames)
        .map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
      ...syntax,
    ],
  },
});

// A relative import may climb one folder (a feature's pages → its api); further is another area: use `@web/…`.
const climbsOut = ban('^(\\.\\./){2,}', 'Import across folders through the @web/… alias, so the boundary rules see it.');
const noFeatures = ban('^(@web/|(\\.\\./)+)features/', 'Shared code (api, components, lib, app) never imports a feature.');
const contractsAlone = ban('^@(web|mock)/|(^|/)(web|mock-server)/', 'contracts/ imports nothing from web/ or mock-server/.');
// Dialog brings antd-mobile's animation library onto whichever screen imports it: lib/dialog.ts loads it on first use.
const dialogMessage =
  "antd-mobile's Dialog only through @web/lib/dialog (confirmDialog, alertDialog, closeDialogs), which loads it when one opens.";
const noDialog = [ban('^antd-mobile$', dialogMessage, ['Dialog']), ban('^antd-mobile/es/components/dialog', dialogMessage)];
const nodeOnly = ban(
  `^(node:|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$))`,
  'contracts/src runs in the browser too: no Node-only API.',
);

/** Every file of web/src: its boundaries, no direct Dialog, no enum compared by number. @param {string[]} files @param {Array<{ regex: string, message: string }>} patterns */
const webBoundary = (files, patterns) => boundary(files, [...patterns, ...noDialog], enumByNumber);

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
  webBoundary(['web/src/**/*.{ts,tsx}'], [climbsOut]),
  webBoundary(['web/src/{api,components,lib,app}/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'], [climbsOut, noFeatures]),
  // How routes register: the route table (and the router's not-found page) may load feature pages and route lists.
  webBoundary(
    ['web/src/app/route-table.ts', 'web/src/app/route-table.test.ts', 'web/src/app/router.tsx'],
    [
      climbsOut,
      ban('^(@web/|(\\.\\./)+)features/(?![^/]+/routes$|[^/]+/pages/[^/]+$)', 'The route table loads only feature pages and route lists.'),
    ],
  ),
  // The shell's player-protection slot loads that feature's prompts: they answer what every other feature asks through
  // lib/protection-prompts.ts (a first bet's notice, the limit invitation), and features never import each other.
  webBoundary(
    ['web/src/app/protection-prompts-slot.tsx'],
    [
      climbsOut,
      ban(
        '^(@web/|(\\.\\./)+)features/(?!protection/prompts/protection-prompts$)',
        'The protection slot loads only the protection prompts.',
      ),
    ],
  ),
  ...features.flatMap((feature) => {
    const otherFeature = ban(
      `^(@web/|(\\.\\./)+)features/(?!${feature}/)`,
      `Features never import each other (${feature} → another feature): move the shared piece to api/, components/ or lib/.`,
    );
    return [
      webBoundary([`web/src/features/${feature}/**/*.{ts,tsx}`], [climbsOut, otherFeature]),
      // At a feature's root, one folder up is already another feature.
      webBoundary(
        [`web/src/features/${feature}/*.{ts,tsx}`],
        [otherFeature, ban('^\\.\\./', 'Import across folders through the @web/… alias.')],
      ),
    ];
  }),
  // The one module that loads Dialog.
  boundary(['web/src/lib/dialog.ts'], [climbsOut, noFeatures], enumByNumber),

  // contracts/: shared by both sides, so it imports neither, and its code runs in the browser (no Node API).
  boundary(['contracts/**/*.ts'], [contractsAlone]),
  boundary(['contracts/src/**/*.ts'], [contractsAlone, nodeOnly]),

  // The mock's core knows no area: the composition root (areas/world.ts) hands it the areas.
  boundary(
    ['mock-server/src/core/**/*.ts'],
    [ban('^(@mock/|\\.\\./)(areas|control|assets|docs)(/|$)', 'mock-server/src/core imports no area.')],
  ),
  // A journey's browser has the day's greetings already seen (e2e/support/test.ts): its `test` comes from there. The
  // visual suite sets its pages' storage itself (pages.spec.ts `open`).
  {
    ignores: ['e2e/visual/**'],
    ...boundary(
      ['e2e/**/*.spec.ts'],
      [
        ban(
          '^@playwright/test$',
          "Journeys take test and expect from e2e/support/test (the day's greetings already seen); types may come from @playwright/test.",
          ['test', 'expect'],
        ),
      ],
    ),
  },
  // An area registers its collections, counters and settings with the core by declaration merging: `interface
  // AreaCollections extends Registers<typeof collections> {}` is how (core/store.ts).
  {
    files: ['mock-server/src/areas/*/area.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
);
