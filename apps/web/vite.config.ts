import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nCatalogPlugin } from './build/i18n-catalog-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [i18nCatalogPlugin(), react(), tailwindcss(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // The API server serves dist/ with immutable caching for /assets/*.
    assetsDir: 'assets',
    sourcemap: false,
    // bench/web reads the manifest to add up what each page's first load downloads.
    manifest: true,
  },
});
