// Development and tests run the API from TypeScript under tsx: a worker thread does not inherit the loader, so this
// entry registers it and then loads the worker itself (the build bundles search-index-worker.ts to JavaScript instead).
import { register } from 'tsx/esm/api';

register();
await import('./search-index-worker.ts');
