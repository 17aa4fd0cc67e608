import { fileURLToPath } from 'node:url';

/** The shim that loads a TypeScript worker under tsx (apps/api/scripts/, outside the source folders). */
const TSX_WORKER = new URL('../../scripts/tsx-worker.mjs', import.meta.url);

/**
 * How to start the worker `name` that sits next to the module at `moduleUrl`: its bundled JavaScript in the build, or,
 * running from TypeScript (development, tests), the tsx shim with the worker's own URL as its argument.
 */
export function workerEntry(moduleUrl: string, name: string): { url: URL; argv: string[] } {
  if (!fileURLToPath(moduleUrl).endsWith('.ts')) return { url: new URL(`./${name}.js`, moduleUrl), argv: [] };
  return { url: TSX_WORKER, argv: [new URL(`./${name}.ts`, moduleUrl).href] };
}
