import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the browser suite drives. Nothing here ever downloads a browser:
 *   1. CHROME_PATH, when set;
 *   2. Playwright's own Chromium, when it is installed (`npx playwright install chromium` on a machine that can);
 *   3. the system Chromium at /usr/bin/chromium (Debian's `chromium` package, which .ci/run installs).
 * `executablePath` undefined means "Playwright's own".
 */
export interface ChromiumChoice {
  found: boolean;
  executablePath: string | undefined;
  description: string;
}

export function chooseChromium(): ChromiumChoice {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { found: true, executablePath: fromEnv, description: `CHROME_PATH (${fromEnv})` }
      : { found: false, executablePath: fromEnv, description: `CHROME_PATH=${fromEnv}, which does not exist` };
  }
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    // No browser registry for this platform: fall through to the system one.
  }
  if (bundled && existsSync(bundled)) {
    return { found: true, executablePath: undefined, description: `Playwright's Chromium (${bundled})` };
  }
  const system = '/usr/bin/chromium';
  if (existsSync(system)) return { found: true, executablePath: system, description: `system Chromium (${system})` };
  return { found: false, executablePath: undefined, description: 'no Chromium found' };
}

/** Flags for a headless Chromium on a closed network, as root, in a container with a small /dev/shm. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export const NO_CHROMIUM_MESSAGE =
  "No Chromium to run the browser suite: Playwright's own Chromium is not installed, /usr/bin/chromium does not exist " +
  'and CHROME_PATH is not set (or points nowhere). Install one, e.g. `apt-get install -y chromium` (as .ci/run does), ' +
  'or set CHROME_PATH to a Chrome/Chromium binary. The browser suite is never skipped for lack of a browser.';
