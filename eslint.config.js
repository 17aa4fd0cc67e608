// ESLint for the whole repository (`npm run lint:code`; `npm run lint` adds Prettier's check). One run, zero warnings.
//
// Besides the recommended sets (JavaScript, typescript-eslint, React hooks, jsx-a11y), this file is where the walls of
// docs/architecture.md live, as import rules that fail the build:
//   - no import cycles, anywhere;
//   - API: lib/, db/ and plugins/ import no module; a module imports another only through its public entry
//     `modules/<area>/index.ts` (its plugin, its service or port type, never its repository);
//   - web: lib/ and components/ import no feature; a feature — and anything else outside it — imports a feature only
//     through its public entry `features/<area>/index.ts`, except the router, which loads each lazy page from its own
//     file so that no entry pulls a dashboard into the storefront's first load (decision 027);
//   - packages/shared imports nothing of the apps.
// scripts/lint-walls.test.ts plants a cycle and reach-ins in temporary files and checks each of them is reported.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));
const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** The folders directly under `dir` (each a module or a feature). */
function areas(dir) {
  return readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());
}

const PUBLIC_ENTRY = ['./index.ts', './index.tsx'];

/**
 * One zone per area: the files `targetsOutside(area)` names (everything outside `<dir>/<area>/` that is to keep the
 * rule) may import from inside it only its public entry (and `extraExcept`).
 */
function entryOnlyZones(dir, targetsOutside, message, extraExcept = []) {
  return areas(dir).map((area) => ({
    target: targetsOutside(area),
    from: `${dir}/${area}`,
    except: [...PUBLIC_ENTRY, ...extraExcept],
    message: message(area),
  }));
}

const apiWalls = [
  {
    target: [`${API}/lib`, `${API}/db`, `${API}/plugins`],
    from: `${API}/modules`,
    message: 'lib/, db/ and plugins/ sit below the modules and import none of them: move the shared piece down (docs/architecture.md, "The walls").',
  },
  ...entryOnlyZones(
    `${API}/modules`,
    // Only other modules are held to it: app.ts, server.ts and the CLIs compose the modules, and the tests set them up.
    (area) => [`${root}/${API}/modules/!(${area})/**`],
    (area) => `A module uses another only through its public entry: import from 'modules/${area}' (its index.ts), never its repository or other files.`,
  ),
];

const outsideFeature = (area) => [`${root}/${WEB}/features/!(${area})/**`, `${root}/${WEB}/!(features)/**`, `${root}/${WEB}/*.{ts,tsx}`];
const featureMessage = (area) =>
  `A feature is used only through its public entry: import from 'features/${area}' (its index.ts) and export what is meant to be shared there, or move a shared piece down to lib/ or components/.`;
const webWalls = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: `${WEB}/features`,
    message: 'lib/ and components/ sit below the features and import none of them: move the shared piece down.',
  },
  {
    // A file loose in features/ would be a feature without an entry (and a place for shared pieces to hide).
    target: `${root}/${WEB}/**`,
    from: `${root}/${WEB}/features/*.{ts,tsx}`,
    message: 'features/ holds only feature folders: a piece shared by features belongs in lib/ or components/.',
  },
  ...entryOnlyZones(`${WEB}/features`, outsideFeature, featureMessage),
];
// The route tables (the router, its lazy dashboard part and its lazily named pages) alone load pages from their own files (lazily): a page behind a public entry would be in the first load.
const routerWalls = [webWalls[0], webWalls[1], ...entryOnlyZones(`${WEB}/features`, outsideFeature, featureMessage, ['./pages'])];

const sharedWalls = [{ target: 'packages/shared', from: 'apps', message: 'packages/shared is used by both apps and imports neither.' }];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-server/', 'coverage/', 'test-results/', 'playwright-report/', 'e2e/artifacts/', 'bench/results/', 'apps/api/drizzle/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...apiWalls, ...webWalls, ...sharedWalls] }],
      // Unused names may start with _ (a parameter kept for its position, a rest sibling that drops a key).
      // The code matches control characters on purpose: it refuses them in paths and headers and uses NUL as a marker.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: [`${WEB}/app/router.tsx`, `${WEB}/app/dashboard-routes.tsx`, `${WEB}/app/more-pages.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: routerWalls }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The rest of eslint-plugin-react-hooks 7's recommended set (set-state-in-effect, refs, purity, use-memo,
      // incompatible-library, …) judges code by what the React Compiler can memoize. The app does not use the compiler;
      // those 25 findings are a follow-up for whoever adopts it, not a wall.
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      // A table wider than the screen scrolls in a labelled group that takes focus, so a keyboard can scroll it too
      // (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'group'], allowExpressionValues: true }],
    },
  },
  {
    // Everything that runs in Node: the API, the scripts, the benchmarks, the browser journeys' runner, build config.
    files: ['apps/api/**', 'scripts/**', 'bench/**', 'e2e/**', 'apps/web/build/**', 'apps/web/*.ts', '*.{js,mjs,ts}', 'apps/web/src/entry-server.tsx'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests and their harnesses read JSON answers whose shape the test then asserts: \`any\` there is the honest type.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // ---------------------------------------------------------------------------------------------------------------
  prettier,
);
