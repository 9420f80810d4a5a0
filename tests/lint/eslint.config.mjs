// The house rules, checked by `npm run lint` (part of `npm test`, and so of CI).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { importCirclePlugin } from './import-circles.mjs';

/** `@shared/…` is shared/ (tsconfig.json's paths): the import rules follow it like a relative path. */
const sharedDir = resolve(import.meta.dirname, '..', '..', 'shared');

const repoRoot = resolve(import.meta.dirname, '..', '..');
/**
 * No circle of files in shared/ or renderer/src, type imports included (issue 28): import-x/no-cycle
 * skips type imports, so import-circles.mjs reads the two folders' import graph itself.
 */
const havenPlugin = importCirclePlugin({
  root: repoRoot,
  folders: [resolve(repoRoot, 'shared'), resolve(repoRoot, 'renderer', 'src')],
  sharedDir,
});

/** What `shared/` may never import: it runs in the host, the screens and the command line alike. */
const notInShared = [
  {
    group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'worker_threads', 'http', 'net', 'url'],
    message: 'shared/ runs everywhere: no Node modules here (put it in main/).',
  },
  { group: ['electron', 'electron/*'], message: 'shared/ must not depend on Electron.' },
  { group: ['react', 'react-dom', 'react/*', '@mantine/*'], message: 'shared/ holds rules, not screens.' },
  {
    group: ['**/main/**', '**/renderer/**', '**/preload/**'],
    message: 'shared/ is a leaf: main/, renderer/ and preload/ import it, never the other way round.',
  },
  { group: ['better-sqlite3', 'kysely', 'ws'], message: 'shared/ has no storage or network.' },
];

/**
 * shared/'s layers, lowest first (issue 28): a folder imports only folders of lower layers (and its
 * own), never one above it, type imports included — so no two folders import each other and no
 * circle runs through them. The catalog is below the rules; the rules below the solver, the content
 * model and its importers; the contract above what it carries; the automaton and table mode on top.
 */
const SHARED_LAYERS = [
  ['hex', 'random'],
  ['i18n'],
  ['map'],
  ['layout'],
  ['rules'],
  ['monster-ai'],
  ['content'],
  ['exchange'],
  ['ipc'],
  ['automaton', 'table'],
];
const sharedLayerZones = SHARED_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./shared/${folder}`,
    from: [...SHARED_LAYERS.slice(index + 1).flat(), ...layer.filter((other) => other !== folder)].map((above) => `./shared/${above}`),
    message: `shared/${folder} is below these folders in shared/'s layers (tests/lint/eslint.config.mjs, SHARED_LAYERS): it never imports them, types included.`,
  })),
);

/**
 * renderer/'s layers, lowest first (issue 28): the bridge to the host, the catalogs, what features
 * share (`common/`: the route, the campaign's and the play screen's contexts, the table's seat),
 * the widgets (`components/`), the features, and the app that composes them into pages. A folder
 * imports only lower layers and its own, type imports included.
 */
const RENDERER_LAYERS = [['bridge'], ['i18n'], ['common'], ['components'], ['features'], ['app']];
const rendererDir = resolve(import.meta.dirname, '..', '..', 'renderer', 'src');
/** Every feature folder found, so a new feature is held without an edit here. */
const FEATURES = readdirSync(resolve(rendererDir, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const rendererLayerZones = [
  ...RENDERER_LAYERS.slice(0, -1).flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `./renderer/src/${folder}`,
      from: RENDERER_LAYERS.slice(index + 1)
        .flat()
        .map((above) => `./renderer/src/${above}`),
      message: `renderer/src/${folder} is below these folders in renderer/'s layers (tests/lint/eslint.config.mjs, RENDERER_LAYERS): it never imports them, types included.`,
    })),
  ),
  // A feature never imports another: what two features share moves down into common/ (or
  // components/), and a page that shows several features is composed in app/.
  ...FEATURES.map((feature) => ({
    target: `./renderer/src/features/${feature}`,
    from: './renderer/src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature (renderer/'s layers): lift what both use into renderer/src/common, or compose the page in renderer/src/app.`,
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '.cache/**', 'out/**', 'dist/**', 'release/**', 'test-results/**', '.reports/**', 'build/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'], alias: { '@shared': [sharedDir] } }),
      ],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The launcher's plain CommonJS modules (main/host-bundle.cjs, main/screens-cache.cjs): loaded by
    // an ES module, vitest and Playwright's CommonJS loader alike.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The composition root (main/compose.ts) builds every service once and hands them out: a
    // handler or a service that built its own would read through another copy.
    files: ['main/**/*.ts'],
    ignores: ['main/compose.ts', 'main/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create\\w+Service$/]',
          message: 'Services are built once, in main/compose.ts; take the one you need from there (the handlers get them in ctx.services).',
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules, on although Haven does not use the compiler: no ref read or written
      // during render, no state set from an effect, memoisation the compiler could keep, no mutation.
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/preserve-manual-memoization': 'error',
      'react-hooks/immutability': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: notInShared }],
      'no-restricted-globals': [
        'error',
        'process',
        'Buffer',
        '__dirname',
        '__filename',
        'require',
        'window',
        'document',
        'localStorage',
        'navigator',
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts', 'shared/**/*.fixture.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: sharedLayerZones }] },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: rendererLayerZones }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'renderer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    plugins: { haven: havenPlugin },
    rules: { 'haven/no-import-circle': 'error' },
  },
  {
    // The drawn map is the leaf the scenario engine imports: it knows hexes, never the rules, the
    // solver or the automaton that joins them (that would bring the import cycles back). Scenario
    // layouts (shared/layout) sit on the same leaf: they know hexes and the map only.
    files: ['shared/map/**/*.ts', 'shared/hex/**/*.ts', 'shared/layout/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...notInShared,
            {
              group: ['**/rules/**', '**/monster-ai', '**/monster-ai/**', '**/automaton/**', '**/campaign/**', '**/content/**'],
              message: 'shared/map, shared/hex and shared/layout are the leaf the engines import: hexes and the map only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests wait for conditions, never for time (issue 25): a sleep passes on a quiet machine and
    // fails on a loaded one, and 'networkidle' never means "the data arrived" over a WebSocket.
    files: ['tests/**/*.{ts,tsx,mts}', 'renderer/**/*.test.{ts,tsx}'],
    // Benchmarks measure time; they may let a page go idle between two measurements.
    ignores: ['tests/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            "Wait for a condition, never for time: expect(locator).toBeVisible() / toHaveText(), expect.poll(() => the host's answer), or page.waitForFunction.",
        },
        {
          selector: "Literal[value='networkidle']",
          message: '\'networkidle\' is not "the data arrived" in a WebSocket app: wait for the element or text the data shows.',
        },
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message:
            "A picture either asserts or is off: expect(page).toHaveScreenshot() in tests/e2e/visual, or the fixture's picture(page, name) / pictureOf (taken only under HAVEN_SHOTS=1).",
        },
      ],
    },
  },
  {
    // The one place that takes a picture for a person, under HAVEN_SHOTS only.
    files: ['tests/e2e/pictures.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // shared/ is imported as `@shared/…` from outside it (tests/lint/alias-shared.mjs rewrote the
  // relative imports); inside shared/, imports stay relative.
  {
    files: ['main/**/*.{ts,tsx,mts}', 'renderer/**/*.{ts,tsx,mts}', 'preload/**/*.ts', 'tests/**/*.{ts,tsx,mts}', 'migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+shared(/|$)', message: 'Import shared/ as @shared/… (tests/lint/alias-shared.mjs rewrites it).' },
          ],
        },
      ],
    },
  },
  prettier,
);
