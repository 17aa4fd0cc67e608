import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Server-side tests (the node environment) have no storage.
  globalThis.localStorage?.clear();
});
