// Lint for the whole package: `npm run lint` (zero warnings allowed).
// Besides correctness rules it proves the walls of ARCHITECTURE.md: the one-way house
// web → shared ← server, the server's layers, route files that are HTTP only, guest pages
// without the back office and frozen migrations (tests/unit/lint-walls.test.ts feeds it a file
// over each inner wall). Import cycles are the unit tests' (tests/unit/import-cycles.test.ts):
// import-x/no-cycle parsed and resolved the package again for each file, a third of the lint.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
// import-x 4.6 and the TypeScript resolver 3.8 resolve in plain JavaScript (enhanced-resolve).
// Later versions use a native resolver whose per-platform packages `npm ci` must all find in
// the lock file, and this machine's registry does not hold every platform's.
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MIGRATIONS_ARE_FROZEN =
  'A migration is frozen in time: it imports only kysely and its own folder (helpers.ts); copy into it what it needs of the app, as the app is today.';

const ROUTES_ARE_HTTP_ONLY =
  "Route files are HTTP only: put the query in the resource's queries.ts (or the module that owns the table) and call it from here.";

const ROUTES_OPEN_NO_DATABASE =
  "Route files are HTTP only: the database comes from the route's context (context.db) and goes to the resource's queries.ts; a route file imports no driver, none of kysely but its types, and nothing of platform/db but its types (schema.ts) and dialect (dialect.ts).";

// The files that hold a resource's or a feature's routes (ARCHITECTURE.md: HTTP only).
const ROUTE_FILES = ['src/server/**/routes.ts', 'src/server/**/*-routes.ts'];

// What Kysely (the database, a transaction, `db.with(…)`) starts a query or a transaction with.
// `schema`, `fn` and `dynamic` are left out: a route's contract is its `schema`, and the other
// two build nothing without one of these.
const QUERY_METHOD =
  '/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction|startTransaction|connection|executeQuery|getExecutor)$/';

