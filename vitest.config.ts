import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every workspace. Each workspace owns its config (name, environment, setup files)
 * and the root only collects them. Browser journeys in e2e/ belong to Playwright and are never collected
 * here: every project looks only under its own folder, and the fallbacks below only under src/.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

// A known workspace without its own vitest.config.ts yet still gets its src/ tests run with plain
// defaults, so a test written before its config is never silently left out.
const fallbacks = [
  { dir: 'packages/shared', name: 'shared', environment: 'node' },
  { dir: 'apps/api', name: 'api', environment: 'node' },
  { dir: 'apps/web', name: 'web', environment: 'jsdom' },
]
  .filter(({ dir }) => !existsSync(`${root}${dir}/vitest.config.ts`))
  .map(({ dir, name, environment }) => ({
    test: { name, root: `${root}${dir}`, environment, include: ['src/**/*.test.{ts,tsx}'] },
  }));

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two. Two halve the web suite's wait on
    // jsdom and let the API suite's files overlap their database work (measured: unit 9.7 min → about 7).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      ...fallbacks,
      // The repository's own tools: scripts/lint-walls.test.ts checks that the lint config's import walls still bite.
      { test: { name: 'tools', root, environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
