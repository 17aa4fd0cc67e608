import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { catalogsReady, loadLocale } from '../lib/i18n';

// English texts are chunks of their own (lib/i18n.ts), as in the browser: the parts a test file's modules register load
// before its tests run.
void loadLocale('en');
beforeAll(() => catalogsReady());

afterEach(() => {
  cleanup();
  // Server-side tests (the node environment) have no storage.
  globalThis.localStorage?.clear();
});
