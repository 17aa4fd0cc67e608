import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromium } from '../support/browser';

/**
 * The screenshot tour: every screen, in one language (TOUR_LANG=en|bn), signed out, as the demo customer and as the
 * demo admin, at 1280 and 360 px, saved to e2e/artifacts/tour/ to be looked at. A tool, not a test: `npm test` never
 * runs it (the main config matches only *.spec.ts).
 *
 *   npm run build && TOUR_LANG=bn npx playwright test -c e2e/tour/playwright.tour.config.ts
 */
const browser = chooseChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '*.tour.ts',
  outputDir: '../artifacts/tour-results',
  globalSetup: '../support/global-setup.ts',
  globalTeardown: '../support/global-teardown.ts',
  workers: 2,
  timeout: 180_000,
  reporter: [['list']],
  use: { baseURL: process.env.E2E_BASE_URL },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS } } },
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS } } },
  ],
});
