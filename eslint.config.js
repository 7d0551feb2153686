// Lint rules. The import zones enforce the layering of docs/architecture.md:
// shared <- server, shared <- web; server and web never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders directly under `dir`. */
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// "Modules never import each other": one zone per API module, allowing only its own folder.
const apiModules = folders('src/server/modules');
// Likewise the website's screens: what two screens share lives in components/ or lib/.
const screens = folders('src/web/routes');
// The staff area's screens likewise: what two of them share lives in admin/lib/ or admin/components/.
const adminShared = ['lib', 'components'];
const adminScreens = folders('src/web/admin').filter((name) => !adminShared.includes(name));
// A migration is frozen in time (docs/decisions): it imports kysely, other migrations, its own frozen
// helpers and the Bikram Sambat calendar (pure arithmetic over the official month table; a correction
// there is a correction of the dates a migration derives). Never today's schema, queries or modules.
const migrationFiles = './src/server/db/migrations/!(*.test).ts';
// Today's server code, which never imports a migration (they are reached only through the migrator's
// list, migrations/index.ts). Globs, because `target` has no exceptions.
const serverOutsideMigrations = [
  './src/server/*.ts',
  './src/server/!(db)/**',
  './src/server/db/*.ts',
  './src/server/db/!(migrations)/**',
  './src/web/**',
  './scripts/**',
  './bench/**',
];

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', '.react-router/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/web'], message: 'shared is isomorphic' },
            { target: './src/server', from: './src/web', message: 'the server never imports the website' },
            {
              target: './src/web',
              from: './src/server',
              message: 'the website reads data only through /api',
            },
            ...apiModules.map((name) => ({
              target: `./src/server/modules/${name}`,
              from: './src/server/modules',
              except: [`./${name}`],
              message: 'API modules never import each other; share code through plugins/ or db/',
            })),
            {
              // Cross-cutting layers sit below the modules: a plugin or a query that needs a module's
              // code means that code belongs in plugins/ or db/.
              target: ['./src/server/plugins', './src/server/db'],
              from: './src/server/modules',
              message: 'plugins/ and db/ never import API modules',
            },
            {
              // Read models (docs/decisions/016-read-models.md) serve the API modules' queries; a
              // migration is frozen in time and never uses today's queries, nor do the HTTP layers.
              target: [
                './src/server/plugins',
                './src/server/http',
                './src/server/files',
                './src/server/db/migrations',
                './src/server/db/seed',
              ],
              from: './src/server/db/read-models',
              message: 'read models are for the API modules (ADR 016)',
            },
            {
              // HttpError and the API's error answers live in http/ (leaves); plugins use http/, never
              // the other way round.
              target: './src/server/http/!(*.test).ts',
              from: './src/server/plugins',
              message: 'http/ sits below plugins/: move what both need into http/',
            },
            {
              target: migrationFiles,
              from: './src/server',
              except: ['./db/migrations'],
              message:
                'a migration is frozen: copy what it needs into the migration, never import today’s code',
            },
            {
              target: migrationFiles,
              from: ['./src/web', './src/shared'],
              except: ['./calendar'],
              message:
                'a migration is frozen: copy what it needs into the migration, never import today’s code',
            },
            {
              target: serverOutsideMigrations,
              from: './src/server/db/migrations/[0-9]*.ts',
              message:
                'migrations are frozen history: today’s code never reads them (only the migrator’s list)',
            },
            ...adminScreens.map((name) => ({
              target: `./src/web/admin/${name}`,
              from: adminScreens
                .map((other) => `./src/web/admin/${other}`)
                .filter((p) => p !== `./src/web/admin/${name}`),
              message:
                'staff screens never import each other; share code through admin/lib/ or admin/components/',
            })),
            {
              target: adminShared.map((name) => `./src/web/admin/${name}`),
              from: adminScreens.map((name) => `./src/web/admin/${name}`),
              message: 'admin/lib/ and admin/components/ sit below the staff screens',
            },
            ...screens.map((name) => ({
              target: `./src/web/routes/${name}`,
              from: './src/web/routes',
              except: [`./${name}`],
              message: 'screens never import each other; share code through components/ or lib/',
            })),
            { target: './src/web/lib', from: ['./src/web/routes', './src/web/components'] },
            {
              target: ['./src/web/routes', './src/web/components', './src/web/lib', './src/web/root.tsx'],
              from: './src/web/admin',
              message: 'the public site never loads the staff area’s code (its own bundles)',
            },
            { target: './src/web/components', from: './src/web/routes' },
            {
              // The response cache sits above the database: db/ records which tables a query touched
              // (db/table-access.ts) and the cache decides what that means (issue 28).
              target: './src/server/db',
              from: './src/server/cache',
              message: 'db/ never imports the response cache (cache/ builds on db/)',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'shared/ and web/ code must run in the browser' }] },
      ],
    },
  },
  {
    // Node-only code may use node:* modules.
    files: [
      'src/server/**',
      'scripts/**',
      'bench/**',
      'tests/**',
      '*.config.*',
      '**/*.test.ts',
      '**/*.test.tsx',
      // Server-only modules of the website (the SSR entry, *.server.ts) never reach the browser bundle.
      'src/web/entry.server.tsx',
      'src/web/**/*.server.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
