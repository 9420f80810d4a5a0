import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: pure/host code in Node, React components in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'main/**/*.test.ts', 'migrations/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
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
