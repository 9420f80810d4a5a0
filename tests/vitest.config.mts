import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');
/** `@shared/…` is shared/, as tsconfig.json's paths say (each project resolves its own imports). */
const resolveShared = { alias: { '@shared': resolve(root, 'shared') } };

const NODE_TESTS = ['shared/**/*.test.ts', 'main/**/*.test.ts', 'migrations/**/*.test.ts', 'tests/integration/**/*.test.ts'];

/**
 * Files that change what the whole process shares (they set process.env.HAVEN_DATA_DIR for the
 * command line they run in-process) run each in a fresh module graph; every other file shares its
 * worker's, which takes most of vitest's time away (issue 25: 315 s down to 98 s, all passing).
 * A test that sets a global, an environment variable or a module's state without putting it back
 * belongs here.
 */
const ISOLATED = ['main/cli/**/*.test.ts', 'tests/integration/backups.test.ts'];

// Pure and host code in Node, React components in happy-dom. Unit tests sit beside the code they
// check; integration tests live in tests/integration.
export default defineConfig({
  root,
  // Between runs vitest keeps the order it learnt (slowest files first) here, not in node_modules.
  cacheDir: resolve(root, '.cache', 'vitest'),
  test: {
    projects: [
      {
        root,
        resolve: resolveShared,
        test: { name: 'node', environment: 'node', include: NODE_TESTS, exclude: ISOLATED, isolate: false, testTimeout: 30_000 },
      },
      {
        root,
        resolve: resolveShared,
        test: { name: 'node-isolated', environment: 'node', include: ISOLATED, isolate: true, testTimeout: 30_000 },
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
          // One page for the worker's files: the setup empties it after every test.
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
