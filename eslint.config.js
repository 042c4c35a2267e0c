import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The boundaries of docs/architecture.md, checked on every lint. Paths are resolved files, so a
// relative import and an alias that reach the same file are judged alike.

const MODULES = fs.readdirSync('server/modules', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Every table file of server/db/schema and the one module whose repositories may read or write it. */
const TABLE_OWNERS = {
  account: ['addresses', 'payments', 'stock-alerts'],
  auth: ['auth', 'customers', 'email-changes'],
  cart: ['cart'],
  catalog: ['catalog', 'catalog-imports'],
  content: ['directory'],
  support: ['support'],
  fleet: ['fleet'],
  mail: ['mail', 'mail-preferences'],
  orders: ['orders'],
  partsbooks: ['partsbooks'],
  payments: ['payment-nonces'],
  quotes: ['quotes'],
  search: ['search'],
  settings: ['settings'],
  telemetry: ['telemetry'],
};

/**
 * Which browser features may import which others (besides app/lib and app/components). auth
 * (the session) is open to every feature. Read as "key imports values"; the graph has no loop
 * except the one noted below.
 */
const FEATURE_IMPORTS = {
  // The stock alerts link to their products; the overview shows the latest orders.
  account: ['catalog', 'orders'],
  // The back office (/admin): its own route modules; no storefront feature imports it.
  admin: [],
  auth: [],
  cart: ['catalog', 'quotes'],
  catalog: ['search'],
  // Checkout ships to and bills from the account's address book and saved cards.
  checkout: ['account', 'cart'],
  docs: [],
  // The ordered-parts list links to product pages (catalog-product-query's productPath): the one
  // edge that closes a loop (catalog → search → fleet → catalog) until that link moves to app/lib.
  fleet: ['catalog'],
  help: [],
  home: ['catalog'],
  // Buy again adds the order's lines to the cart; order lines link to their product pages.
  orders: ['cart', 'catalog'],
  partsbooks: ['cart', 'catalog'],
  quotes: [],
  // A search that found nothing offers a quote request.
  search: ['fleet', 'quotes'],
};
const FEATURES = fs.readdirSync('app/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
for (const f of FEATURES) if (!(f in FEATURE_IMPORTS)) throw new Error(`eslint.config.js: add app/features/${f} to FEATURE_IMPORTS`);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'server/**/*-test-*.ts', 'tests/**', 'bench/**'];

/** Another module is reached through its service only; GraphQL schema files may also use its types and loaders. */
function otherModuleZones(exceptFor) {
  return MODULES.flatMap((m) =>
    MODULES.filter((o) => o !== m).map((o) => ({
      target: `./server/modules/${m}`,
      from: `./server/modules/${o}`,
      except: exceptFor(o),
      message: `A module reaches ${o} through ${o}.service.ts only (docs/architecture.md).`,
    })),
  );
}

const serviceOnly = (o) => [`./${o}.service.ts`];
const schemaSurface = (o) => [
  `./${o}.service.ts`,
  ...fs.readdirSync(`server/modules/${o}`).filter((f) => f.endsWith('.schema.ts') || f.endsWith('-loaders.ts') || f === 'auth-permissions.ts').map((f) => `./${f}`),
];

const schemaOnlyInRepositories = {
  target: './server/modules',
  from: './server/db/schema',
  message: 'Only repositories build SQL: import the table through its module’s repository and service.',
};

const ownedTablesOnly = MODULES.map((m) => ({
  target: `./server/modules/${m}`,
  from: './server/db/schema',
  except: (TABLE_OWNERS[m] ?? []).map((t) => `./${t}.ts`),
  message: `A repository of ${m} reads and writes only its own tables; ask the owning module’s service (owner map in eslint.config.js and docs/architecture.md).`,
}));

const featureZones = FEATURES.flatMap((f) =>
  FEATURES.filter((o) => o !== f && o !== 'auth' && !FEATURE_IMPORTS[f].includes(o)).map((o) => ({
    target: `./app/features/${f}`,
    from: `./app/features/${o}`,
    message: `app/features/${f} may not import app/features/${o} (FEATURE_IMPORTS in eslint.config.js).`,
  })),
);

const restrictedPaths = (zones) => ['error', { zones }];

/**
 * File names in app/: kebab-case (dot-separated parts such as `.server` or `.test` allowed), and a
 * feature's files start with the feature's name (`app/features/cart/cart-line.tsx`), so a name
 * found anywhere says where it lives.
 */
const fileNames = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const at = file.lastIndexOf('/app/');
        if (at < 0) return {};
        const parts = file.slice(at + 1).split('/');
        const stem = parts.at(-1).replace(/(\.d)?\.tsx?$/, '');
        const feature = parts[1] === 'features' ? parts[2] : null;
        let problem = null;
        if (!stem.split('.').every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p))) problem = `"${parts.at(-1)}" is not kebab-case.`;
        else if (feature && stem !== feature && !stem.startsWith(`${feature}-`) && !stem.startsWith(`${feature}.`))
          problem = `"${parts.at(-1)}" belongs to app/features/${feature}: its name starts with "${feature}-".`;
        return problem ? { Program: (node) => context.report({ node, message: `${problem} (DESIGN.md: file names are kebab-case and start with their module's name.)` }) } : {};
      },
    },
  },
};

