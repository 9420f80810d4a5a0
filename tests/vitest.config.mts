import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');
/** `@shared/…` is shared/, as tsconfig.json's paths say (each project resolves its own imports). */
const resolveShared = { alias: { '@shared': resolve(root, 'shared') } };

// Two projects: pure and host code in Node, React components in happy-dom. Unit tests sit beside
// the code they check; integration tests live in tests/integration.
export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        resolve: resolveShared,
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'main/**/*.test.ts', 'migrations/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        root,
        plugins: [react()],
        resolve: resolveShared,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['renderer/**/*.test.tsx', 'renderer/**/*.test.ts'],
          setupFiles: ['renderer/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
