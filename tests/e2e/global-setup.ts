import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * What every spec starts: the host bundle (out/host) and the screens (out/renderer), each built
 * again only when a source changed (tests/build.mjs; `npm test` has built both already).
 */
export default function globalSetup(): void {
  const root = resolve(__dirname, '..', '..');
  execFileSync(process.execPath, [resolve(root, 'tests', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
