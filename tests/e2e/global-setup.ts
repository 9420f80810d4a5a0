import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureHostBundle } from '../../main/host-bundle.cjs';
import { isScreensBuildCurrent, markScreensBuilt, screensFingerprint } from '../../main/screens-cache.cjs';

/**
 * What every spec starts: the host bundle (out/host) and the screens (out/renderer), each built
 * once and again only when a source changed (npm test builds both before Playwright runs).
 */
export default async function globalSetup(): Promise<void> {
  const root = resolve(__dirname, '..', '..');
  await ensureHostBundle(root);
  if (isScreensBuildCurrent(root)) return;
  const fingerprint = screensFingerprint(root);
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'renderer/vite.config.mts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  markScreensBuilt(root, fingerprint);
}
