import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floor plan (docs/architecture.md): each list is a stack, top first; a folder may import the folders of
 * its own floor and the floors below it, never one above. Cycles are refused separately (import-x/no-cycle).
 */
const TOP: string[][] = [['bin'], ['infra'], ['web/src', 'lambdas'], ['domain']];
const WEB: string[][] = [
  ['web/src/main.tsx', 'web/src/app'],
  ['web/src/features'],
  ['web/src/components'],
  ['web/src/localdb'],
  ['web/src/lib'],
];
/** Entry handlers, then the use cases they share, then access and the adapters, then the platform (domain/ below). */
const LAMBDAS: string[][] = [
  [
    'lambdas/graphql',
    'lambdas/rest',
    'lambdas/realtime',
    'lambdas/jobs',
    'lambdas/consulta-previa',
    'lambdas/mail-events',
  ],
  ['lambdas/services'],
  [
    'lambdas/access',
    'lambdas/sii',
    'lambdas/mail',
    'lambdas/public-sources',
    'lambdas/push',
    'lambdas/webhook-delivery',
    'lambdas/language-models',
    'lambdas/store',
  ],
  ['lambdas/platform'],
];
/** Every first-level folder of lambdas/ stands on a floor: a new one fails the lint until it is placed. */
const unplaced = readdirSync(new URL('lambdas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAMBDAS.flat().includes(`lambdas/${entry.name}`))
  .map((entry) => entry.name);
if (unplaced.length) throw new Error(`lambdas floors: place lambdas/${unplaced.join(', lambdas/')} in LAMBDAS`);

/** On the adapters' floor only the repositories are shared: each other folder may import store/, never a sibling. */
const ADAPTERS = LAMBDAS[2].filter((folder) => folder !== 'lambdas/store');

type Zone = { target: string; from: string; except?: string[]; message: string };

/** One zone per pair (lower floor, upper floor): the lower may not import the upper. */
function floorZones(stack: string[][], plan: string): Zone[] {
  return stack.flatMap((upper, i) =>
    stack.slice(i + 1).flatMap((lower) =>
      lower.flatMap((target) =>
        upper.map((from) => ({
          target: `./${target}`,
          from: `./${from}`,
          message: `${plan}: ${target} is below ${from}`,
        })),
      ),
    ),
  );
}

/** A feature is used by app/ only: what two features share lives in lib/ or components/. */
const FEATURE_WALLS: Zone[] = readdirSync('web/src/features').map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'a feature never imports another feature: move the shared piece to lib/ or components/',
}));

/**
 * The entry handlers of jobs, which vouch for the factoring of their own configuration or queued message; access/ is
 * where the scope is defined. Everything else takes the scope it is given (infra/ and tests/ may mint one too).
 */
const SYSTEM_SCOPE_MINTERS = ['lambdas/jobs', 'lambdas/consulta-previa', 'lambdas/access'];

/** The one-way rules inside the adapters' floor, the API handlers apart, and no Lambda code from infra/. */
const LAMBDA_RULES: Zone[] = [
  ...LAMBDAS[2].flatMap((target) =>
    ADAPTERS.filter((from) => from !== target).map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: `lambdas floors: ${target} may not import ${from} (adapters share only lambdas/store)`,
    })),
  ),
  {
    target: './lambdas/rest',
    from: './lambdas/graphql',
    message: 'REST never imports GraphQL: shared code goes to services/',
  },
  {
    target: './lambdas/graphql',
    from: './lambdas/rest',
    message: 'GraphQL never imports REST: shared code goes to services/',
  },
  { target: './lambdas', from: './infra', message: 'Lambda code never imports infra/ (local mode and the demo world)' },
  ...LAMBDAS.flat()
    .filter((folder) => folder !== 'lambdas/access')
    .map((folder) => ({
      target: `./${folder}`,
      from: './lambdas/platform/factoring-scope-brand.ts',
      message: 'only lambdas/access creates a FactoringScope: resolve a TenantScope, or a systemScope in a job',
    })),
  ...['bin', ...LAMBDAS.flat().filter((folder) => !SYSTEM_SCOPE_MINTERS.includes(folder))].map((folder) => ({
    target: `./${folder}`,
    from: './lambdas/access/system-scope.ts',
    message:
      'only a job entry (lambdas/jobs, lambdas/consulta-previa) mints a systemScope: pass the scope you were given',
  })),
];

/** Web and Lambda code never import each other, and no product code imports a test. */
const SIDES: Zone[] = [
  { target: './web/src', from: './lambdas', message: 'the browser never imports Lambda code' },
  { target: './lambdas', from: './web/src', message: 'Lambda code never imports the browser app' },
  ...['bin', 'infra', 'lambdas', 'domain', 'web/src'].map((target) => ({
    target: `./${target}`,
    from: './tests',
    message: 'product code never imports a test',
  })),
];

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.local/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // SII XML and Latin-1 text must refuse the control characters XML 1.0 forbids, so the regexes name them.
      'no-control-regex': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...floorZones(TOP, 'top floors'),
            ...floorZones(WEB, 'web floors'),
            ...floorZones(LAMBDAS, 'lambdas floors'),
            ...LAMBDA_RULES,
            ...FEATURE_WALLS,
            ...SIDES,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