export default tseslint.config(
  {
    // Build output, installed packages, test and report output, data, and public/ (served
    // as is: images, favicon, vendored files).
    ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'public/**', 'coverage/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // TypeScript: type-aware rules. projectService finds tsconfig.json for every .ts/.tsx file;
  // it extends tsconfig.test.json, whose `include` covers src/, tests/ and the tool configs,
  // so one program serves the whole package (tsconfig.server.json and tsconfig.web.json
  // include subsets of it; `npm run typecheck` still checks each with its own settings).
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A leading underscore marks what is left out on purpose (`const { id: _id, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Taste, not correctness: an async function without `await` is how this code meets an
      // interface that expects a promise (Fastify hooks, Kysely's MigrationProvider, fetch stubs)
      // and turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // Tests read `any` on purpose: `res.json()` of app.inject, JSON.parse of a body, a driver's
  // raw rows. The expectations that follow are the check; typing every read would be hundreds
  // of casts that prove nothing.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // Import rules: resolved through TypeScript, so `./x.js` finds `./x.ts`.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x resolves `./x.js` to no file, and no zone below would see `./x.ts`.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // The one-way house: web → shared ← server.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared is what both sides agree on: it imports neither the server nor the web app.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app never imports server code; share it through src/shared.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports web code; share it through src/shared.',
            },
            // The server in three layers, each importing only the ones inside it: platform/ (the
            // database, HTTP, records, audit, sign-in), resources/ (one folder per kind of record:
            // its routes and queries), features/ (what is made of several resources: the menu,
            // the guest pages, print, the seed, the tools). app.ts, serve.ts and main.ts put them together.
            {
              target: './src/server/platform',
              from: [
                './src/server/resources',
                './src/server/features',
                './src/server/app.ts',
                './src/server/main.ts',
                './src/server/serve.ts',
              ],
              message: 'src/server/platform is what every resource stands on: it imports no resource, no feature and not the app.',
            },
            {
              target: './src/server/resources',
              from: ['./src/server/features', './src/server/app.ts', './src/server/main.ts', './src/server/serve.ts'],
              message: 'A resource imports the platform and other resources, never a feature or the app: a feature is made of resources.',
            },
            {
              target: './src/server/features',
              from: ['./src/server/app.ts', './src/server/main.ts', './src/server/serve.ts'],
              message: 'A feature never imports the app that puts it together (src/server/app.ts, main.ts, serve.ts).',
            },
            // A route file holds the database only to hand it on (ROUTES_OPEN_NO_DATABASE).
            {
              target: ROUTE_FILES.map((glob) => `./${glob}`),
              from: './src/server/platform/db',
              except: ['./schema.ts', './dialect.ts'],
              message: ROUTES_OPEN_NO_DATABASE,
            },
            // The back office is an app of its own (admin.html, docs/decisions/004): the guest pages,
            // and what they share with it (ui/, api/, styles/ …), import none of it, so a guest's phone
            // never downloads it; the service worker precaches none of it (D37).
            {
              target: ['./src/web/!(admin)/**', './src/web/*', './src/sw'],
              from: './src/web/admin',
              message:
                'The guest pages never import the back office (src/web/admin): it is its own app under /admin; share what both need through src/web/ui, src/web/api or src/shared.',
            },
            // A migration must do tomorrow what it did the day it was released, so it imports
            // nothing of the app that may change later; installed packages: see below.
            {
              target: './src/server/platform/db/migrations',
              from: './',
              except: ['./src/server/platform/db/migrations', './node_modules'],
              message: MIGRATIONS_ARE_FROZEN,
            },
          ],
        },
      ],
    },
  },

  // Of installed packages, a migration imports only kysely (the zone above keeps it from the
  // app's own files, which a package name cannot reach); of Node's own, only its hashes, which
  // do tomorrow what they do today.
  {
    files: ['src/server/platform/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!kysely$|node:crypto$|\\.)', message: MIGRATIONS_ARE_FROZEN }] }],
    },
  },

  // Route files are HTTP only (ARCHITECTURE.md): a route reads its request, calls its
  // resource's queries.ts and writes the answer. A query built in a route file is refused.
  //
  // By the query method's name, in every spelling that names it without running code: any
  // member access, not only a call (`db.selectFrom(…)`, `db?.selectFrom`, `trx.transaction.bind`),
  // in brackets (`db['selectFrom']`, db[`selectFrom`]), or taken apart (`const { selectFrom } =
  // db`). By name rather than by the object's type, because a route holds the database under
  // many names and types (context.db, a Transaction, what `db.with(…)` returns) and a cast to
  // `any` hides a type but never a name; and a name needs no type information, so the lint's
  // test runs without it (tests/unit/lint-walls.test.ts). No route has other business with these
  // names (an array's `.with(i, value)` would be refused too). What no lint rule sees, a name
  // built at run time (`db['select' + 'From']`), is a choice to dodge the wall, not a slip.
  // The database's modules and drivers: the zone above and no-restricted-imports below.
  {
    files: ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `MemberExpression[computed=false][property.name=${QUERY_METHOD}]`, message: ROUTES_ARE_HTTP_ONLY },
        { selector: `MemberExpression[computed=true][property.value=${QUERY_METHOD}]`, message: ROUTES_ARE_HTTP_ONLY },
        {
          selector: `MemberExpression[computed=true][property.type='TemplateLiteral'][property.quasis.0.value.cooked=${QUERY_METHOD}]`,
          message: ROUTES_ARE_HTTP_ONLY,
        },
        { selector: `ObjectPattern > Property[key.name=${QUERY_METHOD}]`, message: ROUTES_ARE_HTTP_ONLY },
        { selector: `ObjectPattern > Property[key.value=${QUERY_METHOD}]`, message: ROUTES_ARE_HTTP_ONLY },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: ROUTES_ARE_HTTP_ONLY },
      ],
      // kysely's values are the database's tools (`sql`, `Kysely`, `CompiledQuery`); its types
      // (`Kysely<Database>` for the context's database) are what a route hands on.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', allowTypeImports: true, message: ROUTES_OPEN_NO_DATABASE },
            { name: 'better-sqlite3', message: ROUTES_OPEN_NO_DATABASE },
            { name: 'pg', message: ROUTES_OPEN_NO_DATABASE },
          ],
        },
      ],
    },
  },

  // The web app: hooks and accessibility.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // `onSubmit={handleSubmit(save)}` (react-hook-form) hands React an async handler: React
      // ignores the promise, and save() reports its own failures as notices.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Plain JavaScript (scripts/*.mjs, tests/e2e/serve.mjs, this file): Node scripts, linted with
  // the plain JS rules only (no type information: they are not in any tsconfig).
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
