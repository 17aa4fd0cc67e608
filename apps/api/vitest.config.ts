import { defineConfig } from 'vitest/config';

// The PostgreSQL-only concurrency suite (*.pg.test.ts) joins only when TEST_DATABASE_URL is set.
const include = ['src/**/*.test.ts'];
const exclude = process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include,
    exclude: ['**/node_modules/**', '**/dist/**', ...exclude],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