const appZones = [
  { target: './app', from: './server', message: 'app/ must not import server code (shared/ holds what both use).' },
  ...featureZones,
  {
    target: './app/components',
    from: './app/features',
    except: ['./auth'],
    message: 'app/components sit below the features: only the session (features/auth) is open to them.',
  },
];
const appLibZone = {
  target: './app/lib',
  from: './app/features',
  // Starting the cart counter's sync is loaded lazily from the counter itself.
  except: ['./cart/cart-count-sync.ts'],
  message: 'app/lib sits below the features: it may not import them.',
};


export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'tests/.cache/**', 'test-results/**', 'playwright-report/**', 'public/**', 'bench/.out/**', 'app/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // import-x skips `import type` here; type-only loops are kept out by review (docs/architecture.md).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Module code that is neither a repository nor a GraphQL schema file: no tables, other modules through their services.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.repository.ts', 'server/modules/**/*.schema.ts', ...TESTS],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([schemaOnlyInRepositories, ...otherModuleZones(serviceOnly)]) },
  },
  {
    // Repositories: the only SQL builders, each of its own module's tables.
    files: ['server/modules/**/*.repository.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...ownedTablesOnly, ...otherModuleZones(serviceOnly)]) },
  },
  {
    // GraphQL schema files compose the API: they may use another module's object types, loaders and permission checks.
    files: ['server/modules/**/*.schema.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([schemaOnlyInRepositories, ...otherModuleZones(schemaSurface)]) },
  },
  {
    // Shared helpers know nothing of the modules; shared/ is pure code for the browser and the server.
    files: ['server/lib/**/*.ts', 'server/db/**/*.ts', 'shared/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        { target: './server/lib', from: './server/modules', message: 'server/lib is below the modules: it may not import them.' },
        { target: './server/db', from: './server/modules', message: 'server/db is below the modules: it may not import them.' },
        { target: './shared', from: './server', message: 'shared/ is pure code that the browser imports too: no server code.' },
        { target: './shared', from: './app', message: 'shared/ is pure code that the server imports too: no browser code.' },
      ]),
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // The browser app sees the server only through GraphQL, the auth calls and the search endpoint;
    // features import one way (FEATURE_IMPORTS); app/lib and app/components sit below the features.
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...appZones, appLibZone]) },
  },
  {
    // Tests of app/lib exercise it with real typed documents, which live in the features.
    files: ['app/lib/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(appZones) },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { ironyard: fileNames },
    rules: {
      'ironyard/file-name': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'app/ must not import server code' }] }],
    },
  },
  {
    // One loop that closes only through a lazy import() (a chunk loaded on first use that imports
    // its already loaded loader back), so it cannot run half-initialised. Still a loop: the cart
    // counter's sync should be started by the cart feature rather than by app/lib. Every other
    // file is checked.
    files: [
      'app/lib/cart-count.ts',
      'app/features/cart/cart-count-sync.ts',
      'app/features/cart/api/cart-api.ts',
    ],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
