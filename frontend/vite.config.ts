import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { preloadDynamicEntry } from './src/build-plugins/preload-dynamic-entry';
import { preloadSession } from './src/build-plugins/preload-session';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The session read starts from index.html, before any script has loaded.
    preloadSession(),
    // The entry (src/main.tsx) only starts the store and the first reads, then imports the app's
    // screens: index.html names their files too, so they download alongside the entry.
    preloadDynamicEntry(path.resolve(here, 'src/app/mount.tsx')),
    // Every text file also as .br and .gz, compressed once at build at the highest levels: the
    // server sends these as they are (apps/api/src/common/http/spa.ts) instead of gzipping each
    // answer again, and brotli's are smaller still.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: {
      // The browser shows the same rules the server enforces: import them, never re-type them.
      '@rotaledger/domain': path.resolve(here, '../libs/domain/src/index.ts'),
      // The API's routes as plain data (no zod): the endpoints are built from them. Before the
      // package's own alias, which would otherwise take this subpath too.
      '@rotaledger/contracts/routes': path.resolve(here, '../libs/contracts/src/routes.ts'),
      // The wire's clock times, converted once (plain functions over the domain's TimeSpan).
      '@rotaledger/contracts/wire-time': path.resolve(here, '../libs/contracts/src/wire-time.ts'),
      '@rotaledger/contracts': path.resolve(here, '../libs/contracts/src/index.ts'),
    },
  },
  // The proxy keeps the browser's Host, so the API sees the page's own origin in `Origin`
  // and accepts its writes (it refuses cross-site ones).
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080' } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:8080' } },
  },
  // No source maps in the built site: it does not publish its sources (the server also
  // refuses any .map file that finds its way into dist).
  build: { outDir: 'dist', sourcemap: false },
});
