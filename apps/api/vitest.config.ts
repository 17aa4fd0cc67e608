import { defineConfig } from 'vitest/config';

// PostgreSQL-only suites (*.pg.test.ts) join only when TEST_DATABASE_URL is set; suites that always run their own
// embedded database (*.pglite.test.ts) only run without it, so the PostgreSQL run repeats nothing and skips nothing.
// Tests beside the code in src/; the suites that cross modules (reliability, performance) and the test support in test/.
const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const exclude = process.env.TEST_DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include,
    exclude: ['**/node_modules/**', '**/dist/**', ...exclude],
    environment: 'node',
    // On the embedded database every test file's database starts from one migrated cluster made here.
    globalSetup: process.env.TEST_DATABASE_URL ? [] : ['test/pglite-cluster-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
