import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromium } from './support/browser';

/**
 * The browser suite runs against the real built server (apps/api/dist/server.js serving apps/web/dist),
 * started by support/global-setup.ts on a free port with a fresh temporary DATA_DIR. Global setup sets
 * E2E_BASE_URL; the test workers inherit it and read it here for `use.baseURL`.
 * Run it with `npm test -- --only=e2e` (which builds first) or, after `npm run build`,
 * `npx playwright test -c e2e/playwright.config.ts`.
 */
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const browser = chooseChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two cores: more workers only queue behind each other and the server.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
});
