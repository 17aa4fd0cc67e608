import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset of the build. The server sends them as they are
 * (@fastify/static preCompressed), so shoppers get the smallest files without the server compressing on each request,
 * where it can only afford fast, weaker settings.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'boipoka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const path = join(outDir, file);
        const body = await readFile(path);
        if (body.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
