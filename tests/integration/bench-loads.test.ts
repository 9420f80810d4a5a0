import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const benchDir = resolve(root, 'tests', 'bench');

/**
 * `npm run bench` runs under plain tsx, where vitest refuses to be loaded. A benchmark that pulls
 * in a test helper importing vitest broke it once without any test noticing; this loads every
 * benchmark module (without running it) the way `npm run bench` does.
 */
it('every benchmark module loads outside vitest', async () => {
  const modules = readdirSync(benchDir).filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.test.ts'));
  expect(modules.length).toBeGreaterThan(5);
  const script = modules.map((name) => `await import(${JSON.stringify(resolve(benchDir, name))});`).join('\n');
  const { stdout, stderr } = await promisify(execFile)(
    resolve(root, 'node_modules', '.bin', 'tsx'),
    ['--eval', `(async () => {\n${script}\nconsole.log('loaded ${modules.length}');\n})();`],
    { cwd: root, env: { ...process.env, VITEST: '', VITEST_WORKER_ID: '', VITEST_POOL_ID: '' } },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? error.message,
  }));
  // The first lines of what tsx said, not its stack (whose source maps vitest cannot read).
  const said = stderr
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, 4)
    .join('\n');
  expect(stdout.trim(), said).toBe(`loaded ${modules.length}`);
}, 120_000);
