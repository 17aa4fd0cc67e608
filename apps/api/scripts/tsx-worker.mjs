// Development and tests run the API from TypeScript under tsx: a worker thread does not inherit the loader, so a worker
// started from TypeScript starts here instead, registers it and loads its own module (the URL it was given as its first
// argument; see src/lib/worker-entry.ts). The build bundles each worker to JavaScript and never uses this file.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
