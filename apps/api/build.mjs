// Bundles the server and the seed CLI into dist/. npm packages stay external (installed node_modules);
// the workspace package @boipoka/shared is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

const bundleShared = {
  name: 'bundle-boipoka-shared',
  setup(b) {
    b.onResolve({ filter: /^@boipoka\/shared$/ }, () => ({ path: resolve(root, '../../packages/shared/src/index.ts') }));
  },
};

await build({
  entryPoints: {
    server: resolve(root, 'src/server.ts'),
    'seed-cli': resolve(root, 'src/cli/seed-cli.ts'),
    // The embedded database's worker thread, loaded by the server next to it (src/db/client.ts).
    'pglite-worker': resolve(root, 'src/db/pglite-worker.ts'),
    // The search index's worker thread, loaded by the server next to it (src/modules/search/search-index-host.ts).
    'search-index-worker': resolve(root, 'src/modules/search/search-index-worker.ts'),
  },
  outdir: resolve(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleShared],
  sourcemap: true,
  logLevel: 'info',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// An empty, migrated embedded cluster for fast first starts (src/db/cluster-snapshot.ts).
await build({
  entryPoints: { 'make-cluster-snapshot': resolve(root, 'src/db/make-cluster-snapshot.ts') },
  outdir: resolve(root, 'dist/tools'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleShared],
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
const { execFileSync } = await import('node:child_process');
execFileSync(process.execPath, [resolve(root, 'dist/tools/make-cluster-snapshot.js')], { stdio: 'inherit' });
