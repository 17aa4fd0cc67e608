import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nCatalogPlugin } from './build/i18n-catalog-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { bundleReportPlugin } from './build/bundle-report-plugin';
import { routerTreeShakePlugin } from './build/router-tree-shake-plugin';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [i18nCatalogPlugin(), routerTreeShakePlugin(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressPlugin(), bundleReportPlugin()])],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the server renderer the API server loads (plugins/static-web.ts).
        target: 'node20',
        copyPublicDir: false,
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        // Node loads it as ESM; npm packages stay external (installed node_modules), the shared workspace is bundled.
        rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.js' } },
      }
    : {
        target: 'es2022',
        // The API server serves dist/ with immutable caching for /assets/*.
        assetsDir: 'assets',
        sourcemap: false,
        // Every browser the shop supports has <link rel="modulepreload">; boot.ts adds those links itself.
        modulePreload: { polyfill: false },
        // index.html's entry, and the first script of a server-rendered page (src/boot.ts), which starts that entry after
        // the page has painted.
        rollupOptions: {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // What every page loads in one file rather than seven: React, the router, TanStack Query, Lingui and the app's
          // own i18n and API client (about 1 KB less gzip per page than the same modules spread over small chunks). Not the
          // parts of TanStack Query only the cart, checkout, sign-in and dashboards use (useQueries, useMutation,
          // useInfiniteQuery and their observers, 1.6 KB gzip): a group takes every module it matches, needed on the first load or not.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack(?![\\/].*[\\/](useQueries|queriesObserver|useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js)|@lingui)[\\/]|src[\\/]lib[\\/](i18n|api-client|session)\.ts|shared[\\/]src[\\/]common[\\/]script/,
                  priority: 10,
                },
                {
                  // The small pieces every book card and the book page share (stars, price, heart, add to cart): one file
                  // instead of a dozen of a few hundred bytes each.
                  name: 'shop-kit',
                  test: /src[\\/]components[\\/]shop[\\/](book-rating|price-tag|author-link)|src[\\/]components[\\/]ui[\\/](star-rating|toggle-icon-button|badge|skeleton|input-classes)|src[\\/]lib[\\/](add-to-cart|wishlist-store)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](star|heart)\.|shared[\\/]src[\\/]books[\\/](book-language|categories|list-price)/,
                  priority: 5,
                },
              ],
            },
          },
        },
        // bench/web reads the manifest to add up what each page's first load downloads; the server reads it to preload
        // a server-rendered page's chunks.
        manifest: true,
      },
}));
