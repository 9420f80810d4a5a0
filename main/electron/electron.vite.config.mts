import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
/** `@shared/…` is shared/ in all three bundles, as tsconfig.json's paths say. */
const resolveShared = { alias: { '@shared': resolve(root, 'shared') } };

// The desktop build: main and preload bundled for Electron (dependencies stay external, so
// better-sqlite3 loads its Electron build through nativeBinding), and the same renderer as browser mode.
export default defineConfig({
  main: {
    resolve: resolveShared,
    build: {
      outDir: resolve(root, 'out', 'main'),
      rollupOptions: {
        // The worker threads' entries (main/workers/start-worker.ts) sit beside the app's, and so do
        // the chunks they share: code that starts a worker finds `<name>.js` in its own folder.
        input: {
          index: resolve(root, 'main', 'electron', 'index.ts'),
          'solve-worker': resolve(root, 'main', 'monster-ai', 'solve-worker.ts'),
          'read-worker': resolve(root, 'main', 'content', 'read-worker.ts'),
        },
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    resolve: resolveShared,
    build: { outDir: resolve(root, 'out', 'preload'), rollupOptions: { input: { index: resolve(root, 'preload', 'index.ts') } } },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react()],
    resolve: resolveShared,
    build: { outDir: resolve(root, 'out', 'renderer'), rollupOptions: { input: resolve(root, 'renderer', 'index.html') } },
  },
});
