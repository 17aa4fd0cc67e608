import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `BUNDLE_REPORT=1 npx vite build` prints every chunk of the client build with its imports and the modules inside it,
 * largest first, with each module's rendered size and an estimate of its gzip share (the chunk's gzip size split in
 * proportion to rendered bytes). Used to decide what to move off the storefront's first load.
 */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'boipoka-bundle-report',
    apply: (_config, env) => env.command === 'build' && !!process.env.BUNDLE_REPORT && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      chunks.sort((a, b) => b.code.length - a.code.length);
      for (const chunk of chunks) {
        const gzip = gzipSync(chunk.code, { level: 9 }).length;
        const rendered = Object.values(chunk.modules).reduce((s, m) => s + m.renderedLength, 0) || 1;
        console.log(`\n${chunk.fileName}  raw ${kb(chunk.code.length)} KB  gzip ${kb(gzip)} KB${chunk.isEntry ? '  [entry]' : ''}`);
        if (chunk.imports.length) console.log(`  imports: ${chunk.imports.join(', ')}`);
        if (chunk.dynamicImports.length) console.log(`  dynamic: ${chunk.dynamicImports.length} chunks`);
        const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        for (const [id, m] of modules.slice(0, Number(process.env.BUNDLE_REPORT_TOP) || 25)) {
          if (m.renderedLength === 0) continue;
          const name = id
            .replace(/^.*node_modules\//, '~/')
            .replace(/^.*\/apps\/web\/src\//, 'src/')
            .replace(/^.*\/packages\//, 'packages/');
          console.log(`  ${kb(m.renderedLength)} KB raw  ~${kb((m.renderedLength / rendered) * gzip)} KB gz  ${name}`);
        }
      }
    },
  };
}
