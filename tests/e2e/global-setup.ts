import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The screens must be built before the host can serve them; build once if they are missing. */
export default function globalSetup(): void {
  const root = resolve(__dirname, '..', '..');
  if (process.env.HAVEN_SKIP_BUILD === '1' && existsSync(resolve(root, 'out', 'renderer', 'index.html'))) return;
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'renderer/vite.config.mts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
