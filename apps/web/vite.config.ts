import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appRoot = import.meta.dirname;
const contractsEntry = resolve(appRoot, '../../libs/contracts/src/index.ts');
/**
 * `KIIN_BUNDLE_REPORT=<file.html>` writes a treemap of what each chunk holds (sizes raw, gzip
 * and Brotli) there; `npm run bench:web` asks for one in `.data/`. Never into dist/, which is served.
 */
const bundleReport = process.env.KIIN_BUNDLE_REPORT;

export default defineConfig(async ({ isSsrBuild }) => ({
  root: appRoot,
  // Relative to `root`; `/` keeps asset URLs absolute so deep links such as /about/x work.
  base: '/',
  plugins: [
    react(),
    // Loaded only when asked for (and by import(): the package is ES modules only).
    ...(bundleReport && !isSsrBuild
      ? [(await import('rollup-plugin-visualizer')).visualizer({ filename: bundleReport, template: 'treemap', gzipSize: true, brotliSize: true, title: 'Kiin web bundle' })]
      : []),
  ],
  resolve: {
    alias: { '@kiin/contracts': contractsEntry },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // The server build only renders pages ahead of time (prerender.mjs); it is not served.
    outDir: resolve(appRoot, isSsrBuild ? 'dist-prerender' : 'dist'),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    rollupOptions: {
      // The contracts barrel builds zod schemas at import time. The web app uses its
      // constants and types only, so those schema statements must not drag zod into
      // every chunk that reads a label.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/libs/contracts/'),
      },
    },
  },
}));
