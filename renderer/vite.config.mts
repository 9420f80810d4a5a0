import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The renderer on its own, for browser mode (npm start without Electron) and the end-to-end tests.
// electron.vite.config.mts builds the same renderer for the desktop app.
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: './',
  plugins: [react()],
  // `@shared/…` is shared/ (tsconfig.json's paths say the same for the type check).
  resolve: { alias: { '@shared': resolve(import.meta.dirname, '..', 'shared') } },
  build: {
    outDir: resolve(import.meta.dirname, '..', 'out', 'renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
